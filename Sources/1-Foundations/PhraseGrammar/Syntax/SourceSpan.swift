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
        let utf8 = path.utf8
        let slash = UInt8(ascii: "/")
        // NB: an ASCII path is cut on its bytes (there each byte is a Character): splitting it
        // into Characters cost some 20,000 instructions a file, paid for every phrase's evidence.
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").last.map(String.init) ?? path }
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return path }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != slash { start = utf8.index(before: start) }
        return String(path[start..<end])
    }
}
