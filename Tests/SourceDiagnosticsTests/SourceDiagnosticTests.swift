import Testing
@testable import SourceDiagnostics

@Suite struct SourceDiagnosticTests {
    @Test func rendersLocationLineAndCaret() {
        let source = SourceText(file: "Grammar/en-US/ride.grammar", text: "intent RequestRide\n  book a ride to {destinaton}\n")
        let diagnostic = source.error(line: 2, column: 18, length: 12, "unknown list '{destinaton}'; did you mean '{destination}'?", expected: "expected a list defined in this grammar")
        #expect(diagnostic.description == """
            Grammar/en-US/ride.grammar:2:18: error: unknown list '{destinaton}'; did you mean '{destination}'?
             2 |   book a ride to {destinaton}
               |                  ^~~~~~~~~~~~ expected a list defined in this grammar
            """)
    }

    @Test func cutsLongLinesAroundTheFault() {
        let line = String(repeating: "a", count: 150) + "X" + String(repeating: "b", count: 150)
        let source = SourceText(file: "f", text: line)
        let rendered = source.error(line: 1, column: 151, "bad X").description
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(lines[1].contains("…"))
        let caretIndex = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let xIndex = lines[1].firstIndex(of: "X").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caretIndex == xIndex)
    }

    @Test func suggestsTheClosestCandidate() {
        #expect(Suggestion.closest(to: "destinaton", among: ["destination", "pickup"]) == "destination")
        #expect(Suggestion.closest(to: "zzz", among: ["destination", "pickup"]) == nil)
    }
}

@Suite struct SourceTextTests {
    @Test func splitsWindowsLineEndingsIntoLines() {
        let source = SourceText(file: "f", text: "one\r\ntwo\r\nthree")
        #expect(source.lines == ["one", "two", "three"])
        #expect(source.line(2) == "two")
    }

    @Test func aFinalNewlineEndsTheLastLineAndEmptyTextIsOneEmptyLine() {
        let source = SourceText(file: "f", text: "a\nb\n")
        #expect(source.lines == ["a", "b", ""])
        #expect(source.line(0) == nil)
        #expect(source.line(3) == "")
        #expect(source.line(4) == nil)
        #expect(SourceText(file: "f", text: "").lines == [""])
    }

    @Test func cutsASpanOfCharactersFromALine() {
        let source = SourceText(file: "f", text: "list ride = SUV | XL\r\nvoilà XL | cafe\u{301} | ok\n")
        #expect(source.text(line: 1, column: 13, length: 3) == "SUV")
        #expect(source.text(line: 1, column: 19, length: 2) == "XL")
        #expect(source.text(line: 1, column: 19, length: 3) == nil)
        #expect(source.text(line: 2, column: 7, length: 2) == "XL")
        #expect(source.text(line: 2, column: 12, length: 4) == "cafe\u{301}")
        #expect(source.text(line: 2, column: 19, length: 2) == "ok")
        #expect(source.text(line: 3, column: 1, length: 0) == "")
        #expect(source.text(line: 4, column: 1, length: 1) == nil)
        #expect(source.text(line: 1, column: 0, length: 1) == nil)
    }
}

@Suite struct SuggestionTests {
    @Test func aTranspositionIsOneEdit() {
        #expect(Suggestion.optimalStringAlignmentDistance("tarce", "trace") == 1)
        #expect(Suggestion.closest(to: "sede", among: ["seed", "clock"]) == "seed")
    }

    /// Found looking for superlinear paths: ':' and a megabyte compared the name with every command by a full edit
    /// distance table (the name's length times each command's); a word far longer than every
    /// candidate is now compared with none.
    @Test func aFarLongerWordIsComparedWithNothing() {
        let commands = ["help", "quit", "trace", "explain", "reload", "reset", "vocab", "maps", "watch", "advance"]
        #expect(Suggestion.closest(to: String(repeating: "x", count: 2_000_000), among: commands) == nil)
        #expect(Suggestion.closest(to: "advanec", among: commands) == "advance")
        #expect(Suggestion.closest(to: "watc", among: commands) == "watch")
    }
}
