/// Replays one transcript with two drivers (a baseline grammar and the current one) and lists the
/// steps whose output differs, each judged against the transcript's expected output: the
/// transcript half of `hail replay --baseline DIR`.
public enum TranscriptComparison {
    /// One step that printed something else under the current grammar.
    public struct StepChange: Sendable {
        public enum Verdict: String, Sendable {
            /// The current output matches the transcript; the baseline's did not.
            case better
            /// The baseline's output matched the transcript; the current one does not.
            case worse
            /// Neither matches, and they differ from each other.
            case changed
        }

        public var step: TranscriptStep
        public var before: [String]
        public var after: [String]
        public var verdict: Verdict
    }

    /// The steps whose output differs between the two drivers, in order. Replay under either
    /// driver stops at its first error; steps past that are compared as printing nothing.
    public static func compare(
        _ transcript: Transcript, baseline: inout some TranscriptDriver, current: inout some TranscriptDriver
    ) -> [StepChange] {
        let before = TranscriptReplayer.replay(transcript, driver: &baseline).actualOutputs.map(TranscriptOutput.lines(of:))
        let after = TranscriptReplayer.replay(transcript, driver: &current).actualOutputs.map(TranscriptOutput.lines(of:))
        var changes: [StepChange] = []
        for (index, step) in transcript.steps.enumerated() {
            let old = index < before.count ? before[index] : []
            let new = index < after.count ? after[index] : []
            guard old != new else { continue }
            let verdict: StepChange.Verdict = step.matches(new) ? .better : step.matches(old) ? .worse : .changed
            changes.append(StepChange(step: step, before: old, after: new, verdict: verdict))
        }
        return changes
    }
}
