import Testing
@testable import LineEditor

@Suite struct CompletionTests {
    let places = ["Ferry Building", "Fillmore", "SFO", "Union Square", "Bay Bridge"]

    @Test func matchesAPrefixIgnoringCase() {
        #expect(Completion.complete(word: "fil", candidates: places) == [Completion.Match(candidate: "Fillmore", replacing: 3)])
        #expect(Completion.complete(word: "to sf", candidates: places) == [Completion.Match(candidate: "SFO", replacing: 2)])
    }

    @Test func completesAMultiWordCandidateFromTheStartOfTheWordRun() {
        #expect(Completion.complete(word: "from the ferry bu", candidates: places) == [
            Completion.Match(candidate: "Ferry Building", replacing: 8),
        ])
        #expect(Completion.complete(word: "from the ferry ", candidates: places) == [
            Completion.Match(candidate: "Ferry Building", replacing: 6),
        ])
    }

    @Test func prefersTheLongestRunOfWords() {
        // "b" alone would also match "Bay Bridge", but "ferry b" is the better reading.
        #expect(Completion.complete(word: "ferry b", candidates: places).map(\.candidate) == ["Ferry Building"])
    }

    @Test func offersEverythingAfterASpaceOrOnAnEmptyLine() {
        #expect(Completion.complete(word: "", candidates: places).count == places.count)
        #expect(Completion.complete(word: "go to ", candidates: places).map(\.replacing) == Array(repeating: 0, count: places.count))
    }

    @Test func dropsCandidatesThatDifferOnlyInCase() {
        #expect(Completion.complete(word: "s", candidates: ["SFO", "sfo", "SUV"]).map(\.candidate) == ["SFO", "SUV"])
    }

    @Test func findsNothingForAnUnknownWord() {
        #expect(Completion.complete(word: "to zz", candidates: places).isEmpty)
        #expect(Completion.action(lineBeforeCursor: "to zz", candidates: places) == .none)
    }

    @Test func completesASingleMatchWithASpace() {
        #expect(Completion.action(lineBeforeCursor: "to the ferry bu", candidates: places) == .replace(count: 8, with: "Ferry Building "))
    }

    @Test func extendsSeveralMatchesToTheirCommonPrefix() {
        #expect(Completion.action(lineBeforeCursor: "un", candidates: ["Union Square", "Union Station"]) == .replace(count: 2, with: "Union S"))
    }

    @Test func listsSeveralMatchesThatShareNoMore() {
        #expect(Completion.action(lineBeforeCursor: "to f", candidates: places) == .list(["Ferry Building", "Fillmore"]))
    }

    @Test func laysOutAListInColumnsTopToBottom() {
        let items = ["help", "quit", "trace", "SFO", "SUV"]
        #expect(Completion.columns(items, width: 24) == ["help   trace  SUV", "quit   SFO"])
        #expect(Completion.columns(items, width: 5) == items)
        #expect(Completion.columns([], width: 80) == [])
    }
}
