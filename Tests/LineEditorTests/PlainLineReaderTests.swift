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

    @Test func readsALineThatCameInManyChunksThenTheLinesAfterIt() {
        var reader = PlainLineReader(input: Self.pipe(["take me ", "to the ", "Castro", "\r", "\nyes\nno", "\n", "cancel"]))
        #expect(reader.readLine(prompt: "") == .line("take me to the Castro"))
        #expect(reader.readLine(prompt: "") == .line("yes"))
        #expect(reader.readLine(prompt: "") == .line("no"))
        #expect(reader.readLine(prompt: "") == .line("cancel"))
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    /// Issue 27: a megabyte line of combining marks, then many short lines, all from one file
    /// (each read returns as much as it can): every line comes back whole and in order.
    @Test func readsALongLineAndManyShortOnesFromAFile() throws {
        let long = String(repeating: "e\u{301}\u{302} ", count: 1 << 18)
        let short = (0..<20_000).map { "line \($0)" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hail-plain-reader-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(([long] + short + [long]).joined(separator: "\n").utf8).write(to: url)
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var reader = PlainLineReader(input: handle)
        #expect(reader.readLine(prompt: "") == .line(long))
        var read: [String] = []
        for _ in short.indices {
            guard case .line(let line) = reader.readLine(prompt: "") else { break }
            read.append(line)
        }
        #expect(read == short)
        #expect(reader.readLine(prompt: "") == .line(long))
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    /// Issue 27: a line over the limit is skipped as it arrives, never held, whether it comes in
    /// one read or many; the lines around it come back whole, a '\r' before its newline is not
    /// counted, and a last line over the limit without a newline is reported too.
    @Test func aLineOverTheLimitIsSkippedAndCounted() {
        let long = String(repeating: "ab", count: 150_000)
        var reader = PlainLineReader(input: Self.pipeWrittenMeanwhile(["take me home\n", String(long.prefix(100_000)), String(long.dropFirst(100_000)), "\r\nyes\n", long]), limit: 1_000)
        #expect(reader.readLine(prompt: "") == .line("take me home"))
        #expect(reader.readLine(prompt: "") == .tooLong(byteCount: 300_000))
        #expect(reader.readLine(prompt: "") == .line("yes"))
        #expect(reader.readLine(prompt: "") == .tooLong(byteCount: 300_000))
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    @Test func aLineOfExactlyTheLimitIsKept() {
        var reader = PlainLineReader(input: Self.pipe([String(repeating: "é", count: 500) + "\n", String(repeating: "é", count: 500) + "e\n"]), limit: 1_000)
        #expect(reader.readLine(prompt: "") == .line(String(repeating: "é", count: 500)))
        #expect(reader.readLine(prompt: "") == .tooLong(byteCount: 1_001))
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    /// A pipe its chunks are written to by another thread, as the reader reads: more than a pipe holds.
    private static func pipeWrittenMeanwhile(_ chunks: [String]) -> FileHandle {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        Thread.detachNewThread {
            for chunk in chunks { writer.write(Data(chunk.utf8)) }
            try? writer.close()
        }
        return pipe.fileHandleForReading
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
