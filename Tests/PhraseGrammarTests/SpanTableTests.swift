import Testing
@testable import PhraseGrammar

@Suite struct SpanTableTests {
    @Test func sealedTableGroupsEntriesByStartPosition() {
        var table = SpanTable<String>()
        table.append(start: 0, length: 1, value: "a")
        table.append(start: 2, length: 2, value: "b")
        table.append(start: 2, length: 1, value: "c")
        table.seal(count: 4)
        #expect(table.range(at: 0) == 0..<1)
        #expect(table.range(at: 1).isEmpty)
        #expect(table.range(at: 2).map { table[$0].value } == ["b", "c"])
        #expect(table.range(at: 3).isEmpty)
    }

    @Test func resealingAfterEmptyingForgetsTheOldEntries() {
        var table = SpanTable<Int>()
        table.append(start: 1, length: 1, value: 10)
        table.seal(count: 3)
        table.removeAll()
        table.seal(count: 3)
        #expect((0..<3).allSatisfy { table.range(at: $0).isEmpty })
        table.append(start: 0, length: 2, value: 20)
        table.seal(count: 2)
        #expect(table.range(at: 0).map { table[$0].value } == [20])
        #expect(table.range(at: 1).isEmpty)
    }
}
