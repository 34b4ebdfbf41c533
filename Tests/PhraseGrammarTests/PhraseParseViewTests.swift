import Testing
@testable import PhraseGrammar

@Suite("A parse read in place")
struct PhraseParseViewTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            list ride_option
              SUV = suv | xl
              Shared = pool | shared ride
            wildcard place
              max = 4
              strip = the
            intent RequestRide
              trigger: (get | book) [me] (a | an) {ride_option:rideOption} [to {place:dropOff}]
              slot partySize: for {number:partySize}
            global
              answer yes: yes | yeah
            """)
    }

    /// The view's matches, captures, residue and intent, as a `PhraseParse` holds them.
    private func read(_ text: String, expectations: Set<String> = []) -> PhraseParse {
        grammar.withParse(text, expectations: expectations) { view in
            var matches: [PhraseMatch] = []
            let tables = view.madeParse().matches.first?.tables
            for index in 0..<view.matchCount {
                let match = view.match(at: index)
                guard let tables else { break }
                matches.append(PhraseMatch(
                    phraseIndex: match.phraseIndex, span: match.span, captures: match.captures.compactMap { view.capture(at: $0) },
                    score: match.score, tables: tables))
            }
            return PhraseParse(
                text: view.text, intent: view.intent, matches: matches,
                residue: (0..<view.residueCount).map { view.residue(at: $0) }, score: view.madeParse().score)
        }
    }

    private func summary(_ parse: PhraseParse) -> String {
        let matches = parse.matches.map { match in
            "\(match.rule) \(match.span.utf8) \(match.score) " + match.captures.map { "\($0.slot)=\($0.value)@\($0.span.utf8)" }.joined(separator: ",")
        }
        return "\(parse.intent ?? "-") | " + matches.joined(separator: "; ") + " | \(parse.residue.map(\.utf8)) \(parse.residueText)"
    }

    @Test(arguments: [
        "um get me an xl to the ferry building for 4 please",
        "yeah, book a pool, thanks so much",
        "nothing here matches at all",
        "",
        "yes yes for 2 and for 3",
    ])
    func readsWhatTheParseHolds(text: String) {
        let read = read(text)
        let parse = grammar.parse(text)
        #expect(summary(read) == summary(parse))
        #expect(read.score == parse.score)
    }

    @Test func residueTextJoinsTheRunsBySingleSpaces() {
        let text = "um, blue   sky; get me an suv"
        let joined = grammar.withParse(text) { $0.residueText }
        #expect(joined == grammar.parse(text).residueText)
        #expect(joined == "um blue   sky", "two runs (the comma parts them), each as typed")
    }

    @Test func readsEachMatchsCapturesInTextOrder() {
        let read = read("um get me an xl to the ferry building for 4 please")
        #expect(read.intent == "RequestRide")
        #expect(read.matches.count == 2)
        #expect(read.matches.first?.captures.map(\.slot) == ["rideOption", "dropOff"])
        #expect(read.matches.first?.captures.map(\.value) == [.entry("SUV"), .text("ferry building")])
        #expect(read.matches.last?.captures.map(\.value) == [.number(4)])
        #expect(read.residueText == "um please")
        #expect(grammar.withParse("um get me an xl to the ferry building for 4 please") { $0.captureCount } == 3)
    }

    @Test func aGrammarWithNoPhrasesLeavesEveryWordUnused() throws {
        let empty = try compile("""
            list ride_option
              SUV = suv
            """)
        let (count, residue, intent) = empty.withParse("an suv please") { ($0.matchCount, $0.residueText, $0.intent) }
        #expect(count == 0)
        #expect(residue == "an suv please")
        #expect(intent == nil)
    }
}
