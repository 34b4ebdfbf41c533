import Testing
@testable import PhraseGrammar

@Suite struct PlainListTests {
    @Test func growsPastItsCapacityKeepingTheElements() {
        var list = PlainList<Int32>(capacity: 2)
        for value in 0..<100 { list.append(Int32(value)) }
        #expect(list.count == 100)
        #expect(list.capacity >= 100)
        #expect((0..<100).allSatisfy { list[$0] == Int32($0) })
    }

    @Test func popLastTakesElementsInReverseUntilEmpty() {
        var list = PlainList<Int>()
        list.append(1)
        list.append(2)
        #expect(list.popLast() == 2)
        #expect(list.popLast() == 1)
        #expect(list.popLast() == nil)
        #expect(list.isEmpty)
    }

    @Test func aCopyEmptiedThenWrittenLeavesTheOriginalAlone() {
        var original = PlainList<Int>()
        for value in 1...3 { original.append(value) }
        var copy = original
        copy.removeAll()
        copy.append(9)
        #expect(copy.count == 1 && copy[0] == 9)
        #expect(original.count == 3)
        #expect((0..<3).allSatisfy { original[$0] == $0 + 1 })
    }

    @Test func replaceAllMakesTheListAsLongAsAskedToBeFilled() {
        var list = PlainList<Int32>(capacity: 2)
        for value in Int32(0)..<5 { list.append(value) }
        var copy = list
        copy.replaceAll(count: 40)
        #expect(copy.count == 40)
        for index in 0..<40 { copy[index] = Int32(index * 2) }
        #expect((0..<40).allSatisfy { copy[$0] == Int32($0 * 2) })
        #expect(list.count == 5 && (0..<5).allSatisfy { list[$0] == Int32($0) }, "the copy's storage was its own")
        copy.replaceAll(count: 0)
        #expect(copy.isEmpty)
    }
}
