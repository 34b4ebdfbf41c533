/// A source of input lines: ``LineEditor`` on a terminal, ``PlainLineReader`` for pipes and files.
public protocol LineReader {
    /// Shows `prompt` (where the reader shows prompts at all) and reads one line.
    mutating func readLine(prompt: String) -> LineReadResult
}
