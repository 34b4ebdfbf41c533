import Foundation
import Testing
@testable import HailSession

@Suite struct HailSessionTests {
    static let grammar = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Grammar/en-US")

    func session(trace: Bool = false, grammar: URL = grammar) throws -> HailSession {
        try HailSession(settings: SessionSettings(clock: .manual(start: SessionSettings.referenceDate), seed: 3, trace: trace, grammarDirectory: grammar))
    }

    @Test func aRequestIsAnsweredAndTraceShowsEachResolution() throws {
        let hail = try session(trace: true)
        let output = hail.handle(line: "a regular ride to SFO")
        #expect(output.text.contains("  [trace] resolve dropOffLocation → success"))
        #expect(output.text.hasSuffix("Shall I book it?"))
        #expect(output.turn?.stage == .awaitingConfirmation)
    }

    @Test func resetForgetsTheRequestUnderWay() throws {
        let hail = try session()
        _ = hail.handle(line: "a regular ride to SFO")
        #expect(hail.handle(line: ":reset").text == "Forgot the request under way.")
        #expect(hail.engine.stage == .idle)
    }

    @Test func aBrokenGrammarOnReloadIsReportedAndTheOldOneKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.grammar.path) {
            try FileManager.default.copyItem(at: Self.grammar.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        let hail = try session(grammar: folder)
        try "intent RequestRide\n  trigger: (get | book\n".write(to: folder.appendingPathComponent("zz-broken.grammar"), atomically: true, encoding: .utf8)
        let output = hail.handle(line: ":reload").text
        #expect(output.hasPrefix("The grammar did not reload; keeping the one in use."))
        #expect(output.contains("zz-broken.grammar:2:"))
        #expect(hail.handle(line: "a regular ride to SFO").text.hasSuffix("Shall I book it?"))
    }

    @Test func controlCharactersNeverReachTheGrammar() throws {
        #expect(HailSession.sanitized("to\u{1B}[A SFO\u{7}") == "to[A SFO")
        let hail = try session()
        #expect(hail.handle(line: "\u{1}\u{2}\u{3}").turn?.stage == .idle)
    }

    @Test func completionCandidatesAreCommandsAfterAColonAndNamesOtherwise() throws {
        let hail = try session()
        #expect(hail.completionCandidates(for: ":tr").contains(":trace"))
        let names = hail.completionCandidates(for: "to ferry")
        #expect(names.contains("Ferry Building"))
        #expect(names.contains("SUV"))
    }

    @Test func anUnknownLocationIsAClearError() {
        #expect(throws: SessionError.self) {
            try HailSession(settings: SessionSettings(clock: .manual(start: SessionSettings.referenceDate), location: "Atlantis", grammarDirectory: Self.grammar))
        }
    }
}
