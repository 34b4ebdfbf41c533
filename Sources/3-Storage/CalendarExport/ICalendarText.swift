/// The text rules of iCalendar (RFC 5545): TEXT values escaped (section 3.3.11) and content
/// lines folded at 75 octets (section 3.1), never inside a UTF-8 sequence.
public enum ICalendarText {
    /// The most octets a content line may hold, its line break not counted.
    public static let lineLimit = 75

    /// A TEXT value: backslash, semicolon and comma get a backslash; each line break becomes `\n`.
    public static func escaped(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r":
                result += "\\n"
                if pending == "\n" { pending = scalars.next() }
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One content line folded: at most 75 octets per physical line, each continuation starting
    /// with a space, lines joined with CRLF (no CRLF after the last). Breaks fall between
    /// characters, or between Unicode scalars for a character too long to fit a line.
    public static func folded(_ line: String) -> String {
        var lines: [String] = []
        var current = ""
        var octets = 0
        func limit() -> Int { lines.isEmpty ? lineLimit : lineLimit - 1 }
        func breakLine() {
            lines.append(current)
            current = ""
            octets = 0
        }
        for character in line {
            let size = character.utf8.count
            if octets + size <= limit() {
                current.append(character)
                octets += size
                continue
            }
            if size <= lineLimit - 1 {
                breakLine()
                current.append(character)
                octets = size
                continue
            }
            for scalar in character.unicodeScalars {
                let scalarSize = String(scalar).utf8.count
                if octets + scalarSize > limit() { breakLine() }
                current.unicodeScalars.append(scalar)
                octets += scalarSize
            }
        }
        lines.append(current)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : " " + $0.element }.joined(separator: "\r\n")
    }
}
