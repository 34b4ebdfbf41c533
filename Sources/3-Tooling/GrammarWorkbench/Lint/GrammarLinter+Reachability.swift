import PhraseGrammar
import RideLanguage

extension GrammarLinter {
    /// Rules, lists and wildcards nothing uses, and list entries no one can say: all their forms
    /// are skip words, or an earlier entry of the list says every one of them.
    mutating func checkReachability(_ forms: [SynonymForm]) {
        let definition = grammar.definition
        var usedRules = Set<String>()
        var usedReferables = Set<String>(RideGrammar.listsReadByName)
        func visit(_ expression: Expression) {
            for reference in Self.references(in: expression) {
                switch reference {
                case .ruleReference(let name, _):
                    if usedRules.insert(name).inserted, let rule = definition.rules[name] { visit(rule.expression) }
                case .listReference(let name, _, _):
                    usedReferables.insert(name)
                default: break
                }
            }
        }
        for phrase in definition.phrases { visit(phrase.expression) }
        for skip in definition.skips { visit(skip) }
        for list in definition.lists where usedReferables.contains(list.name) {
            for entry in list.entries { visit(entry.expression) }
        }
        for name in definition.rules.keys.sorted() where !usedRules.contains(name) {
            if let rule = definition.rules[name] {
                add(.unreachable, .warning, at: rule.span.location, "rule '<\(name)>' is never used by a phrase", length: name.count)
            }
        }
        for list in definition.lists where !usedReferables.contains(list.name) {
            add(.unreachable, .warning, at: list.span.location, "list '{\(list.name)}' is never used by a phrase", length: list.name.count)
        }
        for wildcard in definition.wildcards where !usedReferables.contains(wildcard.name) {
            add(.unreachable, .warning, at: wildcard.span.location, "wildcard '{\(wildcard.name)}' is never used by a phrase", length: wildcard.name.count)
        }
        checkEntries()
    }

    private mutating func checkEntries() {
        let definition = grammar.definition
        let locator = grammar.locator
        var skipForms = Set<[String]>()
        for skip in definition.skips { skipForms.formUnion(PhraseForms.forms(of: skip, rules: definition.rules, limit: 500)) }
        let skipWords = Set(skipForms.filter { $0.count == 1 }.map { $0[0] })
        for list in definition.lists {
            var said: [[String]: ListEntry] = [:]
            for entry in list.entries {
                let entryForms = PhraseForms.forms(of: entry.expression, rules: definition.rules).filter { !$0.isEmpty }
                let location = locator.location(of: entry, in: entry.expression)
                if !entryForms.isEmpty, entryForms.allSatisfy({ form in skipForms.contains(form) || form.allSatisfy(skipWords.contains) }) {
                    add(.unreachable, .error, at: location, "list entry '\(entry.value)' of {\(list.name)} is only skip words, which are dropped before matching", length: entry.value.count)
                } else if !entryForms.isEmpty, let earlier = entryForms.compactMap({ said[$0] }).first, entryForms.allSatisfy({ said[$0] != nil }) {
                    let place = locator.location(of: earlier, in: earlier.expression)
                    add(.unreachable, .warning, at: location,
                        "list entry '\(entry.value)' of {\(list.name)} is never reached: every way to say it is already said by '\(earlier.value)' (\(GrammarSite(kind: .listEntry, location: place, label: "").fileAndLine))",
                        length: entry.value.count)
                }
                for form in entryForms where said[form] == nil { said[form] = entry }
            }
        }
    }
}
