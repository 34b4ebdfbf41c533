import Testing
@testable import RideLanguage

/// Issue 26: a party said without its size is neither dropped nor guessed: the reading marks it,
/// and the dialog asks how many.
@Suite struct PartyToAskTests {
    @Test(arguments: [
        "a ride to SFO for a few of us", "need a cab for several people to the ballpark", "a bunch of us need a ride to the Castro",
        "me and some friends need a cab to Union Square", "a car for a group of colleagues to Moscone", "get a few of us to the wharf",
    ])
    func aPartyWithoutItsSizeIsAskedAbout(text: String) throws {
        let heard = try GrammarFixture.grammar().understand(text)
        #expect(heard.slots.partySizeToAsk, "\(text)")
        #expect(heard.slots.partySize == nil, "\(text)")
    }

    @Test(arguments: ["a ride for 3 of us to SFO", "just me to the Castro", "a cab to SFO", "my friends and I are 4, to the zoo"])
    func aPartyWithItsSizeOrNoneIsNotAskedAbout(text: String) throws {
        #expect(!(try GrammarFixture.grammar().understand(text).slots.partySizeToAsk), "\(text)")
    }
}
