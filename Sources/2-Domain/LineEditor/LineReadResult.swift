/// What reading one line gave.
public enum LineReadResult: Hashable, Sendable {
    /// A line the user entered, without its newline.
    case line(String)
    /// The user pressed Ctrl-C: abandon what is under way and prompt again.
    case interrupted
    /// A line longer than the reader keeps: its `byteCount` bytes (without the newline) were skipped unread.
    case tooLong(byteCount: Int)
    /// Ctrl-D on an empty line, or the end of piped input: time to exit.
    case endOfInput
}
