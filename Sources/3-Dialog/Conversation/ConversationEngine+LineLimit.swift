import Foundation

extension ConversationEngine {
    /// The most UTF-8 bytes of one line the dialog reads: far more than any request, few enough
    /// that reading a line costs bounded memory (a 10 MiB line once peaked near 740 MB).
    public static let lineLimit = 64 * 1024

    /// Answers a line longer than the dialog reads, without reading it: says so, and asks again
    /// the question waiting on an answer, so nothing under way is lost.
    public func respondToOverlongLine(limit: Int = ConversationEngine.lineLimit) -> Turn {
        var turn = Turn(userText: "", understanding: nil)
        say(.lineTooLong(limit: limit), into: &turn)
        if let prompt = router.pendingPrompt { ask(prompt, into: &turn) }
        finish(&turn, from: stage)
        return turn
    }
}
