import Testing
@testable import RideLanguage

@Suite("A list of spans kept in place for the first two")
struct SmallSpanListTests {
    @Test(arguments: [
        [Range<Int>](),
        [3..<7],
        [0..<2, 5..<9],
        [0..<2, 5..<9, 11..<14],
        [0..<1, 2..<3, 4..<5, 6..<7, 8..<8],
    ])
    func keepsEverySpanInOrder(_ spans: [Range<Int>]) {
        var appended = SmallSpanList()
        for span in spans { appended.append(span) }
        #expect(appended.spans == spans)
        #expect(SmallSpanList(spans).spans == spans)
    }

    @Test func listsOfTheSameSpansAreEqualHoweverMade() {
        var appended = SmallSpanList()
        for span in [1..<4, 6..<8, 9..<12] { appended.append(span) }
        let made = SmallSpanList([1..<4, 6..<8, 9..<12])
        #expect(appended == made)
        #expect(appended.hashValue == made.hashValue)
        #expect(SmallSpanList([1..<4]) != SmallSpanList([1..<4, 6..<8]))
        #expect(SmallSpanList([1..<4, 6..<8]) != SmallSpanList([6..<8, 1..<4]))
    }

    @Test func anUnderstandingsResidueSpansReadAndWriteThroughTheList() {
        var understanding = Understanding(text: "um to the moon on Smarch 31st")
        #expect(understanding.residueSpans.isEmpty)
        understanding.residueSpans = [0..<2, 3..<14, 15..<29]
        #expect(understanding.residueSpans == [0..<2, 3..<14, 15..<29])
        understanding.residueSpans.removeFirst()
        #expect(understanding.residueSpans == [3..<14, 15..<29])
        var same = Understanding(text: "um to the moon on Smarch 31st")
        same.residueSpans = [3..<14, 15..<29]
        #expect(understanding == same)
    }

    @Test func theParseFillsTheSpansOfEveryRunOfUnusedWords() throws {
        let grammar = try GrammarFixture.grammar()
        let understanding = grammar.understand("I would like book a cab ride to Kanpai.")
        #expect(understanding.residueSpans == [0..<12])
        #expect(understanding.residue == "I would like")
    }
}
