import Foundation
import Testing
import LineEditor

@Suite struct PlainLineReaderTests {
    @Test func readsLinesWithoutTheirNewlineOrCarriageReturn() {
        var reader = PlainLineReader(input: Self.pipe(["book a ride\r\n", "\n", "yes\n"]))
        #expect(reader.readLine(prompt: "hail> ") == .line("book a ride"))
        #expect(reader.readLine(prompt: "hail> ") == .line(""))
        #expect(reader.readLine(prompt: "hail> ") == .line("yes"))
        #expect(reader.readLine(prompt: "hail> ") == .endOfInput)
        #expect(reader.readLine(prompt: "hail> ") == .endOfInput)
    }

    @Test func countsALastLineWithoutANewline() {
        var reader = PlainLineReader(input: Self.pipe(["cancel"]))
        #expect(reader.readLine(prompt: "") == .line("cancel"))
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    @Test func joinsALineAndACharacterSplitAcrossWrites() {
        let bytes = Array("to the café\n".utf8)
        let split = bytes.count - 3  // inside the two bytes of "é"
        var reader = PlainLineReader(input: Self.pipe([Data(bytes[..<split]), Data(bytes[split...])]))
        #expect(reader.readLine(prompt: "") == .line("to the café"))
    }

    @Test func endsAtOnceOnEmptyInput() {
        var reader = PlainLineReader(input: Self.pipe([String]()))
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    private static func pipe(_ chunks: [String]) -> FileHandle {
        pipe(chunks.map { Data($0.utf8) })
    }

    private static func pipe(_ chunks: [Data]) -> FileHandle {
        let pipe = Pipe()
        for chunk in chunks { pipe.fileHandleForWriting.write(chunk) }
        try? pipe.fileHandleForWriting.close()
        return pipe.fileHandleForReading
    }
}
