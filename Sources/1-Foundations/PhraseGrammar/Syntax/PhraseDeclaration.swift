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
