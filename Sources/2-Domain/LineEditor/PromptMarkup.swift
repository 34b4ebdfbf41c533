/// Marks the invisible parts of a prompt for libedit, so colour codes take no columns.
enum PromptMarkup {
    /// The character libedit is told brackets text that is printed but not counted.
    static let literal: Unicode.Scalar = "\u{1}"

    /// The prompt with each ANSI escape sequence (`ESC [ … letter`) bracketed by ``literal``.
    static func markingInvisibleSequences(in prompt: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = prompt.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}", scalars.first == "[" else {
                out.append(scalar)
                continue
            }
            out.append(literal)
            out.append(scalar)
            while let next = scalars.popFirst() {
                out.append(next)
                if next.properties.isAlphabetic, next != "[" { break }
            }
            out.append(literal)
        }
        return String(out)
    }
}
