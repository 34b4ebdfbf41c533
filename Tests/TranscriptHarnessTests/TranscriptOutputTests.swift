import Testing
@testable import TranscriptHarness

@Suite struct TranscriptOutputTests {
    @Test func escapesLinesThatLookLikeMarkup() {
        #expect(TranscriptOutput.escape("> yes") == "\\> yes")
        #expect(TranscriptOutput.escape("@clock") == "\\@clock")
        #expect(TranscriptOutput.escape("# 1") == "\\# 1")
        #expect(TranscriptOutput.escape("\\") == "\\\\")
        #expect(TranscriptOutput.escape("Booked > 1") == "Booked > 1")
        #expect(TranscriptOutput.escape("") == "")
    }

    @Test func splitsOutputIntoLinesWithoutTrailingBlankLines() {
        #expect(TranscriptOutput.lines(of: "a\n\nb\n\n\n") == ["a", "", "b"])
        #expect(TranscriptOutput.lines(of: "a\r\nb") == ["a", "b"])
        #expect(TranscriptOutput.lines(of: "") == [])
        #expect(TranscriptOutput.lines(of: "\n\n") == [])
        #expect(TranscriptOutput.lines(of: "\nlate") == ["", "late"])
    }

    @Test func cutsTextAtEveryNewlineKeepingCarriageReturnsAndOtherScripts() {
        #expect(TranscriptOutput.splitLines("a\n") == ["a", ""])
        #expect(TranscriptOutput.splitLines("") == [""])
        #expect(TranscriptOutput.splitLines("\n") == ["", ""])
        #expect(TranscriptOutput.splitLines("a\r\nb\r\n") == ["a\r", "b\r", ""])
        #expect(TranscriptOutput.splitLines("Café → Zürich\n東京\n\nend") == ["Café → Zürich", "東京", "", "end"])
        // A string without contiguous UTF-8 of its own (bridged or a substring's copy) splits alike.
        let built = String(Substring("xx1\n2\n3").dropFirst(2))
        #expect(TranscriptOutput.splitLines(built) == ["1", "2", "3"])
    }

    @Test func keepsTrailingSpacesOnALine() {
        #expect(TranscriptOutput.lines(of: "a  \n") == ["a  "])
    }
}
