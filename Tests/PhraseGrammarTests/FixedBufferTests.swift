import Testing
@testable import PhraseGrammar

@Suite struct FixedBufferTests {
    @Test func holdsWhatIsWrittenAndLendsAPrefixToAGrowingBuffer() {
        var buffer = FixedBuffer<Int32>(count: 5, repeating: -1)
        #expect(buffer.count == 5)
        #expect((0..<5).map { buffer[$0] } == [-1, -1, -1, -1, -1])
        for index in 0..<5 { buffer[index] = Int32(index * 10) }
        var grown = GrowingBuffer<Int32>(capacity: 1)
        grown.append(prefix: 3, of: buffer)
        grown.append(prefix: 9, of: buffer)
        #expect(grown.array() == [0, 10, 20, 0, 10, 20, 30, 40])
    }

    @Test func anEmptyBufferHasNoElements() {
        let buffer = FixedBuffer<Int64>(count: 0, repeating: 1)
        var grown = GrowingBuffer<Int64>(capacity: 1)
        grown.append(prefix: 4, of: buffer)
        #expect(buffer.count == 0 && grown.count == 0)
    }
}
