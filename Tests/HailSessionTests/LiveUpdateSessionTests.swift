import Foundation
import Testing
@testable import HailSession

@Suite("Time and live updates in a session")
struct LiveUpdateSessionTests {
    func bookedAndWatched() throws -> HailSession {
        let hail = try HailSession(settings: SessionSettings(
            clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: HailSessionTests.grammar
        ))
        _ = hail.handle(line: "a standard to the Castro")
        _ = hail.handle(line: "yes")
        _ = hail.handle(line: ":watch")
        return hail
    }

    @Test func advancingShowsTheUpdatesThatCameDue() throws {
        let hail = try bookedAndWatched()
        let output = hail.handle(line: ":advance 40s")
        #expect(output.text.hasPrefix("Clock moved 40s to Mon Nov 23 9:00:40 AM."))
        #expect(output.updates.count == 2)
        #expect(output.text.hasSuffix(output.updates.map(\.line).joined(separator: "\n")))
        #expect(output.reply == "Clock moved 40s to Mon Nov 23 9:00:40 AM.")
    }

    @Test func aLongJumpShortensTheTextButKeepsEveryUpdateWithItsStatus() throws {
        let hail = try bookedAndWatched()
        let output = hail.handle(line: ":advance 10m")
        #expect(output.text.contains("more updates, one every 20 seconds"))
        #expect(output.updates.count > output.text.split(separator: "\n").count)
        #expect(output.updates.allSatisfy { $0.status?.rideIdentifier.hasPrefix("HAIL-") == true })
        let json = TurnJSON.line(forInput: ":advance 10m", output: output, stage: hail.engine.stage)
        #expect(json.hasPrefix(#"{"faults":[],"resolutions":[],"responses":[],"said":"Clock moved 10m to Mon Nov 23 9:10:00 AM.","stage":"idle","type":"command","updates":[{"asOf":"#))
        #expect(json.components(separatedBy: #""asOf""#).count - 1 == output.updates.count)
        #expect(!json.contains("more updates"))
    }

    @Test func theUpdatesSaidWhenFollowingStartsAreStructuredInTheTurn() throws {
        let hail = try HailSession(settings: SessionSettings(
            clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: HailSessionTests.grammar
        ))
        _ = hail.handle(line: "a standard to the Castro")
        _ = hail.handle(line: "yes")
        let output = hail.handle(line: ":watch")
        let update = try #require(output.turn?.rideUpdates.first)
        #expect(output.text.contains(update.line))
        let json = TurnJSON.line(forInput: ":watch", output: output, stage: hail.engine.stage)
        #expect(json.contains(#""said":"Following ride HAIL-"#))
        #expect(!json.contains(#"to stop.\n["#), "the update is in `updates`, not again in `said`")
        #expect(json.contains(#""updates":[{"asOf":"2026-11-23T17:00:00Z","code":"success","rideStatus":{"#))
    }

    /// Issue 14: the work once grew with the jump (88 s and 16.9 GB for 9999999h); it is now the
    /// ride's own updates, so this finishes at once (it would take minutes and gigabytes otherwise).
    @Test func aJumpOfCenturiesCostsOnlyTheRidesRemainingUpdates() throws {
        let hail = try bookedAndWatched()
        let output = hail.handle(line: ":advance 9999999h")
        #expect(output.updates.count < 1_000)
        #expect(output.updates.last?.line.contains("completed") == true, "\(output.updates.suffix(2).map(\.line))")
        #expect(!hail.isFollowingRide)
    }

    @Test func aManualClockNeverWakesTheLiveUpdateThread() throws {
        let hail = try bookedAndWatched()
        #expect(hail.isFollowingRide)
        #expect(hail.secondsUntilNextUpdate == nil)
        #expect(hail.pollRideUpdates().updates.isEmpty)
    }

    @Test func theWallClockSaysWhenTheNextUpdateIsDue() throws {
        let hail = try HailSession(settings: SessionSettings(clock: .system(speed: 20), seed: 1, grammarDirectory: HailSessionTests.grammar))
        _ = hail.handle(line: "a standard to the Castro")
        _ = hail.handle(line: "yes")
        #expect(hail.secondsUntilNextUpdate == nil, "nothing is followed yet")
        _ = hail.handle(line: ":watch")
        let wait = try #require(hail.secondsUntilNextUpdate)
        #expect(wait > 0 && wait <= 1, "20 s of ride time at 20× is at most a second")
    }

    @Test func mapsListsAndWaitsForAChoice() throws {
        let hail = try HailSession(settings: SessionSettings(
            clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: HailSessionTests.grammar
        ))
        let output = hail.handle(line: ":maps Ferry Building to Oracle Park for 2")
        #expect(output.text.hasPrefix("Rides from Ferry Building to Oracle Park for 2:"))
        #expect(output.turn?.stage == .awaitingRideOptionsChoice)
    }
}
