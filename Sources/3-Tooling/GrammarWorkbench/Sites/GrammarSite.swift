import SourceDiagnostics

/// One place in the grammar that a parse can exercise: a phrase, a rule, one branch of an
/// alternative, an optional part, a list entry or one synonym of it. Coverage counts these.
public struct GrammarSite: Hashable, Sendable, Comparable {
    /// What kind of grammar construct the site is.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
        case phrase, rule, alternative, optional, permutation, listEntry = "list entry", synonym

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    public var kind: Kind
    /// Where the construct is written (its first word for an alternative's branch).
    public var location: SourceLocation
    /// How it reads: "slot dropOff", "<ride_noun>", "book", "[me]", "ride_option SUV", "xl".
    public var label: String

    public init(kind: Kind, location: SourceLocation, label: String) {
        self.kind = kind
        self.location = location
        self.label = label
    }

    /// "common.grammar:14".
    public var fileAndLine: String {
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(name):\(location.line)"
    }

    public static func < (lhs: GrammarSite, rhs: GrammarSite) -> Bool {
        (lhs.location, lhs.kind, lhs.label) < (rhs.location, rhs.kind, rhs.label)
    }
}
