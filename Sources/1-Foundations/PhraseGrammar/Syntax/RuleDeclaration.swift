/// `rule ride_noun = ride | cab | taxi`: an expansion shared between phrases, used as `<ride_noun>`.
public struct RuleDeclaration: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan
    public var expression: Expression
}
