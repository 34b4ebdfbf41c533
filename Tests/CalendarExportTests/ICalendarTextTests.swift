import Testing
@testable import CalendarExport

@Suite("iCalendar TEXT escaping and line folding")
struct ICalendarTextTests {
    @Test func backslashSemicolonCommaAndLineBreaksAreEscaped() {
        #expect(ICalendarText.escaped(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(ICalendarText.escaped("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(ICalendarText.escaped("Caffè: 1 Ferry Building") == "Caffè: 1 Ferry Building")
    }

    @Test func aShortLineIsLeftWhole() {
        let line = "SUMMARY:" + String(repeating: "x", count: 67)
        #expect(line.utf8.count == 75)
        #expect(ICalendarText.folded(line) == line)
    }

    @Test func aLongLineIsFoldedAt75OctetsWithASpaceBeforeEachContinuation() {
        let line = "DESCRIPTION:" + String(repeating: "abcdefghij", count: 20)
        let physical = ICalendarText.folded(line).components(separatedBy: "\r\n")
        #expect(physical.count == 3)
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(physical.first?.utf8.count == 75)
        #expect(physical.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined() == line)
    }

    @Test(arguments: ["é", "€", "🚕", "👩‍👩‍👧‍👦"])
    func multiByteCharactersAreNeverSplit(_ character: String) {
        for prefix in 0..<8 {
            let line = "LOCATION:" + String(repeating: "a", count: prefix) + String(repeating: character, count: 40)
            let physical = ICalendarText.folded(line).components(separatedBy: "\r\n")
            #expect(physical.allSatisfy { $0.utf8.count <= 75 }, "\(character) after \(prefix)")
            // Each physical line is valid UTF-8 on its own: no sequence was cut.
            #expect(physical.allSatisfy { String(validating: Array($0.utf8), as: UTF8.self) != nil })
            let unfolded = physical.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined()
            #expect(unfolded == line)
        }
    }

    @Test func aCharacterLongerThanALineIsBrokenBetweenItsScalarsOnly() {
        let family = String(repeating: "👩‍👩‍👧‍👦", count: 1)
        let flags = String(repeating: "🏳️‍🌈", count: 1)
        let long = String((0..<30).map { _ in Character("e\u{301}") })  // one character per e + accent
        let line = "SUMMARY:" + family + flags + long
        for physical in ICalendarText.folded(line).components(separatedBy: "\r\n") {
            #expect(physical.utf8.count <= 75)
            #expect(String(validating: Array(physical.utf8), as: UTF8.self) != nil)
        }
    }
}
