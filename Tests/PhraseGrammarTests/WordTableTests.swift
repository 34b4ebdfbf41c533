import Testing
@testable import PhraseGrammar

@Suite struct WordTableTests {
    @Test func findsWordsByTheirBytes() {
        let table = WordTable(["cab", "taxi", "what's", "école", ""])
        #expect(table.id(of: "taxi") == 1)
        #expect(table.id(of: "what's") == 2)
        #expect(table.id(of: "école") == 3)
        #expect(table.id(of: "") == 4)
        #expect(table.id(of: "cabs") == -1)
        #expect(table.id(of: "ca") == -1)
    }

    @Test func roomMadeBeforehandChangesNoId() {
        var table = WordTable(minimumCapacity: 4)
        let words = (0..<100).map { "word\($0)" }
        #expect(words.map { table.insert($0) } == (0..<100).map(Int32.init))
        #expect(table.id(of: "word42") == 42)
        #expect(table.id(of: "word100") == -1)
    }
}

@Suite struct WordTableLookupTests {
    @Test func tellsApartWordsOfEveryLengthThatShareTheirFirstBytes() {
        // Words of 0 to 20 bytes, each a prefix of the next: their heads agree wherever both have bytes.
        let words = (0...20).map { String(repeating: "ab", count: 10).prefix($0) }.map(String.init)
        let table = WordTable(words)
        for (id, word) in words.enumerated() { #expect(table.id(of: word) == Int32(id)) }
        #expect(table.id(of: String(repeating: "ab", count: 11)) == -1)
    }

    @Test func comparesLongWordsPastTheirFirstEightBytes() {
        let table = WordTable(["restaurant", "restaurants", "apartment"])
        #expect(table.id(of: "restaurant") == 0)
        #expect(table.id(of: "restaurants") == 1)
        #expect(table.id(of: "restaurang") == -1)
        #expect(table.id(of: "apartmens") == -1)
    }

    @Test func tellsApartWordsThatDifferOnlyInTheirEighthByte() {
        let table = WordTable(["tomorrow", "tomorroe", "tomorro"])
        #expect(table.id(of: "tomorroe") == 1)
        #expect(table.id(of: "tomorrow") == 0)
        #expect(table.id(of: "tomorro") == 2)
        #expect(table.id(of: "tomorrox") == -1)
    }

    @Test func findsEveryWordAfterGrowingManyTimes() {
        var table = WordTable()
        let words = (0..<5000).map { "w\($0 * 7919)" }
        for word in words { _ = table.insert(word) }
        #expect(words.indices.allSatisfy { table.id(of: words[$0]) == Int32($0) })
        #expect(table.id(of: "w1") == -1)
    }
}
