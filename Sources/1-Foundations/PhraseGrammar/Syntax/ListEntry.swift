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
