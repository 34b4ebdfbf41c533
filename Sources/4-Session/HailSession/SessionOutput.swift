import Conversation
import ExtensionHost

/// What one line of input produced.
public struct SessionOutput {
    /// What the line itself got, lines joined with "\n" (no trailing newline), without the live
    /// updates that came due with it; may be empty.
    public var reply: String
    /// The dialog turn, when the line was said to the dialog (or a meta-command ran one).
    public var turn: Turn?
    /// The line asked to end the session (`:quit`).
    public var quits: Bool
    /// Every live update on the followed ride that came due with this output, oldest first; none
    /// is left out (only ``text`` shortens long runs).
    public var updates: [RideUpdate]
    /// What went wrong in the ride service's calls meanwhile, oldest first; each is also a line of
    /// ``reply``.
    public var faults: [ExtensionFault]

    public init(text: String, turn: Turn? = nil, quits: Bool = false, updates: [RideUpdate] = [], faults: [ExtensionFault] = []) {
        self.reply = text
        self.turn = turn
        self.quits = quits
        self.updates = updates
        self.faults = faults
    }

    /// The text to show: the reply, then the live updates, each long run of routine ones cut to its
    /// first and last (``RideUpdate/lines(for:longestRun:)``).
    public var text: String {
        ([reply].filter { !$0.isEmpty } + RideUpdate.lines(for: updates)).joined(separator: "\n")
    }
}
