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
    // NB: linear in the input: the search for a newline starts where the last one stopped (a
    // long line arriving in many chunks was searched again from its start after each), and a
    // line taken moves a mark rather than the bytes after it (each line taken from a large
    // chunk shifted the rest of it down); the bytes before the mark go when a chunk arrives.
    public mutating func readLine(prompt: String) -> LineReadResult {
        while true {
            if let newline = buffer.bytes[buffer.searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Self.text(of: buffer.bytes[buffer.start..<newline])
                buffer.start = newline + 1
                buffer.searchFrom = buffer.start
                return .line(line)
            }
            buffer.searchFrom = buffer.bytes.count
            if buffer.reachedEnd {
                guard buffer.start < buffer.bytes.count else { return .endOfInput }
                let line = Self.text(of: buffer.bytes[buffer.start...])
                buffer.start = buffer.bytes.count
                return .line(line)
            }
            // NB: `availableData` returns as soon as some bytes arrive (`read(upToCount:)` would wait
            // for the whole count), so a program driving Hail line by line over a pipe gets each
            // answer at once.
            let chunk = input.availableData
            if !chunk.isEmpty {
                buffer.dropTaken()
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
        /// Where the next line starts: the bytes before it were returned.
        var start = 0
        /// Where the search for a newline goes on: there is none from `start` to here.
        var searchFrom = 0
        var reachedEnd = false

        /// Drops the bytes of lines already returned.
        func dropTaken() {
            guard start > 0 else { return }
            bytes.removeSubrange(..<start)
            searchFrom -= start
            start = 0
        }
    }
}
