import SourceDiagnostics

/// Merges parsed grammar files and checks them: duplicate names, unknown rules and lists (with
/// "did you mean"), rule cycles, phrases that can match nothing, and names outside the schema.
struct GrammarValidator: Sendable {
    /// Each file's text by path; split into lines only when a diagnostic quotes one.
    private let texts: [String: String]
    private let schema: GrammarSchema
    private(set) var diagnostics: [SourceDiagnostic] = []

    init(sources: [GrammarSource], schema: GrammarSchema) {
        var texts: [String: String] = [:]
        for source in sources { texts[source.path] = source.text }
        self.texts = texts
        self.schema = schema
    }

    private mutating func error(_ span: SourceSpan, _ message: String, expected: String? = nil) {
        let location = span.location
        diagnostics.append(SourceDiagnostic(
            .error, at: location, message: message, sourceLine: sourceLine(location), length: span.length, expected: expected))
    }

    private mutating func note(_ span: SourceSpan, _ message: String) {
        let location = span.location
        diagnostics.append(SourceDiagnostic(.note, at: location, message: message, sourceLine: sourceLine(location), length: span.length))
    }

    private func sourceLine(_ location: SourceLocation) -> String? {
        texts[location.file].flatMap { SourceText(file: location.file, text: $0).line(location.line) }
    }

    private func didYouMean(_ name: String, among candidates: some Sequence<String>, wrap: (String) -> String = { "'\($0)'" }) -> String {
        Suggestion.closest(to: name, among: candidates).map { "; did you mean \(wrap($0))?" } ?? ""
    }

    // MARK: - Merge

    mutating func merge(_ files: [GrammarFile]) -> GrammarDefinition {
        let definition = mergeDeclarations(files)
        checkReferences(definition)
        let hasCycle = checkCycles(definition)
        checkPhrases(definition, hasCycle: hasCycle)
        return definition
    }

    /// The files' declarations merged into one definition, with the faults of merging them
    /// (names defined twice, blocks outside the schema) but none of the checks that follow.
    mutating func mergeDeclarations(_ files: [GrammarFile]) -> GrammarDefinition {
        var definition = GrammarDefinition(
            sources: files.map(\.path), rules: [:], lists: [], wildcards: [], skips: [], phrases: [], intents: [], expectations: [])
        var referable: [String: SourceSpan] = [:]  // lists and wildcards share the {name} namespace
        for file in files {
            for rule in file.rules {
                if let first = definition.rules[rule.name] {
                    error(rule.span, "rule '\(rule.name)' is already defined", expected: "rename one of them")
                    note(first.span, "'\(rule.name)' was first defined here")
                } else {
                    definition.rules[rule.name] = rule
                }
            }
            for list in file.lists {
                if checkReferableName(list.name, span: list.span, kind: "list", referable: &referable) {
                    definition.lists.append(list)
                }
            }
            for wildcard in file.wildcards {
                if checkReferableName(wildcard.name, span: wildcard.span, kind: "wildcard", referable: &referable) {
                    definition.wildcards.append(wildcard)
                }
            }
            definition.skips += file.skips
            definition.phrases += file.phrases
            for (scope, span) in file.blocks {
                switch scope {
                case .global: break
                case .intent(let name):
                    if let allowed = schema.intents, !allowed.contains(name) {
                        error(span, "unknown intent '\(name)'" + didYouMean(name, among: allowed), expected: "intents: \(allowed.joined(separator: ", "))")
                    } else if !definition.intents.contains(name) {
                        definition.intents.append(name)
                    }
                case .expect(let name):
                    if let allowed = schema.expectations, !allowed.contains(name) {
                        error(span, "unknown expectation '\(name)'" + didYouMean(name, among: allowed), expected: "expectations: \(allowed.joined(separator: ", "))")
                    } else if !definition.expectations.contains(name) {
                        definition.expectations.append(name)
                    }
                }
            }
        }
        return definition
    }

    private mutating func checkReferableName(_ name: String, span: SourceSpan, kind: String, referable: inout [String: SourceSpan]) -> Bool {
        if BuiltinKind(rawValue: name) != nil {
            error(span, "'\(name)' is a builtin and cannot be redefined", expected: "choose another name for this \(kind)")
            return false
        }
        if let first = referable[name] {
            error(span, "'\(name)' is already defined", expected: "lists and wildcards share one set of names")
            note(first, "'\(name)' was first defined here")
            return false
        }
        referable[name] = span
        return true
    }

    // MARK: - References

    /// The names a reference may use, for `check(_:in:allowsCaptures:context:)`.
    private struct ReferableNames {
        let rules: [String: RuleDeclaration]
        /// Rule names sorted, for "did you mean".
        let ruleNames: [String]
        /// Lists, wildcards and builtins in declaration order, for "did you mean".
        let referableNames: [String]
        let referable: Set<String>
    }

    /// Reports unknown rules, lists and slots, and captures where none may be.
    mutating func checkReferences(_ definition: GrammarDefinition) {
        let ruleNames = definition.rules.keys.sorted()
        let referableNames = definition.lists.map(\.name) + definition.wildcards.map(\.name) + BuiltinKind.allCases.map(\.rawValue)
        let names = ReferableNames(rules: definition.rules, ruleNames: ruleNames, referableNames: referableNames, referable: Set(referableNames))
        for name in ruleNames {
            if let rule = definition.rules[name] { check(rule.expression, in: names, allowsCaptures: true, context: "a rule") }
        }
        for list in definition.lists {
            for entry in list.entries { check(entry.expression, in: names, allowsCaptures: false, context: "a list entry") }
        }
        for skip in definition.skips { check(skip, in: names, allowsCaptures: false, context: "a skip") }
        for phrase in definition.phrases { check(phrase.expression, in: names, allowsCaptures: true, context: "a phrase") }
        // Rules used by list entries and skips are expanded there too, so they may not capture.
        for list in definition.lists {
            for entry in list.entries {
                checkRuleCaptures(entry.expression, definition: definition, context: "a list entry", visited: [])
            }
        }
        for skip in definition.skips { checkRuleCaptures(skip, definition: definition, context: "a skip", visited: []) }
    }

    /// Reports the references in `expression` to unknown rules, lists and slots, and captures
    /// where `allowsCaptures` is false.
    // NB: walked by direct recursion, not through `references`: no array per node.
    private mutating func check(_ expression: Expression, in names: ReferableNames, allowsCaptures: Bool, context: String) {
        switch expression {
        case .word: break
        case .sequence(let parts), .alternative(let parts, _), .permutation(let parts, _):
            for part in parts { check(part, in: names, allowsCaptures: allowsCaptures, context: context) }
        case .optional(let part, _): check(part, in: names, allowsCaptures: allowsCaptures, context: context)
        case .ruleReference(let name, let span):
            if names.rules.index(forKey: name) == nil {  // NB: not `rules[name]`, which copies the rule
                error(
                    span, "unknown rule '<\(name)>'" + didYouMean(name, among: names.ruleNames) { "'<\($0)>'" },
                    expected: "expected a rule defined with 'rule \(name) = …'")
            }
        case .listReference(let name, let slot, let span):
            if !names.referable.contains(name) {
                error(
                    span, "unknown list '{\(name)}'" + didYouMean(name, among: names.referableNames) { "'{\($0)}'" },
                    expected: "expected a list, wildcard or builtin (\(BuiltinKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            } else if !allowsCaptures {
                error(span, "\(context) cannot capture '{\(name)}'", expected: "use words or <rules> here")
            }
            if let slot, let allowed = schema.slots, !allowed.contains(slot) {
                error(
                    span, "unknown slot '\(slot)' in '{\(name):\(slot)}'" + didYouMean(slot, among: allowed),
                    expected: "slots: \(allowed.joined(separator: ", "))")
            }
        }
    }

    private mutating func checkRuleCaptures(_ expression: Expression, definition: GrammarDefinition, context: String, visited: Set<String>) {
        for case .ruleReference(let name, let span) in expression.references {
            guard !visited.contains(name), let rule = definition.rules[name] else { continue }
            if rule.expression.containsListReference {
                error(span, "rule '<\(name)>' captures a list, so \(context) cannot use it", expected: "use a rule of plain words here")
            }
            checkRuleCaptures(rule.expression, definition: definition, context: context, visited: visited.union([name]))
        }
    }

    // MARK: - Cycles

    /// Reports each rule cycle once; returns whether there is any.
    mutating func checkCycles(_ definition: GrammarDefinition) -> Bool {
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        var reported = Set<String>()
        var hasCycle = false
        func visit(_ name: String, path: [String], validator: inout GrammarValidator) {
            guard let rule = definition.rules[name] else { return }
            state[name] = 1
            for case .ruleReference(let target, let span) in rule.expression.references {
                if state[target] == 1 {
                    hasCycle = true
                    let cycleStart = (path + [name]).firstIndex(of: target) ?? 0
                    let cycle = Array((path + [name])[cycleStart...]) + [target]
                    let key = Set(cycle).sorted().joined(separator: ",")
                    if !reported.contains(key) {
                        reported.insert(key)
                        validator.error(
                            span, "rule '<\(target)>' refers to itself: \(cycle.map { "<\($0)>" }.joined(separator: " → "))",
                            expected: "a rule may not use itself, directly or through other rules")
                    }
                } else if state[target] == nil {
                    visit(target, path: path + [name], validator: &validator)
                }
            }
            state[name] = 2
        }
        for name in definition.rules.keys.sorted() where state[name] == nil {
            visit(name, path: [], validator: &self)
        }
        return hasCycle
    }

    // MARK: - Phrases

    /// Reports phrases outside the schema and phrases and list entries that can match nothing.
    mutating func checkPhrases(_ definition: GrammarDefinition, hasCycle: Bool) {
        // NB: without a cycle each rule is walked once, not again (with a new `Set` of the
        // rules on the path) at every reference to it.
        var facts = RuleFacts(rules: definition.rules)
        func canMatchNothing(_ expression: Expression) -> Bool {
            hasCycle ? self.canMatchNothing(expression, definition: definition, visiting: []) : facts.canMatchNothing(expression)
        }
        func captures(_ expression: Expression) -> Bool {
            hasCycle ? self.captures(expression, definition: definition, visiting: []) : facts.captures(expression)
        }
        for phrase in definition.phrases {
            if let kinds = schema.phraseKinds {
                guard let kind = kinds.first(where: { $0.kind == phrase.kind }) else {
                    error(
                        phrase.span, "unknown phrase kind '\(phrase.kind)'" + didYouMean(phrase.kind, among: kinds.map(\.kind)),
                        expected: "kinds: \(kinds.map(\.kind).joined(separator: ", "))")
                    continue
                }
                if let name = phrase.name {
                    if kind.names.isEmpty {
                        error(phrase.span, "'\(phrase.kind)' phrases take no name", expected: "write '\(phrase.kind):'")
                    } else if !kind.names.contains(name) {
                        error(
                            phrase.span, "unknown \(phrase.kind) '\(name)'" + didYouMean(name, among: kind.names),
                            expected: "\(phrase.kind) names: \(kind.names.joined(separator: ", "))")
                    }
                } else if kind.requiresName {
                    error(phrase.span, "'\(phrase.kind)' needs a name", expected: "\(phrase.kind) names: \(kind.names.joined(separator: ", "))")
                }
                for option in phrase.options where !kind.options.contains(option) {
                    error(
                        phrase.span, "unknown option '(\(option))' for '\(phrase.kind)' phrases" + didYouMean(option, among: kind.options),
                        expected: kind.options.isEmpty
                            ? "'\(phrase.kind)' phrases take only (alone)" : "options: alone, \(kind.options.joined(separator: ", "))")
                }
                if kind.onlyInIntents, case .intent = phrase.scope {} else if kind.onlyInIntents {
                    error(phrase.span, "'\(phrase.kind)' phrases belong in an intent block", expected: "move it under 'intent NAME'")
                }
                if kind.requiresValue, phrase.value == nil, !captures(phrase.expression) {
                    error(
                        phrase.span, "phrase '\(phrase.label)' sets nothing",
                        expected: "give it a value ('\(phrase.label) = VALUE:') or capture one ({list})")
                }
            }
            if canMatchNothing(phrase.expression) {
                error(phrase.span, "phrase '\(phrase.label)' can match nothing", expected: "expected at least one part that is not optional")
            }
        }
        for list in definition.lists {
            for entry in list.entries where canMatchNothing(entry.expression) {
                error(entry.span, "list entry '\(entry.value)' can match nothing", expected: "expected at least one word that is not optional")
            }
        }
    }

    /// Whether the expression captures a value on every path that matters: some `{list}` in it
    /// or in a rule it uses. Follows the path taken, for rules with a cycle (see `RuleFacts`).
    private func captures(_ expression: Expression, definition: GrammarDefinition, visiting: Set<String>) -> Bool {
        expression.references.contains { reference in
            switch reference {
            case .listReference: true
            case .ruleReference(let name, _):
                !visiting.contains(name)
                    && (definition.rules[name].map { captures($0.expression, definition: definition, visiting: visiting.union([name])) } ?? false)
            default: false
            }
        }
    }

    /// Whether the expression can match the empty text, following the path taken, for rules
    /// with a cycle (see `RuleFacts`).
    private func canMatchNothing(_ expression: Expression, definition: GrammarDefinition, visiting: Set<String>) -> Bool {
        switch expression {
        case .word, .listReference: false
        case .optional: true
        case .sequence(let parts), .permutation(let parts, _):
            parts.allSatisfy { canMatchNothing($0, definition: definition, visiting: visiting) }
        case .alternative(let parts, _):
            parts.contains { canMatchNothing($0, definition: definition, visiting: visiting) }
        case .ruleReference(let name, _):
            if visiting.contains(name) { false } else {
                definition.rules[name].map { canMatchNothing($0.expression, definition: definition, visiting: visiting.union([name])) } ?? false
            }
        }
    }
}
