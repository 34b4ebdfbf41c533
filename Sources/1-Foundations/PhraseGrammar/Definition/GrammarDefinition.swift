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
        var (files, diagnostics) = parseFiles(sources)
        var validator = GrammarValidator(sources: sources, schema: schema)
        var definition = validator.merge(files)
        diagnostics += validator.diagnostics
        guard diagnostics.isEmpty else { throw InvalidGrammar(diagnostics: diagnostics) }
        definition.removeSkipSequences()
        return definition
    }

    /// Parses grammar sources as `parse` does, leaving the checks that nothing made from the
    /// definition waits for (`PendingGrammarChecks`) running on another thread: wait for them
    /// before using what was made. The faults found before them (in the files, in merging them,
    /// a rule cycle) are thrown here, with every other fault, as `parse` throws them.
    ///
    /// NB: the checks take about 2.3M instructions (callgrind), a twentieth of a compile from
    /// source, which the other core does while this one compiles.
    public static func parseCheckingAside(
        _ sources: [GrammarSource], schema: GrammarSchema = .open
    ) throws(InvalidGrammar) -> (definition: GrammarDefinition, checks: PendingGrammarChecks) {
        let (files, fileDiagnostics) = parseFiles(sources)
        var validator = GrammarValidator(sources: sources, schema: schema)
        var definition = validator.mergeDeclarations(files)
        // A copy, so a cycle is only looked for here: its fault is reported after those of references.
        var cycles = validator
        guard fileDiagnostics.isEmpty, validator.diagnostics.isEmpty, !cycles.checkCycles(definition) else {
            // Every fault, in the order `parse` reports them; a rule cycle must stop the compile.
            validator.checkReferences(definition)
            let hasCycle = validator.checkCycles(definition)
            validator.checkPhrases(definition, hasCycle: hasCycle)
            throw InvalidGrammar(diagnostics: fileDiagnostics + validator.diagnostics)
        }
        let merged = definition
        let checks = PendingGrammarChecks { [validator] in
            var checking = validator
            checking.checkReferences(merged)
            checking.checkPhrases(merged, hasCycle: false)
            return checking.diagnostics
        }
        definition.removeSkipSequences()
        return (definition, checks)
    }

    /// Each source parsed, and the faults found in them.
    private static func parseFiles(_ sources: [GrammarSource]) -> (files: [GrammarFile], diagnostics: [SourceDiagnostic]) {
        var diagnostics: [SourceDiagnostic] = []
        var files: [GrammarFile] = []
        for parsed in GrammarFileParser.parse(sources) {
            diagnostics += parsed.diagnostics
            files.append(parsed.file)
        }
        return (files, diagnostics)
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
