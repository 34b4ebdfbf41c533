import PhraseGrammar
import SourceDiagnostics

/// Every site of a grammar, and which phrase groups (an intent, `global`, an `expect` block)
/// can reach each one through their rules and lists. Names sites the same way for the catalogue
/// and for derivations, so hits and sites meet.
public struct SiteCatalogue: Sendable {
    public let definition: GrammarDefinition
    let locator: EntryLocator
    /// Every site, sorted by place.
    public private(set) var sites: [GrammarSite] = []
    /// The sites each group reaches: "RequestRide", "global", "expect dropOff".
    public private(set) var sitesByGroup: [String: Set<GrammarSite>] = [:]
    /// Groups in declaration order.
    public private(set) var groups: [String] = []

    public init(definition: GrammarDefinition, locator: EntryLocator = EntryLocator()) {
        self.definition = definition
        self.locator = locator
        var all = Set<GrammarSite>()
        for phrase in definition.phrases {
            let group = Self.group(of: phrase.scope)
            if !groups.contains(group) { groups.append(group) }
            var reached: Set<GrammarSite> = [phraseSite(phrase)]
            var visitedRules = Set<String>()
            var visitedLists = Set<String>()
            collect(phrase.expression, into: &reached, rules: &visitedRules, lists: &visitedLists)
            sitesByGroup[group, default: []].formUnion(reached)
            all.formUnion(reached)
        }
        sites = all.sorted()
    }

    /// The group a phrase counts under: the intent's name, "global" or "expect NAME".
    public static func group(of scope: PhraseScope) -> String {
        switch scope {
        case .global: "global"
        case .intent(let name): name
        case .expect(let name): "expect \(name)"
        }
    }

    private func collect(_ expression: Expression, into sites: inout Set<GrammarSite>, rules: inout Set<String>, lists: inout Set<String>) {
        switch expression {
        case .word: break
        case .sequence(let parts):
            for part in parts { collect(part, into: &sites, rules: &rules, lists: &lists) }
        case .alternative(let parts, let span):
            for (index, part) in parts.enumerated() {
                sites.insert(branchSite(span, index: index, part))
                collect(part, into: &sites, rules: &rules, lists: &lists)
            }
        case .optional(let part, let span):
            sites.insert(optionalSite(span, part))
            collect(part, into: &sites, rules: &rules, lists: &lists)
        case .permutation(let parts, let span):
            sites.insert(permutationSite(span, parts))
            for part in parts { collect(part, into: &sites, rules: &rules, lists: &lists) }
        case .ruleReference(let name, _):
            guard let rule = definition.rules[name], rules.insert(name).inserted else { return }
            sites.insert(ruleSite(rule))
            collect(rule.expression, into: &sites, rules: &rules, lists: &lists)
        case .listReference(let name, _, _):
            guard let list = definition.list(named: name), lists.insert(name).inserted else { return }
            for entry in list.entries {
                sites.insert(entrySite(list.name, entry))
                for synonym in ExpressionText.synonyms(of: entry.expression) {
                    sites.insert(synonymSite(list.name, entry, synonym))
                    collect(synonym, into: &sites, rules: &rules, lists: &lists)
                }
            }
        }
    }

    // MARK: - Naming sites

    func phraseSite(_ phrase: PhraseDeclaration) -> GrammarSite {
        GrammarSite(kind: .phrase, location: phrase.span.location, label: phrase.label)
    }

    func ruleSite(_ rule: RuleDeclaration) -> GrammarSite {
        GrammarSite(kind: .rule, location: rule.span.location, label: "<\(rule.name)>")
    }

    func branchSite(_ span: SourceSpan, index: Int, _ branch: Expression) -> GrammarSite {
        GrammarSite(kind: .alternative, location: (ExpressionText.firstSpan(of: branch) ?? span).location, label: ExpressionText.render(branch))
    }

    func optionalSite(_ span: SourceSpan, _ part: Expression) -> GrammarSite {
        GrammarSite(kind: .optional, location: span.location, label: "[\(ExpressionText.render(part))]")
    }

    func permutationSite(_ span: SourceSpan, _ parts: [Expression]) -> GrammarSite {
        GrammarSite(kind: .permutation, location: span.location, label: ExpressionText.render(.permutation(parts, at: span)))
    }

    func entrySite(_ list: String, _ entry: ListEntry) -> GrammarSite {
        GrammarSite(kind: .listEntry, location: locator.location(of: entry, in: entry.expression), label: "{\(list)} \(entry.value)")
    }

    func synonymSite(_ list: String, _ entry: ListEntry, _ synonym: Expression) -> GrammarSite {
        GrammarSite(kind: .synonym, location: locator.location(of: entry, in: synonym), label: "{\(list)} \(ExpressionText.render(synonym)) → \(entry.value)")
    }
}
