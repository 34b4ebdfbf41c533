import SourceDiagnostics

/// Every declaration of a grammar's files, merged and checked: references resolve, rules have no
/// cycles, names fit the schema. The compiler turns it into a `CompiledGrammar`.
public struct GrammarDefinition: Sendable {
    /// The files it was read from, in order.
    public var sources: [String]
    public var rules: [String: RuleDeclaration]
    /// Lists in declaration order.
    public var lists: [ListDeclaration]
    public var wildcards: [WildcardDeclaration]
    public var skips: [Expression]
    /// Phrases in declaration order (files in the order given).
    public var phrases: [PhraseDeclaration]
    /// Intent block names in first-declared order.
    public var intents: [String]
    /// Expectation block names in first-declared order.
    public var expectations: [String]

    /// Parses and checks grammar sources; throws every fault found.
    public static func parse(_ sources: [GrammarSource], schema: GrammarSchema = .open) throws(InvalidGrammar) -> GrammarDefinition {
        var diagnostics: [SourceDiagnostic] = []
        var files: [GrammarFile] = []
        for parsed in GrammarFileParser.parse(sources) {
            diagnostics += parsed.diagnostics
            files.append(parsed.file)
        }
        var validator = GrammarValidator(sources: sources, schema: schema)
        var definition = validator.merge(files)
        diagnostics += validator.diagnostics
        guard diagnostics.isEmpty else { throw InvalidGrammar(diagnostics: diagnostics) }
        definition.removeSkipSequences()
        return definition
    }

    /// Drops the skip phrases of two or more words ("can you") from phrases, rules and list
    /// entries, as they are dropped from utterances (see `SkipSequenceRemoval`).
    mutating func removeSkipSequences() {
        let removal = SkipSequenceRemoval(skips: skips, rules: rules)
        guard !removal.isEmpty else { return }
        // NB: only what changes is written back: a write into each phrase, rule and entry
        // retained and released every one of them.
        for index in phrases.indices {
            if let removed = removal.apply(to: phrases[index].expression) { phrases[index].expression = removed }
        }
        let changedRules = rules.compactMap { name, rule in removal.apply(to: rule.expression).map { (name, $0) } }
        for (name, removed) in changedRules { rules[name]?.expression = removed }
        for list in lists.indices {
            for entry in lists[list].entries.indices {
                if let removed = removal.apply(to: lists[list].entries[entry].expression) { lists[list].entries[entry].expression = removed }
            }
        }
    }

    /// The list named `name`, if declared.
    public func list(named name: String) -> ListDeclaration? {
        lists.first { $0.name == name }
    }
}
