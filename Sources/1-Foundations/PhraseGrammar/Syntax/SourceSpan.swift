import SourceDiagnostics

/// Where a piece of grammar text sits: its first character and how many characters it covers.
public struct SourceSpan: Hashable, Sendable {
    public var location: SourceLocation
    public var length: Int

    public init(_ location: SourceLocation, length: Int = 1) {
        self.location = location
        self.length = max(1, length)
    }

    /// "common.grammar:12", the short form used in evidence.
    public var fileAndLine: String {
        "\(Self.fileName(location.file)):\(location.line)"
    }

    /// The last component of a path ("common.grammar" for "Grammar/en-US/common.grammar").
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
