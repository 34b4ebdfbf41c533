import SourceDiagnostics

/// `rule ride_noun = ride | cab | taxi`: an expansion shared between phrases, used as `<ride_noun>`.
public struct RuleDeclaration: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan
    public var expression: Expression
}

/// `list ride_option` with entries `SUV = suv | xl | large`: what is said → canonical value.
public struct ListDeclaration: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan
    public var entries: [ListEntry]
}

/// One entry of a slot list: the canonical value and the phrases that say it.
public struct ListEntry: Hashable, Sendable {
    /// The canonical value ("SUV").
    public var value: String
    /// The synonyms ("suv | xl | large").
    public var expression: Expression
    public var span: SourceSpan

    public init(value: String, expression: Expression, span: SourceSpan) {
        self.value = value
        self.expression = expression
        self.span = span
    }
}

/// `wildcard place` with its settings: free text bounded by the phrases around it.
public struct WildcardDeclaration: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan
    /// The most words the text may have.
    public var maxWords: Int = 6
    /// Words the text never contains; it ends before them.
    public var stopWords: Set<String> = []
    /// Words the text may not start with (after stripped words).
    public var notFirstWords: Set<String> = []
    /// Leading words left out of the captured value ("the Ferry Building" → "Ferry Building").
    public var stripWords: Set<String> = []
}

/// Where a phrase applies.
public enum PhraseScope: Hashable, Sendable {
    /// Everywhere, for every intent and for answers (`global`).
    case global
    /// Only in a parse for this intent (`intent RequestRide`).
    case intent(String)
    /// Only while the dialog expects this (`expect partySize`).
    case expect(String)

    /// The block header that opens this scope ("intent RequestRide").
    public var header: String {
        switch self {
        case .global: "global"
        case .intent(let name): "intent \(name)"
        case .expect(let name): "expect \(name)"
        }
    }
}

/// `slot partySize = 1 (alone): just me`: a labelled phrase inside a block.
public struct PhraseDeclaration: Hashable, Sendable {
    /// What the phrase means, opaque to the engine ("slot", "answer", "trigger").
    public var kind: String
    /// Which one ("dropOff", "yes"), if the kind has names.
    public var name: String?
    /// A constant the phrase stands for (`= 1`).
    public var value: String?
    /// The phrase only matches the whole utterance (`(alone)`).
    public var isAlone: Bool
    public var scope: PhraseScope
    public var expression: Expression
    /// The label's place in the file.
    public var span: SourceSpan

    /// "slot partySize" / "trigger".
    public var label: String { name.map { "\(kind) \($0)" } ?? kind }
}

/// One grammar file after parsing: its declarations in source order.
public struct GrammarFile: Sendable {
    public var path: String
    public var rules: [RuleDeclaration] = []
    public var lists: [ListDeclaration] = []
    public var wildcards: [WildcardDeclaration] = []
    public var skips: [Expression] = []
    public var phrases: [PhraseDeclaration] = []
    /// Every block header, for checking intent and expectation names.
    public var blocks: [(scope: PhraseScope, span: SourceSpan)] = []
}

/// The text of one grammar file and the path it is reported under.
public struct GrammarSource: Hashable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
