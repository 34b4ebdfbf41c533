import GrammarWorkbench

extension HailTranscriptDriver {
    /// Everything the user said in the replayed conversation, with what the dialog expected then,
    /// for coverage.
    public var heard: [Utterance] { session?.heard ?? [] }
}
