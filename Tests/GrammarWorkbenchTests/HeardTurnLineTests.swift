import Testing
@testable import GrammarWorkbench
import RideLanguage

@Suite struct HeardTurnLineTests {
    @Test func readsTextAndContextWithContextOptional() throws {
        #expect(try HeardTurnLine.read(#"{"text": "SFO", "context": "Where to?"}"#).get() == HeardTurnLine(text: "SFO", context: "Where to?"))
        #expect(try HeardTurnLine.read(#"{"text": "SFO"}"#).get() == HeardTurnLine(text: "SFO"))
        #expect(try HeardTurnLine.read(#"{"text": "SFO", "context": null, "id": 7}"#).get() == HeardTurnLine(text: "SFO"))
    }

    @Test(arguments: [
        ("not json", "not valid JSON"), ("", "empty line"), ("  ", "empty line"), ("[1, 2]", "not a JSON object"),
        (#"{"text": 4}"#, "'text' is not a string"), (#"{"context": "x"}"#, "missing key 'text'"),
        (#"{"text": "a", "context": 3}"#, "'context' is not a string"),
    ])
    func saysWhatIsWrongWithALine(line: String, reason: String) {
        switch HeardTurnLine.read(line) {
        case .success(let turn): Issue.record("read \(turn) from \(line)")
        case .failure(let error):
            #expect(error.reason.hasPrefix(reason), "\(error.reason)")
            #expect(error.jsonLine(lineNumber: 3).hasPrefix(#"{"line": 3, "error": "#))
        }
    }

    @Test func isUnderstoodAsTheScorerReadsIt() throws {
        let grammar = try TuningFixture.grammar()
        let turn = HeardTurnLine(text: "Union Square", context: "Where are you departing from?")
        #expect(turn.understood(by: grammar) == grammar.understand("Union Square", expecting: SystemTurnReading(turn.context).expectation))
        #expect(turn.understood(by: grammar).slots.pickup == .named("Union Square"))
    }
}
