import Testing
import PhraseGrammar

@Suite struct SmokeTests {
    @Test func parsesASimpleGrammar() throws {
        let grammar = try compile("""
            skip = please | um
            rule ride_noun = ride | cab | taxi
            list ride_option
              SUV = suv | xl | large | van | "ex el"
              Shared = pool | shared [ride] | carpool
            wildcard place
              max = 6
              stop = and | for
              strip = the | a
            intent RequestRide
              trigger: (get | book | call) [me] [a] [{ride_option:rideOption}] <ride_noun>
            global
              slot dropOff: (to | going to) {place}
              slot partySize: for {number} | {number} (people | of us)
              answer yes: yes | yeah
            """)
        let parse = grammar.parse("um, get me a pool cab to the Ferry Building for 4 please")
        print(parse.labels, parse.values, parse.intent as Any, parse.residueText)
        #expect(parse.intent == "RequestRide")
        #expect(parse.values["dropOff"] == .text("Ferry Building"))
        #expect(parse.values["partySize"] == .number(4))
        #expect(parse.values["rideOption"] == .entry("Shared"))
    }
}
