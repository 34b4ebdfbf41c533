/// The text of one grammar file and the path it is reported under.
public struct GrammarSource: Hashable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
