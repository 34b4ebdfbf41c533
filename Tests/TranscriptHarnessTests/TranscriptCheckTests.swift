import Foundation
import Testing
import TranscriptHarness

@Suite struct TranscriptCheckTests {
    @Test func passesAMatchingFileAndLeavesItAlone() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("> hi\nYou said: hi\n", to: "hi.txt")
        var driver = EchoDriver()
        #expect(TranscriptCheck.run(file, file: "hi.txt", record: true, driver: &driver) == .passed)
        #expect(try String(contentsOf: file, encoding: .utf8) == "> hi\nYou said: hi\n")
    }

    @Test func failsWithADiffWhenNotRecording() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("> hi\nHello.\n", to: "hi.txt")
        var driver = EchoDriver()
        let outcome = TranscriptCheck.run(file, file: "hi.txt", record: false, driver: &driver)
        #expect(outcome == .failed("""
            hi.txt:1: > hi
            --- hi.txt:2 (expected)
            +++ actual
            @@ -2,1 +2,1 @@
            -Hello.
            +You said: hi

            Run `hail replay --record hi.txt` to accept the new output.
            """))
        #expect(try String(contentsOf: file, encoding: .utf8) == "> hi\nHello.\n")
    }

    @Test func recordsTheNewOutput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("# greeting\n> hi\nHello.\n", to: "hi.txt")
        var driver = EchoDriver()
        #expect(TranscriptCheck.run(file, record: true, driver: &driver) == .recorded)
        #expect(try String(contentsOf: file, encoding: .utf8) == "# greeting\n> hi\nYou said: hi\n")
    }

    @Test func neverRecordsAFileTheDriverRejected() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("@unknown 1\n> hi\nHello.\n", to: "bad.txt")
        var driver = EchoDriver()
        let outcome = TranscriptCheck.run(file, file: "bad.txt", record: true, driver: &driver)
        #expect(outcome == .failed("""
            bad.txt:1:1: error: unknown directive '@unknown'
             1 | @unknown 1
               | ^~~~~~~~
            """))
        #expect(try String(contentsOf: file, encoding: .utf8) == "@unknown 1\n> hi\nHello.\n")
    }

    @Test func reportsAMalformedFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(">hi\n", to: "bad.txt")
        var driver = EchoDriver()
        let outcome = TranscriptCheck.run(file, file: "bad.txt", record: false, driver: &driver)
        #expect(outcome == .failed("""
            bad.txt:1:2: error: expected a space after '>'
             1 | >hi
               |  ^ a user line is '> ' followed by what the user says
            """))
    }

    @Test func reportsAnUnreadableFile() throws {
        let folder = try TemporaryFolder()
        var driver = EchoDriver()
        let outcome = TranscriptCheck.run(folder.url.appendingPathComponent("gone.txt"), file: "gone.txt", record: false, driver: &driver)
        #expect(outcome == .failed("gone.txt:1:1: error: cannot read the transcript (no such file)"))
    }
}
