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
    /// The phrase only matches a whole clause (`(clause)`): it starts the utterance or follows a
    /// comma or sentence break, and ends the utterance or comes before one ("…, visa").
    public var isClause: Bool
    /// Options besides `alone` and `clause`, opaque to the engine and checked against the schema
    /// (`slot partySize (sum): …`, `slot rideOption (not): …`), in the order written.
    public var options: [String] = []
    public var scope: PhraseScope
    public var expression: Expression
    /// The label's place in the file.
    public var span: SourceSpan

    public init(
        kind: String, name: String?, value: String?, isAlone: Bool, isClause: Bool = false, options: [String] = [], scope: PhraseScope,
        expression: Expression, span: SourceSpan
    ) {
        self.kind = kind
        self.name = name
        self.value = value
        self.isAlone = isAlone
        self.isClause = isClause
        self.options = options
        self.scope = scope
        self.expression = expression
        self.span = span
    }

    /// Whether the phrase was written with option `name`.
    public func has(option name: String) -> Bool { options.contains(name) }

    /// "slot partySize" / "trigger".
    public var label: String { name.map { "\(kind) \($0)" } ?? kind }
}
