/// How output text becomes the lines of an expected block, and back.
public enum TranscriptOutput {
    /// The characters that a leading '\' escapes at the start of an output line.
    public static let escapedLeaders: Set<Character> = [">", "@", "#", "~", "\\"]

    /// The lines of a step's output: split at newlines, a trailing '\r' dropped from each line, and
    /// trailing blank lines dropped (they are not significant in a transcript).
    public static func lines(of text: String) -> [String] {
        var lines = splitLines(text).map(droppingCarriageReturn)
        trimTrailingBlankLines(&lines)
        return lines
    }

    /// An output line as written in a file: a line starting with '>', '@', '#', '~' or '\' gets a
    /// leading '\'.
    public static func escape(_ line: String) -> String {
        guard let first = line.first, escapedLeaders.contains(first) else { return line }
        return "\\" + line
    }

    /// The text cut at every "\n", each piece keeping a '\r' before it; "a\n" gives ["a", ""].
    // NB: splits the UTF-8 bytes, because Swift treats "\r\n" as one Character that a split at "\n"
    // misses (a "\n" byte is never inside another character's bytes); splitting unicode scalars
    // into scalar views was 3% of `hail replay` (perf).
    // Over the string's contiguous bytes where it has them: the generic split of a UTF-8 view was
    // 3.4% of `hail replay` again (callgrind: 32M of 962M instructions, its index steps and slices).
    static func splitLines(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }

    /// The line without a trailing '\r'.
    static func droppingCarriageReturn(_ line: String) -> String {
        line.utf8.last == UInt8(ascii: "\r") ? String(decoding: line.utf8.dropLast(), as: UTF8.self) : line
    }

    /// Drops empty lines from the end.
    static func trimTrailingBlankLines(_ lines: inout [String]) {
        while lines.last?.isEmpty == true { lines.removeLast() }
    }
}
