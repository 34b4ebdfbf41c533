import Testing
@testable import PhraseGrammar

@Suite struct GrowingBufferTests {
    @Test func keepsEveryElementAppendedPastItsFirstCapacity() {
        var buffer = GrowingBuffer<Int32>(capacity: 2)
        for value in 0..<100 { buffer.append(Int32(value)) }
        [Int32](repeating: 7, count: 50).withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        #expect(buffer.count == 150)
        #expect(buffer[99] == 99)
        #expect(buffer.array() == (0..<100).map { Int32($0) } + [Int32](repeating: 7, count: 50))
    }
}
