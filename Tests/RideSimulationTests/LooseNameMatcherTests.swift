import Testing
@testable import RideSimulation

@Suite("Loose name matching")
struct LooseNameMatcherTests {
    @Test func editDistanceCountsSingleCharacterEdits() {
        #expect(LevenshteinDistance.between("kitten", "sitting") == 3)
        #expect(LevenshteinDistance.between("", "abc") == 3)
        #expect(LevenshteinDistance.between("same", "same") == 0)
    }

    @Test func anAbbreviationKeepingTheFirstLetterMatches() {
        #expect(LooseNameMatcher.wordCost(said: "bldg", word: "building") == 1)
        #expect(LooseNameMatcher.wordCost(said: "sq", word: "square") == 1)
        #expect(LooseNameMatcher.wordCost(said: "xyz", word: "building") == nil)
    }

    @Test func wordsLeftOffTheEndCostOneEach() {
        #expect(LooseNameMatcher.cost(spoken: ["salesforce"], name: ["salesforce", "tower"]) == 1)
        #expect(LooseNameMatcher.cost(spoken: ["salesforce"], name: ["salesforce", "transit", "center"]) == 2)
    }

    @Test func anExactOrShortOrUnrelatedPhraseIsNotALooseMatch() {
        #expect(LooseNameMatcher.cost(spoken: ["pier", "39"], name: ["pier", "39"]) == nil)
        #expect(LooseNameMatcher.cost(spoken: ["ab"], name: ["abbey"]) == nil)
        #expect(LooseNameMatcher.cost(spoken: ["italian", "colors"], name: ["italian", "museum"]) == nil)
    }
}
