import Testing
@testable import RideLanguage

@Suite struct CorrectionTests {
    @Test func readsAChangedPartySize() throws {
        let understanding = try GrammarFixture.grammar().understand("actually make it 3")
        #expect(understanding.isCorrection)
        #expect(understanding.slots.partySize == 3)
    }

    @Test func readsNoWithANewValueAsACorrection() throws {
        let understanding = try GrammarFixture.grammar().understand("no, to the airport")
        #expect(understanding.isCorrection)
        #expect(understanding.answer == .no)
        #expect(understanding.slots.dropOff == .named("airport"))
    }

    @Test func letsTheLastValueWin() throws {
        #expect(try GrammarFixture.grammar().understand("to SFO, sorry, to Oakland").slots.dropOff == .named("Oakland"))
    }

    @Test func readsAChangedRideOption() throws {
        let understanding = try GrammarFixture.grammar().understand("actually, can you switch that to a Luxury ride?")
        #expect(understanding.isCorrection)
        #expect(understanding.slots.rideOption?.vocabularyIdentifier == "Luxury")
    }

    /// A place named by its kind after a correction is a place of its own; only a word that
    /// merely points back ("there") is the place just named.
    @Test(arguments: [
        ("to the zoo, no wait, to the museum", "the museum"),
        ("take me to the zoo, actually to the park", "the park"),
        ("a cab to SFO, sorry, to the theater", "the theater"),
    ])
    func aKindNamedInACorrectionIsANewPlace(text: String, kind: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).slots.dropOff == .reference(kind))
    }

    @Test func thereIsThePlaceJustNamed() throws {
        #expect(try GrammarFixture.grammar().understand("I'm closer to the Airport, pick me up there").slots.pickup == .named("Airport"))
    }

    /// A place put right in the same line replaces the first of its end, and the dialog takes it
    /// as one drop-off, not two stops.
    @Test(arguments: [
        ("to the zoo, no wait, the museum", "museum", nil as String?),
        ("take me to the zoo, actually the park", "park", nil),
        ("can you get me an uber to sfo no wait oakland airport", "oakland airport", nil),
        ("book a cab to union square actually make it the ferry building", "ferry building", nil),
        ("a taxi to the Castro, sorry, the Mission", "Mission", nil),
        ("pick me up at the Hilton, sorry, the Hyatt, going to SFO", "SFO", "Hyatt"),
        ("from union square i mean the ferry building to oak", "oak", "ferry building"),
    ])
    func aPlacePutRightInTheSameLineReplacesTheFirst(text: String, dropOff: String, pickup: String?) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        let dropOffsSaid = understanding.evidence.filter { $0.target == "slot:dropOff" }.count
        #expect(understanding.isCorrection || dropOffsSaid == 1, "read as two stops")
        #expect(understanding.slots.dropOff == .named(dropOff))
        if let pickup { #expect(understanding.slots.pickup == .named(pickup)) }
    }
}
