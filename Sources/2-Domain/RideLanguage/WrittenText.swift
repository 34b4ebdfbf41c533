import PhraseGrammar

/// The text of grammar files as written, by span: a word's expression holds it normalized
/// ("suv"), so whether it was written as an acronym ("SUV") is read back from the file.
struct WrittenText {
    /// One file's UTF-8 and where each of its lines starts.
    private struct File {
        let bytes: [UInt8]
        /// The offset of each line's first byte, then one past the end (as if a "\n" followed).
        let lineStarts: [Int]
    }

    private let sources: [GrammarSource]
    /// The files by path, read the first time a span in one is asked about.
    private var files: [String: File] = [:]

    init(sources: [GrammarSource]) {
        self.sources = sources
    }

    /// The text `span` covers, if it lies within one line of a file given.
    mutating func text(of span: SourceSpan) -> Substring? {
        let path = span.location.file
        if files[path] == nil {
            guard let source = sources.first(where: { $0.path == path }) else { return nil }
            files[path] = Self.read(source)
        }
        guard let file = files[path], span.location.line >= 1, span.location.line < file.lineStarts.count else { return nil }
        let lineStart = file.lineStarts[span.location.line - 1]
        var lineEnd = file.lineStarts[span.location.line] - 1
        if lineEnd > lineStart, file.bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let start = span.location.column - 1
        guard start >= 0 else { return nil }
        // NB: columns count Characters; where the line is ASCII up to the span's end (and just
        // after it), each byte is one, and the text is cut from the bytes directly.
        let end = lineStart + start + span.length
        if end <= lineEnd, file.bytes[lineStart..<min(end + 1, lineEnd)].allSatisfy({ $0 < 0x80 }) {
            return Substring(String(decoding: file.bytes[(lineStart + start)..<end], as: UTF8.self))
        }
        let line = String(decoding: file.bytes[lineStart..<lineEnd], as: UTF8.self)
        guard start + span.length <= line.count else { return nil }
        return line.dropFirst(start).prefix(span.length)
    }

    private static func read(_ source: GrammarSource) -> File {
        let bytes = Array(source.text.utf8)
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        lineStarts.append(bytes.count + 1)
        return File(bytes: bytes, lineStarts: lineStarts)
    }
}
