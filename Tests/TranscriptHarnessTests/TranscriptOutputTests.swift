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

    @Test func keepsTrailingSpacesOnALine() {
        #expect(TranscriptOutput.lines(of: "a  \n") == ["a  "])
    }
}
