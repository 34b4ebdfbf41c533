import Testing
@testable import PhraseGrammar

@Suite struct ScannedWordsTests {
    private func scan(_ text: String, into words: inout ScannedWords) {
        var text = text
        text.withUTF8 { Tokenizer.scan($0, into: &words) }
    }

    @Test func givesEachTokenItsIdRangeBoundaryAndNumber() {
        var words = ScannedWords(words: WordTable(["to", "école", "sfo", "pm"]))
        let text = "To ÉCOLE, then sfo at 9pm"
        scan(text, into: &words)
        #expect(words.count == 6)
        #expect(Array(words.ids.storage[0..<words.count]) == [0, 1, -1, 2, -1, -1])
        #expect(words.words[1].start == 3 && words.words[1].end == 9)
        #expect(words.words[2].boundary == .comma)
        #expect(words.numerics[5] == .clock(hour: 9, minute: 0, isPM: true))
        #expect(words.numerics[0] == nil)
    }

    @Test func aShorterUtteranceLeavesNoTokenOfTheLongerOneBefore() {
        var words = ScannedWords(words: WordTable(["a", "cab", "please"]))
        scan("a cab please, a cab", into: &words)
        #expect(words.count == 5)
        scan("cab", into: &words)
        #expect(words.count == 1)
        #expect(words.ids.count == 1 && words.numerics.count == 1)
        #expect(words.ids[0] == 1)
        scan("", into: &words)
        #expect(words.count == 0)
    }

    @Test func holdsOneTokenPerByte() {
        var words = ScannedWords()
        scan("$#%&@+", into: &words)
        #expect(words.count == 6)
        #expect((0..<6).allSatisfy { words.ids[$0] == -1 })
    }

    @Test func agreesWithTheTokensOfTokenize() {
        let texts = ["St. Vincent's at 7:15p.m.!", "-2 drop-off, 12/31 — ok…", "No.Thanks a.m. 🚕 café ÀÉ", "x\u{0}y\ty"]
        let table = WordTable(texts.flatMap { Tokenizer.tokenize($0).map(\.text) })
        var words = ScannedWords(words: table)
        for text in texts {
            let tokens = Tokenizer.tokenize(text)
            scan(text, into: &words)
            #expect(words.count == tokens.count)
            for (index, token) in tokens.enumerated() {
                #expect(words.ids[index] == table.id(of: token.text))
                #expect(Int(words.words[index].start)..<Int(words.words[index].end) == token.range)
                #expect(words.words[index].boundary == token.boundary)
                #expect(words.numerics[index] == token.numeric)
            }
        }
    }
}
