import Testing
@testable import GrammarWorkbench
import RideLanguage

@Suite struct ParallelMapTests {
    @Test func givesWhatASequentialMapGivesInTheSameOrder() {
        for count in [0, 1, 255, 256, 1_000, 10_007] {
            let items = Array(0..<count)
            #expect(ParallelMap.map(items) { $0 * 3 + 1 } == items.map { $0 * 3 + 1 })
            #expect(ParallelMap.map(items, minimumChunk: 1) { String($0) } == items.map { String($0) })
        }
    }
}
