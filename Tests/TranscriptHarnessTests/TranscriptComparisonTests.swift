import Testing
import TranscriptHarness

@Suite struct TranscriptComparisonTests {
    /// Answers each line from a table, as a grammar would.
    struct TableDriver: TranscriptDriver {
        var answers: [String: String]
        mutating func start(header: [TranscriptDirective]) throws {}
        mutating func perform(_ step: TranscriptStep) throws -> String {
            if case .say(let text) = step.kind { return answers[text] ?? "?" }
            return ""
        }
    }

    static let transcript = Transcript(file: "t.txt", steps: [
        TranscriptStep(kind: .say("a van to SFO"), expected: ["SUV to SFO"]),
        TranscriptStep(kind: .say("to 5 Van Ness"), expected: ["To 5 Van Ness"]),
        TranscriptStep(kind: .say("yes"), expected: ["Booked"]),
    ])

    @Test func judgesEachChangedStepAgainstTheExpectedOutput() {
        var baseline = TableDriver(answers: ["a van to SFO": "Standard to SFO", "to 5 Van Ness": "To 5 Van Ness", "yes": "Booked"])
        var current = TableDriver(answers: ["a van to SFO": "SUV to SFO", "to 5 Van Ness": "SUV to 5", "yes": "Booked"])
        let changes = TranscriptComparison.compare(Self.transcript, baseline: &baseline, current: &current)
        #expect(changes.map(\.verdict) == [.better, .worse])
        #expect(changes.first?.before == ["Standard to SFO"])
        #expect(changes.first?.after == ["SUV to SFO"])
        #expect(changes.last?.step.text == "> to 5 Van Ness")
    }
}
