import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a pipe or file with no prompt and no editing, so piped sessions print exactly the
/// answers and nothing else. A '\r' before the newline is dropped; a last line without a newline counts.
/// A line longer than the limit is not kept: its bytes are counted and skipped (``LineReadResult/tooLong(byteCount:)``),
/// so reading costs memory bounded by the limit, whatever the input.
public struct PlainLineReader: LineReader {
    private let input: FileHandle
    private let limit: Int
    private let buffer = Buffer()
    /// The most bytes one read(2) asks for.
    static let blockSize = 64 * 1024

    /// Reads from `input`, standard input by default; lines of more than `limit` bytes are skipped.
    public init(input: FileHandle = .standardInput, limit: Int = .max) {
        self.input = input
        self.limit = max(limit, 1)
    }

    /// Reads the next line; the prompt is ignored.
    // NB: linear in the input: the search for a newline starts where the last one stopped (a
    // long line arriving in many chunks was searched again from its start after each), and a
    // line taken moves a mark rather than the bytes after it (each line taken from a large
    // chunk shifted the rest of it down); the bytes before the mark go when a chunk arrives.
    public mutating func readLine(prompt: String) -> LineReadResult {
        while true {
            if let newline = buffer.bytes[buffer.searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                let result = take(buffer.bytes[buffer.start..<newline])
                buffer.start = newline + 1
                buffer.searchFrom = buffer.start
                return result
            }
            buffer.searchFrom = buffer.bytes.count
            if buffer.reachedEnd {
                guard buffer.start < buffer.bytes.count || buffer.skipped > 0 else { return .endOfInput }
                let result = take(buffer.bytes[buffer.start...])
                buffer.start = buffer.bytes.count
                return result
            }
            if buffer.bytes.count - buffer.start > limit {
                buffer.skipUnfinishedLine()
            }
            buffer.dropTaken()
            if !buffer.append(from: input.fileDescriptor) { buffer.reachedEnd = true }
        }
    }

    /// The line of `bytes` (and of the bytes skipped before them), or that it was too long.
    private func take(_ bytes: ArraySlice<UInt8>) -> LineReadResult {
        let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        let total = buffer.skipped + line.count
        buffer.skipped = 0
        guard total <= limit else { return .tooLong(byteCount: total) }
        return .line(String(decoding: line, as: UTF8.self))
    }

    /// Bytes read but not yet returned. NB: a class so `readLine` keeps its place across copies of the reader.
    private final class Buffer {
        var bytes: [UInt8] = []
        /// Where the next line starts: the bytes before it were returned.
        var start = 0
        /// Where the search for a newline goes on: there is none from `start` to here.
        var searchFrom = 0
        /// How many bytes of the line being read were dropped, for being over the limit.
        var skipped = 0
        var reachedEnd = false

        /// Drops the bytes of lines already returned.
        func dropTaken() {
            guard start > 0 else { return }
            bytes.removeSubrange(..<start)
            searchFrom -= start
            start = 0
        }

        /// Forgets the unfinished line read so far (it has no newline yet), counting its bytes.
        // NB: a '\r' at its end is kept: it may be the one before the newline still to come.
        func skipUnfinishedLine() {
            let end = bytes.last == UInt8(ascii: "\r") ? bytes.count - 1 : bytes.count
            skipped += end - start
            start = end
            searchFrom = end
        }

        /// Appends what one read(2) gives; false at the end of input or on an error.
        // NB: read(2) rather than `FileHandle.availableData`, which reads a regular file whole in
        // one go (a 10 MiB line given as a file was held at once), while read(2) returns as soon
        // as some bytes arrive, so a program driving Hail line by line over a pipe gets each
        // answer at once.
        func append(from descriptor: Int32) -> Bool {
            let old = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: PlainLineReader.blockSize))
            var count = -1
            bytes.withUnsafeMutableBufferPointer { storage in
                repeat {
                    count = read(descriptor, storage.baseAddress.map { $0 + old }, PlainLineReader.blockSize)
                } while count < 0 && errno == EINTR
            }
            bytes.removeSubrange((old + max(count, 0))...)
            return count > 0
        }
    }
}
