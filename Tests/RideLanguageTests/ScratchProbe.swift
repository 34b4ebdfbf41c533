import Foundation
import Testing
@testable import RideLanguage

// Development probe (deleted before hand-off): HAIL_PROBE=file parses each line.
@Suite struct ScratchProbe {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HAIL_PROBE"] != nil))
    func probe() throws {
        let path = ProcessInfo.processInfo.environment["HAIL_PROBE"] ?? ""
        let grammar = try RideGrammar.load(directory: GrammarFixture.directory)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var out: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("?") {
                out.append("\(SystemTurnReading(String(line.dropFirst())))")
                continue
            }
            var expecting: DialogExpectation?
            var utterance = String(line)
            if utterance.hasPrefix("@"), let space = utterance.firstIndex(of: " ") {
                let name = String(utterance[utterance.index(after: utterance.startIndex)..<space])
                expecting = [DialogExpectation.pickup, .dropOff, .partySize, .rideOption, .paymentMethod, .scheduledPickupTime, .confirmation, .choice].first { $0.grammarName == name }
                utterance = String(utterance[utterance.index(after: space)...])
            }
            out.append(grammar.understand(utterance, expecting: expecting).jsonLine(explain: ProcessInfo.processInfo.environment["HAIL_EXPLAIN"] != nil))
        }
        try out.joined(separator: "\n").write(toFile: path + ".out", atomically: true, encoding: .utf8)
        #expect(out.count >= 1)
    }
}
