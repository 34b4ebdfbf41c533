import Testing
@testable import PhraseGrammar

@Suite struct ScratchBufferTests {
    @Test func appendsAfterBeingEmptiedOverwriteTheOldElements() {
        var buffer = ScratchBuffer<Int>()
        for value in 1...5 { buffer.append(value) }
        buffer.removeAll()
        #expect(buffer.isEmpty)
        buffer.append(9)
        buffer.append(8)
        #expect(buffer.count == 2)
        #expect(buffer[0] == 9)
        #expect(buffer[1] == 8)
    }

    @Test func resetMakesCountCopiesWhetherItShrinksOrGrows() {
        var buffer = ScratchBuffer<Bool>()
        buffer.reset(count: 3, to: true)
        #expect(buffer.count == 3)
        #expect((0..<3).allSatisfy { buffer[$0] })
        buffer.reset(count: 6, to: false)
        #expect(buffer.count == 6)
        #expect((0..<6).allSatisfy { !buffer[$0] })
        buffer.reset(count: 2, to: true)
        #expect(buffer.count == 2)
        #expect(buffer[0] && buffer[1])
    }

    @Test func popLastTakesElementsInReverseUntilEmpty() {
        var buffer = ScratchBuffer<Int>()
        buffer.append(1)
        buffer.append(2)
        #expect(buffer.popLast() == 2)
        #expect(buffer.popLast() == 1)
        #expect(buffer.popLast() == nil)
    }

    @Test func resizeHandsTheListAsOneBufferWhoseWritesStay() {
        var buffer = ScratchBuffer<Int>()
        let seen = buffer.resize(count: 3, fillingWith: 7) { list in
            list[1] = 5
            return list.count
        }
        #expect(seen == 3)
        #expect(buffer.count == 3)
        #expect(buffer[0] == 7 && buffer[1] == 5 && buffer[2] == 7)
        buffer.resize(count: 2, fillingWith: 0) { list in list[0] = 1 }
        #expect(buffer.count == 2)
        #expect(buffer[0] == 1 && buffer[1] == 5)
    }

    @Test func removeLastKeepsTheFirstElementsAndNeverGrows() {
        var buffer = ScratchBuffer<Int>()
        for value in [4, 5, 6] { buffer.append(value) }
        buffer.removeLast(from: 5)
        #expect(buffer.count == 3)
        buffer.removeLast(from: 1)
        #expect(buffer.count == 1 && buffer[0] == 4)
        buffer.removeLast(from: -1)
        #expect(buffer.isEmpty)
    }
}
