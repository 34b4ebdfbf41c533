import Testing
import PhraseGrammar

/// `address end` words: a wildcard's text goes on past commas to a town, state or postal code
/// ("1200 Clay St Apt 4, San Francisco, CA 94108"), and nowhere else.
@Suite struct WildcardAddressEndTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            wildcard place
              max = 6
              strip = the | a
              stop = for | to | is | it's
              join = and
              address end = ca | francisco | oakland
            global
              slot dropOff: to {place}
              slot pickup: from {place}
              slot partySize: for {number} [people] | {number} of us
            """)
    }

    @Test func anAddressGoesOnPastCommasToItsTownStateAndPostalCode() {
        #expect(grammar.parse("to 1200 Clay St Apt 4, San Francisco, CA 94108").values["dropOff"]
            == .text("1200 Clay St Apt 4, San Francisco, CA 94108"))
        #expect(grammar.parse("to 500 Howard St, San Francisco").values["dropOff"] == .text("500 Howard St, San Francisco"))
        #expect(grammar.parse("to 500 Howard St, San Francisco, CA").values["dropOff"] == .text("500 Howard St, San Francisco, CA"))
        #expect(grammar.parse("to the Hilton, Oakland.").values["dropOff"] == .text("Hilton, Oakland"))
    }

    @Test func whatFollowsTheAddressIsReadOnItsOwn() {
        let both = grammar.parse("from 1200 Clay St, San Francisco, CA 94108 to 1 Main St, Oakland for 3")
        #expect(both.values["pickup"] == .text("1200 Clay St, San Francisco, CA 94108"))
        #expect(both.values["dropOff"] == .text("1 Main St, Oakland"))
        #expect(both.values["partySize"] == .number(3))
        let street = grammar.parse("from 200 Larkin St, San Francisco to the zoo")
        #expect(street.values["pickup"] == .text("200 Larkin St, San Francisco"))
        #expect(street.values["dropOff"] == .text("zoo"))
    }

    @Test func aCommaWithoutATownOrStateAfterItStillEndsThePlace() {
        #expect(grammar.parse("to 300 Post St, it's raining").values["dropOff"] == .text("300 Post St"))
        #expect(grammar.parse("to SFO, 2 of us").values["dropOff"] == .text("SFO"))
        #expect(grammar.parse("to the zoo, my friend said").values["dropOff"] == .text("zoo"))
    }

    @Test func aTownMidClauseAfterANameThatIsNoAddressStaysOutside() {
        // Only a text that starts with a house number runs on to a town followed by more words.
        let parse = grammar.parse("to SFO, Oakland is closer")
        #expect(parse.values["dropOff"] == .text("SFO"))
    }

    @Test func aSentenceEndIsNeverCrossed() {
        #expect(grammar.parse("to 1 Main St; Oakland").values["dropOff"] == .text("1 Main St"))
    }
}
