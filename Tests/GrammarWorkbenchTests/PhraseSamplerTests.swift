import GrammarWorkbench
import Testing

struct PhraseSamplerTests {
    @Test func theSameSeedGivesTheSameSentences() throws {
        let sampler = PhraseSampler(grammar: try WorkbenchFixture.grammar(WorkbenchFixture.clean))
        let first = sampler.sentences(forIntent: "RequestRide", count: 8, seed: 42).sentences.map(\.text)
        let second = sampler.sentences(forIntent: "RequestRide", count: 8, seed: 42).sentences.map(\.text)
        #expect(first.count == 8)
        #expect(first == second)
        #expect(first != sampler.sentences(forIntent: "RequestRide", count: 8, seed: 43).sentences.map(\.text))
    }

    @Test func everySampleParsesToItsIntent() throws {
        let grammar = try WorkbenchFixture.grammar(WorkbenchFixture.clean)
        let sampler = PhraseSampler(grammar: grammar)
        for intent in ["RequestRide", "GetRideStatus"] {
            let result = sampler.sentences(forIntent: intent, count: 6, seed: 7)
            #expect(!result.sentences.isEmpty)
            #expect(result.rejected == 0)
            for sentence in result.sentences {
                #expect(grammar.grammar.understand(sentence.text).intent?.rawValue == intent, "\(sentence.text)")
            }
        }
    }

    @Test func fillsCapturesWithValuesTheGrammarGivesBack() throws {
        let grammar = try WorkbenchFixture.grammar(WorkbenchFixture.clean)
        let sampler = PhraseSampler(grammar: grammar)
        let index = try #require(grammar.definition.phrases.firstIndex { $0.label == "slot partySize" })
        var random = SplitMix64Fixture.make(5)
        let sentence = sampler.sample(phraseAt: index, using: &random)
        #expect(sentence.words.first == "for")
        let capture = try #require(sentence.captures.first)
        #expect(capture.slot == "partySize")
        #expect(grammar.grammar.understand(sentence.text).slots.partySize != nil)
    }
}
