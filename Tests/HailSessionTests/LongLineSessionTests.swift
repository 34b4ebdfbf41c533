import Foundation
import Testing
@testable import HailSession

/// Issue 14: in a dialog, a line naming an unknown place once cost ~95 µs a character (93 s for
/// a megabyte); it is now answered in one pass. Issue 27: a line over the dialog's limit (64 KiB)
/// is answered without being read, so its memory is bounded, and the question under way stays.
@Suite("Long lines in a session")
struct LongLineSessionTests {
    func session(lineLimit: Int? = nil) throws -> HailSession {
        var settings = SessionSettings(
            clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: HailSessionTests.grammar
        )
        if let lineLimit { settings.lineLimit = lineLimit }
        return try HailSession(settings: settings)
    }

    @Test func aLongUnknownPlaceIsAnsweredAndTheDialogGoesOn() throws {
        let hail = try session()
        let line = "take me to " + String(repeating: "zorbleplex ", count: 5_900)
        #expect(line.utf8.count < 65_536)
        let output = hail.handle(line: line)
        #expect(!output.text.isEmpty)
        #expect(!output.text.contains("too long"))
        #expect(hail.handle(line: "the Castro").text.hasPrefix("Which ride would you like?"), "the request goes on with the place named next")
    }

    @Test func aLongPlaceInOneWordIsAnsweredWhenTheLimitAllowsIt() throws {
        let hail = try session(lineLimit: 1 << 20)
        let output = hail.handle(line: "get me a ride to " + String(repeating: "q", count: 100_000))
        #expect(!output.text.isEmpty)
        #expect(!output.text.contains("too long"))
    }

    @Test func aLineOverTheLimitIsNotReadAndTheQuestionIsAskedAgain() throws {
        let hail = try session()
        let question = hail.handle(line: "a standard to the Castro").text
        #expect(question.contains("Shall I book it?"))
        let output = hail.handle(line: "yes " + String(repeating: "please ", count: 10_000))
        #expect(output.text == "That's too long for me to follow: I read up to 64 KB at a time. Could you say it in fewer words?\n" + question)
        #expect(hail.engine.stage == .awaitingConfirmation)
        #expect(hail.handle(line: "yes").text.contains("Booked"), "the request under way is kept")
    }

    @Test func aLineOverTheLimitWithNothingUnderWayOnlySaysSo() throws {
        let hail = try session(lineLimit: 1_000)
        let output = hail.handle(line: String(repeating: "x", count: 1_001))
        #expect(output.text == "That's too long for me to follow: I read up to 1000 bytes at a time. Could you say it in fewer words?")
        #expect(hail.heard.isEmpty, "a line not read is not heard")
    }
}
