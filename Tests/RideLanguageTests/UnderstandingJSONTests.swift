import Testing
@testable import RideLanguage

@Suite struct UnderstandingJSONTests {
    @Test func writesKeysInTheDocumentedOrder() throws {
        let line = try GrammarFixture.grammar().understand("get me a pool to SFO for 3").jsonLine()
        #expect(line == """
            {"text": "get me a pool to SFO for 3", "intent": "RequestRide", "slots": {"dropOff": "SFO", "partySize": 3, "rideOption": "Shared"}, \
            "answer": null, "question": null, "questions": [], "choice": null, "command": null, "isCorrection": false, "isOutOfDomain": false, \
            "closing": false, "residue": ""}
            """)
    }

    @Test func writesTimesAsObjects() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("at 9am").jsonLine().contains(#""scheduledPickupTime": {"text": "at 9am", "hour": 9, "minute": 0, "dayOffset": 0, "meridiemKnown": true}"#))
        #expect(grammar.understand("in 20 minutes").jsonLine().contains(#""scheduledPickupTime": {"text": "in 20 minutes", "inMinutes": 20}"#))
    }

    @Test func writesDatedTimesWithTheirDay() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("on December 31 at 9am").jsonLine().contains(
            #""scheduledPickupTime": {"text": "on December 31 at 9am", "month": 12, "day": 31, "hour": 9, "minute": 0, "meridiemKnown": true}"#))
        #expect(grammar.understand("next Friday at 8").jsonLine().contains(#""weekday": 6, "next": true, "hour": 8"#))
    }

    @Test func writesAPlaceThatRefersBackAsAReference() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("get me a cab to the same place").jsonLine().contains(#""slots": {"dropOff": {"reference": "the same place"}}"#))
        #expect(grammar.understand("pick me up there").jsonLine().contains(#""pickup": {"reference": "there"}"#))
    }

    @Test func escapesQuotesAndControlCharacters() throws {
        let line = try GrammarFixture.grammar().understand("say \"hi\"\t\u{1}\\").jsonLine()
        #expect(line.hasPrefix(#"{"text": "say \"hi\"\t\u0001\\", "#))
    }

    @Test func explainsEachPieceWithRuleSynonymAndSpan() throws {
        let line = try GrammarFixture.grammar().understand("an XL to SFO").jsonLine(explain: true)
        #expect(line.contains(#""evidence": [{"target": "intent", "value": "RequestRide", "rule": "request.grammar:"#))
        #expect(line.contains(#"{"target": "slot:rideOption", "value": "SUV", "rule": "request.grammar:"#))
        #expect(line.contains(#""synonym": "{ride_option} XL → SUV", "span": [3, 5]}"#))
        #expect(line.contains(#"{"target": "slot:dropOff", "value": "SFO", "rule": "request.grammar:"#))
        #expect(line.contains(#""span": [9, 12]}"#))
    }

    @Test func writesChoicesAndFeedback() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("the second one").jsonLine().contains(#""choice": {"position": 2}"#))
        #expect(grammar.understand("the last one").jsonLine().contains(#""choice": {"last": true}"#))
        #expect(grammar.understand("tip $2.50").jsonLine().contains(#""tip": 2.5"#))
    }
}
