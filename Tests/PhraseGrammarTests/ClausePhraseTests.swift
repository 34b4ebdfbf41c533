import Testing
@testable import PhraseGrammar

@Suite("Phrases that match only a whole clause")
struct ClausePhraseTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            skip = please | um
            list card
              Visa = visa
              PayPal = paypal
            wildcard text
              max = 3
            intent RequestRide
              trigger: get me a cab
              slot dropOff: to {text}
              slot payment: pay with [the] {text}
              slot payment (clause): [my | the] {card} [card]
            """)
    }

    @Test func aClauseStartsTheUtteranceOrFollowsACommaOrSentenceBreak() {
        #expect(grammar.parse("get me a cab to SFO, visa").values["payment"] == .entry("Visa"))
        #expect(grammar.parse("get me a cab to SFO. my visa card").values["payment"] == .entry("Visa"))
        #expect(grammar.parse("visa, get me a cab").values["payment"] == .entry("Visa"))
        #expect(grammar.parse("get me a cab to SFO - the visa").values["payment"] == .entry("Visa"))
    }

    @Test func aClauseEndsTheUtteranceOrComesBeforeAComma() {
        #expect(grammar.parse("get me a cab, visa, to SFO").values["payment"] == .entry("Visa"))
        #expect(grammar.parse("get me a cab, visa please").values["payment"] == .entry("Visa"), "a skip word after it is no clause of its own")
        #expect(grammar.parse("get me a cab to SFO, um, visa").values["payment"] == .entry("Visa"))
    }

    @Test func insideAClauseTheWordsAreLeftToOtherPhrases() {
        let parse = grammar.parse("get me a cab, pay with the company paypal")
        #expect(parse.labels == ["trigger", "slot payment"])
        #expect(parse.values["payment"] == .text("company paypal"))
        #expect(grammar.parse("get me a cab to visa hq").values["payment"] == nil)
        #expect(grammar.parse("get me a cab to SFO visa").values["payment"] == nil)
    }

    @Test func theOptionIsParsedKeptApartFromOthersAndRefusedBesideAlone() throws {
        let phrase = try #require(grammar.definition.phrases.last)
        #expect(phrase.isClause)
        #expect(!phrase.isAlone)
        #expect(phrase.options.isEmpty)
        #expect(diagnostics("global\n  answer yes (alone, clause): yes\n").first?.contains("a phrase is either (alone) or (clause)") == true)
        let schema = GrammarSchema(phraseKinds: [.init("answer", names: ["yes"], requiresName: true)])
        #expect(diagnostics("global\n  answer yes (clause): yes\n", schema: schema).isEmpty, "an engine option, whatever the schema")
        #expect(diagnostics("global\n  answer yes (clauses): yes\n", schema: schema).first?.contains("unknown option '(clauses)' for 'answer' phrases") == true)
    }

    @Test func aGrammarReadBackFromItsArchiveKeepsTheClauseRule() throws {
        var writer = GrammarArchiveWriter()
        grammar.write(to: &writer)
        var reader = try GrammarArchiveReader(writer.finished())
        let copy = try CompiledGrammar(from: &reader)
        for text in ["get me a cab to SFO, visa", "get me a cab to SFO visa", "get me a cab, pay with the company paypal"] {
            #expect(String(describing: copy.parse(text)) == String(describing: grammar.parse(text)), "\(text)")
        }
        #expect(copy.definition.phrases.last?.isClause == true)
    }
}
