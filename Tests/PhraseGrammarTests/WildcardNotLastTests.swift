import Testing
import PhraseGrammar

/// `not last` words: inside a wildcard's text, never at its end.
@Suite struct WildcardNotLastTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            wildcard place
              max = 6
              strip = the
              not last = at | of | the
            global
              slot dropOff: to {place}
              slot scheduledPickupTime: [at] around {time}
            """)
    }

    @Test func aNotLastWordStaysInsideAName() {
        #expect(grammar.parse("to Cafe at the Park").values["dropOff"] == .text("Cafe at the Park"))
        #expect(grammar.parse("to the Palace of Fine Arts").values["dropOff"] == .text("Palace of Fine Arts"))
    }

    @Test func theTextNeverEndsOnOne() {
        let parse = grammar.parse("to SFO at around 6pm")
        #expect(parse.values["dropOff"] == .text("SFO"))
        #expect(parse.values["scheduledPickupTime"] != nil)
        #expect(grammar.parse("to the total of").values["dropOff"] == .text("total"))
    }
}
