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
