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

    @Test func builtInBulkLaysKeysOutAsSetInTurnDoes() {
        let keys: [Int64] = stride(from: Int64(0), to: 5_000, by: 7).map { $0 << 20 } + [7 << 20]
        let values: [Int32] = keys.indices.map { Int32($0) }
        var oneByOne = IntTable(capacity: 800)
        for (key, value) in zip(keys, values) { oneByOne.set(value, for: key) }
        let bulk = keys.withUnsafeBufferPointer { keys in
            values.withUnsafeBufferPointer { IntTable(keys: keys, values: $0, capacity: 800) }
        }
        #expect(bulk.count == 715)
        #expect(bulk.keys == oneByOne.keys)
        #expect(bulk.value(for: 7 << 20) == Int32(keys.count - 1))
        #expect(bulk.value(for: 1) == nil)
    }
}
