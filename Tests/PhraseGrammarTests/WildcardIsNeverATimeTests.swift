import Testing
import PhraseGrammar

/// A wildcard's text is never exactly a clock time: "change it to 3:45 pm" names no place.
@Suite struct WildcardIsNeverATimeTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            wildcard place
              max = 6
            global
              slot dropOff: (to | change it to) {place}
              slot scheduledPickupTime: [to | at] {time}
            """)
    }

    @Test func aTimeAloneIsTheTime() {
        let parse = grammar.parse("change it to 3:45 pm")
        #expect(parse.values["dropOff"] == nil)
        #expect(parse.values["scheduledPickupTime"] != nil)
        #expect(grammar.parse("to noon").values["dropOff"] == nil)
    }

    @Test func aPlaceHoldingANumberIsStillAPlace() {
        #expect(grammar.parse("to Pier 39").values["dropOff"] == .text("Pier 39"))
    }
}
