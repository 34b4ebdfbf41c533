import Foundation
import Synchronization
import Testing
@testable import PhraseGrammar

@Suite("Matchers kept between parses")
struct MatcherPoolTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            global
              answer yes: yes | yeah
            """)
    }

    @Test func aMatcherIsKeptAfterAnEverydayUtterance() throws {
        let pool = MatcherPool(tables: MatchTables(grammar))
        #expect(pool.parse("yes please", expectations: []).matches.count == 1)
        #expect(pool.idleCount == 1)
        #expect(pool.parse("yeah", expectations: []).matches.count == 1)
        #expect(pool.idleCount == 1, "the kept matcher was used again")
    }

    @Test func threadsParsingAtOnceEachTakeAMatcherAndKeepAtMostEight() {
        let pool = MatcherPool(tables: MatchTables(grammar))
        let texts = (0..<400).map { $0 % 3 == 0 ? "yes please \($0)" : $0 % 3 == 1 ? "yeah" : "no idea \($0)" }
        let expected = texts.map { pool.parse($0, expectations: []).matches.count }
        let counts = Mutex([Int](repeating: -1, count: texts.count))
        DispatchQueue.concurrentPerform(iterations: 16) { worker in
            for index in stride(from: worker, to: texts.count, by: 16) {
                let count = pool.parse(texts[index], expectations: []).matches.count
                counts.withLock { $0[index] = count }
            }
        }
        #expect(counts.withLock { $0 } == expected)
        #expect(pool.idleCount >= 1)
        #expect(pool.idleCount <= 8)
    }

    @Test func aMatcherWhoseListsGrewForALongLineIsDroppedEvenWhenTheLineIsOneWord() {
        let pool = MatcherPool(tables: MatchTables(grammar))
        let word = String(repeating: "a", count: MatcherPool.largestKeptCapacity * 2)
        let parse = pool.parse(word, expectations: [])
        #expect(parse.matches.isEmpty)
        #expect(parse.residue.count == 1)
        #expect(pool.idleCount == 0)
        var matcher = PhraseMatcher(tables: MatchTables(grammar))
        matcher.run(text: word, expectations: [])
        #expect(matcher.capacity > MatcherPool.largestKeptCapacity)
    }
}
