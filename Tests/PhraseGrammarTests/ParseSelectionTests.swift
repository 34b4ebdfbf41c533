import Testing
import PhraseGrammar

@Suite struct ParseSelectionTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            list ride_option
              SUV = xl | suv
            wildcard place
              max = 6
            global
              slot dropOff: to {place}
              slot partySize: {number} of us
              slot rideOption: [an | a] {ride_option}
              answer no: no
              answer yes: no problem
            """)
    }

    @Test func choosesNonOverlappingMatchesInAnyOrder() {
        let parse = grammar.parse("to SFO 4 of us an XL")
        #expect(parse.labels == ["slot dropOff", "slot partySize", "slot rideOption"])
        #expect(parse.values["dropOff"] == .text("SFO"))
    }

    @Test func prefersTheLongerPhrase() {
        #expect(grammar.parse("no problem").labels == ["answer yes"])
    }

    @Test func isDeterministic() {
        let text = "no, to SFO 4 of us an XL no problem"
        let first = grammar.parse(text)
        for _ in 0..<5 {
            let again = grammar.parse(text)
            #expect(again.labels == first.labels)
            #expect(again.values == first.values)
            #expect(again.score == first.score)
        }
    }

    @Test func handlesLongInputWithoutBlowingUp() {
        let text = Array(repeating: "to SFO 4 of us an XL", count: 2_000).joined(separator: ", ")
        let parse = grammar.parse(text)
        #expect(parse.matches.count == 6_000)
    }

    @Test func reportsUnusedWordsAsResidue() {
        let text = "um well to SFO"
        #expect(grammar.parse(text).residueText == "um well")
    }
}
