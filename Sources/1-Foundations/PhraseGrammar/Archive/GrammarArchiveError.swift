/// An archive that cannot be read back: damaged, cut short, or written by another format version.
public struct GrammarArchiveError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
