#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads standard input a line at a time as `Swift.readLine(strippingNewline: true)` does (a
/// line loses its "\n" or "\r\n"; a last line without "\n" still counts; bytes that are not
/// UTF-8 are repaired), and writes output
/// in large blocks: `hail parse --batch`'s input and output.
// NB: read(2) into a buffer of 64 KiB and one `String` per line made from its bytes, where
// `readLine` took a lock and grew a line byte by byte (perf: 9% of `hail parse --batch`); output is
// gathered as bytes and written 64 KiB at a time.
struct StandardInputLines {
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start.
    private var start = 0
    private var atEnd = false
    private static let blockSize = 64 * 1024

    /// The next line without its "\n", or nil at the end of input.
    mutating func next() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let end = newline > start && buffer[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            guard !atEnd else {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            fill()
        }
    }

    /// Drops what was read and appends the next block of input (setting `atEnd` at its end).
    private mutating func fill() {
        buffer.removeSubrange(0..<start)
        start = 0
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.blockSize))
        var got = -1
        buffer.withUnsafeMutableBytes { bytes in
            repeat {
                got = read(0, bytes.baseAddress.map { $0 + old }, Self.blockSize)
            } while got < 0 && errno == EINTR
        }
        buffer.removeSubrange((old + max(got, 0))...)
        if got <= 0 { atEnd = true }
    }

    /// Writes `bytes` whole to standard output; throws, saying why, when it cannot.
    static func writeOut(_ bytes: [UInt8]) throws {
        let failure: Int32? = bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(1, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
        if let failure { throw CommandFailure("\(CurrentProgram.identity.commandName): cannot write to standard output: \(String(cString: strerror(failure)))") }
    }
}
