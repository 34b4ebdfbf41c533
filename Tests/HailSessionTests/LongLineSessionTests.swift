import Foundation
import Testing
@testable import HailSession

/// Issue 14: in a dialog, a line naming an unknown place once cost ~95 µs a character (93 s for
/// a megabyte). A line of 100,000 characters would take minutes at that cost; it is now
/// answered in one pass.
@Suite("Long lines in a session")
struct LongLineSessionTests {
    func session() throws -> HailSession {
        try HailSession(settings: SessionSettings(
            clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: HailSessionTests.grammar
        ))
    }

    @Test func aLongUnknownPlaceIsAnsweredAndTheDialogGoesOn() throws {
        let hail = try session()
        let output = hail.handle(line: "take me to " + String(repeating: "zorbleplex ", count: 9_000))
        #expect(!output.text.isEmpty)
        #expect(hail.handle(line: "the Castro").text.hasPrefix("Which ride would you like?"), "the request goes on with the place named next")
    }

    @Test func aLongPlaceInOneWordIsAnswered() throws {
        let hail = try session()
        let output = hail.handle(line: "get me a ride to " + String(repeating: "q", count: 100_000))
        #expect(!output.text.isEmpty)
    }
}
