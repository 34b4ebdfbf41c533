import Testing
@testable import PhraseGrammar

/// Each stage of the matcher (see `PhraseMatcher`) run alone on what the stages before it made.
@Suite("The matcher's stages, each alone")
struct MatcherStagesTests {
    let tables: MatchTables

    init() throws {
        tables = MatchTables(try compile("""
            skip = please | um
            list ride_option
              SUV = xl | suv
            wildcard place
              max = 4
            global
              slot dropOff: to {place}
              slot partySize: for {number}
              slot rideOption: an {ride_option}
            intent RequestRide
              trigger: get me a cab
            """))
    }

    @Test func wordsDropSkipWordsAndKeepWhatSeparatesThePositions() {
        var words = UtteranceWords(table: tables.words)
        words.read("um get me, please a cab", skipping: tables.skipAutomaton)
        // NB: read into locals first: `#expect` takes its operands as copies, and a stage is noncopyable.
        let (count, keptEveryToken, firstToken) = (words.count, words.keptEveryToken, words.token(at: 0))
        let (boundary, continues, breaks) = (words.boundary(at: 2), words.continuesRun(at: 1), !words.continuesRun(at: 2))
        let span = words.span(from: 0, to: 2)
        #expect(count == 4, "get me a cab")
        #expect(!keptEveryToken)
        #expect(firstToken == 1)
        #expect(boundary == .comma, "the comma before the dropped skip word separates \"a\"")
        #expect(continues && breaks)
        #expect(span == TextSpan(3..<9))
        words.read("get me a cab", skipping: tables.skipAutomaton)
        let (countAgain, keptAll) = (words.count, words.keptEveryToken)
        #expect(countAgain == 4 && keptAll)
    }

    @Test func valuesMarkWhichCaptureKindsMayStartAtEachPosition() {
        var words = UtteranceWords(table: tables.words)
        words.read("for 4 an xl", skipping: tables.skipAutomaton)
        var values = FoundValues(tables: tables)
        values.find(in: &words)
        let kinds = values.kinds
        let numbers = values.numbers
        let listEntries = values.listMatches.range(at: 3).count
        let positions = words.ids.count
        #expect(kinds[1].contains(.number))
        #expect(kinds[3].contains(.list))
        #expect(kinds[0].isDisjoint(with: [.list, .number]))
        #expect(kinds[0].contains(.wildcard), "a wildcard may start anywhere")
        #expect(numbers.range(at: 1).map { numbers[$0].value } == [4])
        #expect(listEntries == 1)
        #expect(positions == 4, "the positions lent to the recognizer are handed back")
    }

    @Test func wildcardExtentsRunToTheUtterancesEndWithinTheLimit() {
        var words = UtteranceWords(table: tables.words)
        words.read("to union square", skipping: tables.skipAutomaton)
        var values = FoundValues(tables: tables)
        values.find(in: &words)
        var wildcards = WildcardExtents(tables: tables)
        wildcards.forget(positions: words.count)
        let ids = words.ids.storage
        let kinds = values.kinds.storage
        let extent = ids.withUnsafeBufferPointer { ids in
            kinds.withUnsafeBufferPointer { kinds in
                words.withBoundaries { wildcards.extent(0, at: 1, ids: ids, kinds: kinds, boundaries: $0) }
            }
        }
        let tail = wildcards.tail(0, at: 1)
        #expect(extent.minimum == 1 && extent.maximum == 2)
        #expect(tail == 0)
    }

    @Test func theWalkKeepsEveryPhraseFoundAsACandidateIndexedByItsStart() {
        var words = UtteranceWords(table: tables.words)
        words.read("get me a cab for 4", skipping: tables.skipAutomaton)
        var values = FoundValues(tables: tables)
        values.find(in: &words)
        var wildcards = WildcardExtents(tables: tables)
        wildcards.forget(positions: words.count)
        let graphs = WalkGraphs(tables: tables, walkTables: tables.makeWalkTables())
        var walk = PhraseWalk(tables: tables)
        walk.collect(automata: CollectionOfOne(0), of: graphs, words: words, values: values, wildcards: &wildcards)
        let candidates = walk.candidates
        let starts = walk.candidateStarts
        let found = (0..<candidates.count).map { [candidates[$0].start, candidates[$0].end] }
        #expect(found == [[0, 4], [4, 6]])
        #expect((0..<starts.count).map { starts[$0] } == [0, 1, 1, 1, 1, 2, 2])
    }

    @Test func selectionWeighsTheGlobalPhrasesAloneAgainstEachIntentWithThem() {
        // Three positions; global candidates A (0..<2) and D (2..<3), B (0..<1) global, C (1..<3) of intent 1.
        var candidates = PlainList<PhraseCandidate>()
        for (start, end, intent, score) in [(0, 2, 0, 39), (0, 1, 0, 19), (1, 3, 1, 59), (2, 3, 0, 19)] as [(Int32, Int32, Int32, Int32)] {
            candidates.append(PhraseCandidate(start: start, end: end, phrase: 0, intent: intent, trail: -1, score: score))
        }
        var starts = PlainList<Int32>()
        for first in [0, 2, 3, 4] as [Int32] { starts.append(first) }
        var selection = ParseSelection(intentCount: 1)
        let (score, intent) = selection.choose(from: candidates, starts: starts, count: 3)
        let pick = selection.winnerPick
        #expect(score == 78 && intent == 1, "B and C (78) beat A and D (58)")
        #expect(pick[0] == 1 && pick[1] == 2)
    }

    @Test func onATieTheGlobalPhrasesAloneWin() {
        var candidates = PlainList<PhraseCandidate>()
        candidates.append(PhraseCandidate(start: 0, end: 1, phrase: 0, intent: 0, trail: -1, score: 19))
        candidates.append(PhraseCandidate(start: 0, end: 1, phrase: 1, intent: 1, trail: -1, score: 19))
        var starts = PlainList<Int32>()
        for first in [0, 2] as [Int32] { starts.append(first) }
        var selection = ParseSelection(intentCount: 1)
        let (score, intent) = selection.choose(from: candidates, starts: starts, count: 1)
        let pick = selection.winnerPick
        #expect(score == 19 && intent == 0)
        #expect(pick[0] == 0)
    }
}
