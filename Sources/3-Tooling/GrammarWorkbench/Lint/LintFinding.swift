import SourceDiagnostics

/// One thing `hail lint` found, at a file and line, with a severity: errors fail the lint,
/// warnings may be accepted with a `lint: allow KIND` comment on the line.
public struct LintFinding: Hashable, Sendable, Comparable {
    /// What kind of problem it is; the raw value is the name used in suppressions.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// One phrase said for two canonical values of one list.
        case conflictingSynonym = "conflicting-synonym"
        /// One phrase in two lists (or a list and a place name) that mean different things.
        case crossListSynonym = "cross-list-synonym"
        /// One synonym inside a longer one that means something else ("xl" in "xl comfort").
        case containment
        /// A synonym that sounds like a number, a function word or another synonym.
        case homophone
        /// A rule, list, wildcard or list entry nothing can reach.
        case unreachable
        /// A reference to a rule or list that is not defined.
        case missingReference = "missing-reference"
        /// An IntentExamples phrase of the vocabulary plist that no longer parses to its intent.
        case intentExample = "intent-example"
        /// An app name that is also a place or an option name.
        case appName = "app-name"
        /// Any other fault that stops the grammar loading.
        case invalidGrammar = "invalid-grammar"
    }

    public var kind: Kind
    public var severity: SourceDiagnostic.Severity
    public var location: SourceLocation
    public var message: String
    /// How many characters to underline.
    public var length: Int

    public init(_ kind: Kind, _ severity: SourceDiagnostic.Severity, at location: SourceLocation, _ message: String, length: Int = 1) {
        self.kind = kind
        self.severity = severity
        self.location = location
        self.message = message
        self.length = max(1, length)
    }

    public var isError: Bool { severity == .error }

    /// The finding as a compiler-style diagnostic, quoting `sourceLine` with a caret.
    public func diagnostic(sourceLine: String?) -> SourceDiagnostic {
        SourceDiagnostic(severity, at: location, message: "\(message) [\(kind.rawValue)]", sourceLine: sourceLine, length: length)
    }

    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        (lhs.location, lhs.kind.rawValue, lhs.message) < (rhs.location, rhs.kind.rawValue, rhs.message)
    }
}
