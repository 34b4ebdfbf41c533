import Testing
import PhraseGrammar

/// `join` words: inside a wildcard's text between two words, never at an end, and only before a
/// word that could start the text.
@Suite struct WildcardJoinTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            wildcard place
              max = 6
              strip = the | a
              stop = for | then
              not first = me | my
              join = and | in
            global
              slot dropOff: to {place}
              slot pickup: from {place}
              slot partySize: for {number} [people] | {number} of us
              slot scheduledPickupTime: in {duration}
            """)
    }

    @Test func joinsTwoWordsOfAnIntersectionOrAName() {
        #expect(grammar.parse("to Haight and Ashbury").values["dropOff"] == .text("Haight and Ashbury"))
        #expect(grammar.parse("to Barnes and Noble for 2").values["dropOff"] == .text("Barnes and Noble"))
        #expect(grammar.parse("to the Hilton in Oakland").values["dropOff"] == .text("Hilton in Oakland"))
        let both = grammar.parse("from 3rd and King to 5th and Main")
        #expect(both.values["pickup"] == .text("3rd and King"))
        #expect(both.values["dropOff"] == .text("5th and Main"))
    }

    @Test func endsThePlaceBeforeAWordThatCouldNotStartOne() {
        // An article, a not-first word, a stop word or a number after the join word ends the place.
        #expect(grammar.parse("to SFO and the zoo").values["dropOff"] == .text("SFO"))
        #expect(grammar.parse("to SFO and my sister").values["dropOff"] == .text("SFO"))
        #expect(grammar.parse("to SFO and then home").values["dropOff"] == .text("SFO"))
        let timed = grammar.parse("to SFO in 20 minutes")
        #expect(timed.values["dropOff"] == .text("SFO"))
        #expect(timed.values["scheduledPickupTime"] == .duration(20))
        let party = grammar.parse("to SFO and 3 of us")
        #expect(party.values["dropOff"] == .text("SFO"))
        #expect(party.values["partySize"] == .number(3))
    }

    @Test func neverStartsOrEndsOnAJoinWord() {
        #expect(grammar.parse("to and Ashbury").values["dropOff"] == nil)
        #expect(grammar.parse("to Haight and").values["dropOff"] == .text("Haight"))
        #expect(grammar.parse("to Haight and, later").values["dropOff"] == .text("Haight"))
    }

    @Test func keepsTheJoinWordsThroughAnArchive() throws {
        var writer = GrammarArchiveWriter()
        grammar.write(to: &writer)
        var reader = try GrammarArchiveReader(writer.finished())
        let read = try CompiledGrammar(from: &reader)
        #expect(read.parse("to Haight and Ashbury").values["dropOff"] == .text("Haight and Ashbury"))
        #expect(read.definition.wildcards.first?.joinWords == ["and", "in"])
    }
}

/// Phrase options besides `alone` are carried for the grammar's user and checked by the schema.
@Suite struct PhraseOptionTests {
    @Test func carriesOptionsInOrder() throws {
        let grammar = try compile("""
            global
              slot partySize (sum, alone): {number} and {number}
            """)
        let phrase = try #require(grammar.definition.phrases.first)
        #expect(phrase.options == ["sum"])
        #expect(phrase.isAlone)
        #expect(phrase.has(option: "sum"))
    }

    @Test func theSchemaSaysWhichOptionsAKindTakes() {
        let schema = GrammarSchema(phraseKinds: [.init("slot", names: ["partySize"], requiresName: true, options: ["sum"])])
        let found = diagnostics("""
            global
              slot partySize (summ): {number} and {number}
            """, schema: schema)
        #expect(found.contains { $0.contains("unknown option '(summ)' for 'slot' phrases; did you mean 'sum'?") })
    }
}
