import Foundation
import RideIntents
import RideLanguage
import RideSimulation
@testable import Conversation

/// A conversation engine over the project's grammar and the simulated service on a manual clock
/// at 9:00 AM Pacific, for the engine's behaviour tests.
struct EngineFixture {
    static let grammarDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Grammar/en-US")

    let engine: ConversationEngine
    let service: SimulatedRideService
    let clock: ManualClock

    init(seed: UInt64 = 1) throws {
        clock = ManualClock(now: Date(timeIntervalSince1970: 1_795_453_200))
        service = try SimulatedRideService(clock: clock, seed: seed)
        engine = ConversationEngine(service: service, grammar: try RideGrammar.load(directory: Self.grammarDirectory), clock: clock)
    }

    /// Says each line in turn; the last turn.
    @discardableResult
    func say(_ lines: String...) -> Turn {
        var last = Turn(userText: "", understanding: nil)
        for line in lines { last = engine.respond(to: line) }
        return last
    }
}
