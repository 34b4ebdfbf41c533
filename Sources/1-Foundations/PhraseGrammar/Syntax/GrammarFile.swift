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
