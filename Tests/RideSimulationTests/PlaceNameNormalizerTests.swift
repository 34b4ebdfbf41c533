import Foundation
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

    /// Issue 27: folded a character at a time (Foundation's folding of a whole text is quadratic),
    /// the text folds as Foundation folds it whole.
    @Test(arguments: [
        "Café at the Park", "THE CAFÉ ÉLYSÉE", "e\u{301}\u{302} e\u{301}\u{302} ", "Straße", "İstanbul ﬁsh", "Ǆemal", "ΣΟΦΙΑ",
        "Zürich Hauptbahnhof", "café\u{301}", "\u{301}alone first", "がっこう 각", "Crème Brûlée", "naïve coöperate", "ÅNGSTRÖM",
    ])
    func foldingACharacterAtATimeFoldsAsFoundationFoldsTheWholeText(text: String) {
        #expect(PlaceNameNormalizer.folded(text) == text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
    }

    @Test func aLetterUnderMoreMarksThanAreFoldedWholeLosesTheMarks() {
        let heavy = "Cafe" + String(repeating: "\u{301}\u{302}", count: 500) + " Park"
        #expect(PlaceNameNormalizer.folded(heavy) == "cafe park")
        #expect(PlaceNameNormalizer.words(heavy) == ["cafe", "park"])
        let long = String(repeating: "e\u{301}\u{302} ", count: 10_000)
        #expect(PlaceNameNormalizer.words(long) == Array(repeating: "e", count: 10_000))
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
