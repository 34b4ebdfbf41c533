import Testing
@testable import RideSimulation

@Suite("Place names normalised, and edit distances, alike for ASCII and other text")
struct PlaceNameNormalizerTests {
    @Test func caseApostrophesFullStopsAmpersandsAndALeadingTheAreNormalised() {
        #expect(PlaceNameNormalizer.words("the Ferry Building") == ["ferry", "building"])
        #expect(PlaceNameNormalizer.words("Levi's Stadium") == ["levis", "stadium"])
        #expect(PlaceNameNormalizer.words("200 Larkin St.") == ["200", "larkin", "st"])
        #expect(PlaceNameNormalizer.words("Barnes & Noble") == ["barnes", "and", "noble"])
        #expect(PlaceNameNormalizer.words("3rd/King, SF") == ["3rd", "king", "sf"])
        #expect(PlaceNameNormalizer.words("the") == ["the"])
        #expect(PlaceNameNormalizer.words("  ") == [])
    }

    @Test func accentedAndCurlyQuotedNamesGiveTheWordsTheirASCIISpellingGives() {
        // NB: ASCII text takes a byte-by-byte path; the rest goes through Foundation's folding.
        #expect(PlaceNameNormalizer.words("Café at the Park") == PlaceNameNormalizer.words("Cafe at the Park"))
        #expect(PlaceNameNormalizer.words("Levi’s Stadium") == PlaceNameNormalizer.words("Levi's Stadium"))
        #expect(PlaceNameNormalizer.words("THE CAFÉ ÉLYSÉE") == ["cafe", "elysee"])
    }

    @Test func editDistanceIsTheSameForASCIIBytesAndForCharacters() {
        #expect(LevenshteinDistance.between("golden gate brigde", "golden gate bridge") == 2)
        #expect(LevenshteinDistance.between("oaklnd", "oakland") == 1)
        // One Character, "é", against "e": one substitution either way.
        #expect(LevenshteinDistance.between("café", "cafe") == 1)
        #expect(LevenshteinDistance.between("cafe\u{301}", "cafe") == 1)
        #expect(LevenshteinDistance.between("", "") == 0)
    }
}
