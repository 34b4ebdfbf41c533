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
