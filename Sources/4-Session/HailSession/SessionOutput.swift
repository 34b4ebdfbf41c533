import Conversation

/// What one line of input produced.
public struct SessionOutput {
    /// The text to show, lines joined with "\n" (no trailing newline); may be empty.
    public var text: String
    /// The dialog turn, when the line was said to the dialog (not a meta-command).
    public var turn: Turn?
    /// The line asked to end the session (`:quit`).
    public var quits: Bool
    /// Live updates on the followed ride that came due with this output (also at the end of `text`).
    public var updates: [String]

    public init(text: String, turn: Turn? = nil, quits: Bool = false, updates: [String] = []) {
        self.text = text
        self.turn = turn
        self.quits = quits
        self.updates = updates
    }
}
