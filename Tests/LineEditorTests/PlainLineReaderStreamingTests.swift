import Foundation
import Testing
import LineEditor

@Suite struct PlainLineReaderStreamingTests {
    /// A program driving Hail writes a line and waits for the answer: the line must be read while
    /// the pipe is still open.
    @Test func aLineIsReadBeforeTheInputEnds() {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("where's my ride?\n".utf8))
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Thread {
            var reader = PlainLineReader(input: pipe.fileHandleForReading)
            box.result = reader.readLine(prompt: "")
            box.whileOpen = !box.closed
            done.signal()
        }.start()
        // NB: a generous bound; only a reader that waits for the end of input ever reaches it.
        if done.wait(timeout: .now() + 20) == .timedOut {
            box.closed = true
            try? pipe.fileHandleForWriting.close()
            done.wait()
        }
        #expect(box.result == .line("where's my ride?"))
        #expect(box.whileOpen)
        try? pipe.fileHandleForWriting.close()
    }

    final class ResultBox: @unchecked Sendable {
        var result: LineReadResult?
        var whileOpen = false
        var closed = false
    }
}
