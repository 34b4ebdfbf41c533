import Testing
@testable import PhraseGrammar

@Suite struct IntTableTests {
    @Test func findsEveryKeySetAndNothingElse() {
        var table = IntTable()
        for key in stride(from: Int64(0), to: 5_000, by: 7) { table.set(Int32(key % 1000), for: key << 20) }
        #expect(table.count == 715)
        for key in stride(from: Int64(0), to: 5_000, by: 7) { #expect(table.value(for: key << 20) == Int32(key % 1000)) }
        #expect(table.value(for: 1) == nil)
        table.set(42, for: 0)
        #expect(table.value(for: 0) == 42)
        #expect(table.count == 715)
    }
}
