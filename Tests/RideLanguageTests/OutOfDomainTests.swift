import Testing
@testable import RideLanguage

@Suite struct OutOfDomainTests {
    @Test(arguments: ["book a table for 2 at 7pm", "what's the weather", "a train to Oakland", "find me a good restaurant"])
    func saysSoInsteadOfGuessing(text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.isOutOfDomain)
        #expect(understanding.intent == nil)
        #expect(understanding.slots.isEmpty)
    }

    @Test func keepsARideRequestThatMentionsAnotherDomain() throws {
        let understanding = try GrammarFixture.grammar().understand("get me a cab to the restaurant")
        #expect(!understanding.isOutOfDomain)
        #expect(understanding.intent == .requestRide)
    }

    @Test func keepsPlacesNamedLikeOtherDomains() throws {
        let understanding = try GrammarFixture.grammar().understand("I need a ride to Arbol Verde Apartments")
        #expect(understanding.slots.dropOff == .named("Arbol Verde Apartments"))
    }
}
