import Testing
@testable import PhraseGrammar

@Suite struct TokenizerTests {
    @Test func lowercasesWordsAndKeepsWhereTheyWereTyped() {
        let text = "Get me to 659 Merchant Street"
        let tokens = Tokenizer.tokenize(text)
        #expect(tokens.map(\.text) == ["get", "me", "to", "659", "merchant", "street"])
        #expect(TextSpan(tokens[4].range).text(in: text) == "Merchant")
    }

    @Test func keepsApostrophesInsideWordsAndStraightensCurlyOnes() {
        #expect(Tokenizer.tokenize("What’s the ETA? it'll do").map(\.text) == ["what's", "the", "eta", "it'll", "do"])
    }

    @Test func readsNumbersOrdinalsAndClockTimes() {
        let tokens = Tokenizer.tokenize("3 12.50 2nd 9:30 9am 7:15p.m.")
        #expect(tokens[0].numeric == .number(3))
        #expect(tokens[1].numeric == .number(12.5))
        #expect(tokens[2].numeric == .ordinal(2))
        #expect(tokens[3].numeric == .clock(hour: 9, minute: 30, isPM: nil))
        #expect(tokens[4].numeric == .clock(hour: 9, minute: 0, isPM: false))
        #expect(tokens[5].numeric == .clock(hour: 7, minute: 15, isPM: true))
    }

    @Test func marksCommasAndSentenceEndsButNotAbbreviations() {
        let tokens = Tokenizer.tokenize("to SFO, 4 of us. The St. Vincent")
        #expect(tokens[2].boundary == .comma)
        #expect(tokens[5].boundary == .sentence)
        #expect(tokens[7].boundary == .space)
    }

    @Test func splitsWordsJoinedByAFullStop() {
        #expect(Tokenizer.tokenize("No.Thank you").map(\.text) == ["no", "thank", "you"])
        #expect(Tokenizer.tokenize("at 9 a.m.").map(\.text) == ["at", "9", "a.m"])
    }

    @Test func keepsSymbolsThatCarryMeaning() {
        #expect(Tokenizer.tokenize("tip $3, apt #7").map(\.text) == ["tip", "$", "3", "apt", "#", "7"])
    }

    @Test func dropsEmojiAndPictographicSymbolsBetweenWords() {
        #expect(Tokenizer.tokenize("to SFO 🙏").map(\.text) == ["to", "sfo"])
        #expect(Tokenizer.tokenize("a cab🚕to SFO ✈️ ❤").map(\.text) == ["a", "cab", "to", "sfo"])
        #expect(Tokenizer.tokenize("to SFO 👍🏽").last?.range == 3..<6)
    }

    @Test func readsWordsEightBytesAtATime() {
        // Words ending inside the eight bytes read, at their end, past them, at the end of the
        // text, and in a text shorter than eight bytes; capitals on either side of the eighth byte.
        let text = "ConfirmatioN TRANSPORTATION abcdefgH ABCDEFGHIJKLMNOPQ x"
        let tokens = Tokenizer.tokenize(text)
        #expect(tokens.map(\.text) == ["confirmation", "transportation", "abcdefgh", "abcdefghijklmnopq", "x"])
        #expect(tokens.map(\.range) == [0..<12, 13..<27, 28..<36, 37..<54, 55..<56])
        #expect(Tokenizer.tokenize("Hi").map(\.text) == ["hi"])
        #expect(Tokenizer.tokenize("go HOME").map(\.text) == ["go", "home"])
        // The bytes just outside the ranges of letters and digits end a word.
        #expect(Tokenizer.tokenize("a@b[c`d{e/f:g").map(\.text) == ["a", "@", "b", "c", "d", "e", "f", "g"])
        #expect(Tokenizer.tokenize("Montgomery’s 123456789:30 twelve.").map(\.text) == ["montgomery's", "123456789:30", "twelve"])
        #expect(Tokenizer.tokenize("straße Straßenbahnen").map(\.text) == ["straße", "straßenbahnen"])
    }

    @Test func survivesOddInput() {
        #expect(Tokenizer.tokenize("").isEmpty)
        #expect(Tokenizer.tokenize("\u{0}\u{7}\t\r\n").isEmpty)
        #expect(Tokenizer.tokenize("🚕 café").map(\.text) == ["café"])
        #expect(Tokenizer.tokenize("ÉCOLE").map(\.text) == ["école"])
    }
}
