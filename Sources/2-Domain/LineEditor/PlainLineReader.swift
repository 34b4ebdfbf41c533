import Foundation

/// Reads lines from a pipe or file with no prompt and no editing, so piped sessions print exactly the
/// answers and nothing else. A '\r' before the newline is dropped; a last line without a newline counts.
public struct PlainLineReader: LineReader {
    private let input: FileHandle
    private let buffer = Buffer()

    /// Reads from `input`, standard input by default.
    public init(input: FileHandle = .standardInput) {
        self.input = input
    }

    /// Reads the next line; the prompt is ignored.
    public mutating func readLine(prompt: String) -> LineReadResult {
        while true {
            if let newline = buffer.bytes.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer.bytes[..<newline]
                buffer.bytes.removeSubrange(...newline)
                return .line(Self.text(of: line))
            }
            if buffer.reachedEnd {
                guard !buffer.bytes.isEmpty else { return .endOfInput }
                defer { buffer.bytes.removeAll() }
                return .line(Self.text(of: buffer.bytes[...]))
            }
            // NB: `availableData` returns what one read gives; `read(upToCount:)` waits for the whole
            // count or the end, so a program writing a line at a time would never get an answer.
            let chunk = input.availableData
            if !chunk.isEmpty {
                buffer.bytes += chunk
            } else {
                buffer.reachedEnd = true
            }
        }
    }

    private static func text(of bytes: ArraySlice<UInt8>) -> String {
        let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(decoding: line, as: UTF8.self)
    }

    /// Bytes read but not yet returned. NB: a class so `readLine` keeps its place across copies of the reader.
    private final class Buffer {
        var bytes: [UInt8] = []
        var reachedEnd = false
    }
}
