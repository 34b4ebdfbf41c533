@testable import HailBridge
import Testing

@Suite("Lines cut from what a service writes, with a bounded length")
struct LineSplitterTests {
    @Test func linesComeOutAsTheirNewlinesArrive() {
        var splitter = LineSplitter(limit: 100)
        #expect(splitter.feed(Array("{\"a\":1}\n{\"b\"".utf8)) == [.line("{\"a\":1}")])
        #expect(splitter.feed(Array(":2}\r\n".utf8)) == [.line("{\"b\":2}")])
        #expect(splitter.finish() == nil)
    }

    @Test func aLineOverTheLimitComesOutOnceAsTooLongAndTheNextLineIsWhole() {
        var splitter = LineSplitter(limit: 8)
        let pieces = splitter.feed(Array("0123456789abcdef\nok\n".utf8))
        #expect(pieces == [.tooLong(prefix: "01234567"), .line("ok")])
    }

    @Test func theLastLineWithoutANewlineComesOutAtTheEnd() {
        var splitter = LineSplitter(limit: 100)
        #expect(splitter.feed(Array("partial".utf8)).isEmpty)
        #expect(splitter.finish() == .line("partial"))
    }
}
