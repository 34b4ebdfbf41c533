import Foundation
#if canImport(Glibc)
import Glibc
#endif
import HailBridge
import HailIntents
import Testing

/// Services that exit, hang or write what Hail cannot use: each call still answers, at once or
/// within the timeout, and a fault names the call and quotes the line.
@Suite("Services that break the bridge protocol", .serialized)
struct MisbehavingServiceTests {
    typealias Support = BridgeTestSupport

    /// What a resolver answers when the service fails: SiriKit's default, the value as given.
    static let asGiven = "not implemented: INRequestRideIntentHandling.resolvePartySize(for:with:)"

    /// Resolves a party size of 2 through a service in the given mode.
    func resolvePartySize(_ bridge: BridgedExtension) async throws -> String {
        let handler = try #require(Support.requestHandler(bridge))
        return await handler.resolvePartySize(for: INRequestRideIntent(partySize: 2)).summary
    }

    @Test func aWellBehavedCallThroughTheFixtureAnswers() async throws {
        let bridge = Support.bridge(Support.misbehaving("answers"))
        #expect(try await resolvePartySize(bridge) == "success(2)")
        #expect(bridge.takeFaults() == [])
    }

    @Test func aServiceThatExitsIsQuotedWithItsStatusAndLastWords() async throws {
        let bridge = Support.bridge(Support.misbehaving("exits"))
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(bridge.takeFaults() == [
            "resolvePartySize: the service exited with status 3 before answering; its last words on standard error: Traceback (most recent call last): something broke",
        ])
    }

    @Test func aServiceThatHangsIsStoppedAfterTheTimeoutAndItsLateAnswerIsNeverRead() async throws {
        let bridge = Support.bridge(Support.misbehaving("slow-once"), timeout: 1.5)
        let started = Date()
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(bridge.takeFaults() == [
            "resolvePartySize: the service did not answer within 1.5 s, so the bridge stopped it (it starts again at the next call)",
        ])
        // A fresh process answers the next call; nothing of the first one's is left to read.
        #expect(try await resolvePartySize(bridge) == "success(2)")
        #expect(bridge.takeFaults() == [])
    }

    @Test func afterThreeFailuresInARowHailStopsStartingTheService() async throws {
        let bridge = Support.bridge(Support.misbehaving("hangs"), timeout: 0.3)
        for _ in 0..<3 { #expect(try await resolvePartySize(bridge) == Self.asGiven) }
        #expect(bridge.takeFaults().count == 3)
        let started = Date()
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(Date().timeIntervalSince(started) < 0.3)
        let faults = bridge.takeFaults()
        #expect(faults.count == 1)
        #expect(faults.first?.hasPrefix("resolvePartySize: the service failed 3 times in a row, so the bridge no longer starts it (python3 ") == true)
    }

    @Test func garbageIsQuotedAndTheCallFails() async throws {
        let bridge = Support.bridge(Support.misbehaving("garbage"))
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(bridge.takeFaults() == ["resolvePartySize: the service wrote a line that is not JSON: this is not JSON at all"])
    }

    @Test func aLineBeforeTheAnswerFailsTheCallAndTheLateAnswerIsDroppedNotTakenForTheNext() async throws {
        let bridge = Support.bridge(Support.misbehaving("garbage-then-answer"))
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(bridge.takeFaults() == ["resolvePartySize: the service wrote a line that is not JSON: debug: thinking about resolvePartySize"])
        try await Task.sleep(nanoseconds: 1_000_000_000)
        let second = try await resolvePartySize(bridge)
        let faults = bridge.takeFaults()
        // The first call's answer (request 1) arrived late: it is dropped, never read as the second's.
        #expect(faults.first == #"resolvePartySize: before this request, the service wrote a line no request was waiting for; the bridge dropped it: {"type": "answer", "id": 1, "resolution": {"kind": "success", "value": 2}}"#)
        #expect(second == Self.asGiven)  // its own answer again follows a debug line
    }

    @Test func anAnswerToAnotherRequestIsDroppedAndTheCallTimesOut() async throws {
        let bridge = Support.bridge(Support.misbehaving("wrong-id"), timeout: 0.5)
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(bridge.takeFaults() == [
            #"resolvePartySize: the service answered request 101 while the bridge waited for request 1; the bridge dropped that answer: {"type": "answer", "id": 101, "resolution": {"kind": "notRequired"}}"#,
            "resolvePartySize: the service did not answer within 0.5 s, so the bridge stopped it (it starts again at the next call)",
        ])
    }

    @Test func aHugeLineIsCutAtTheLimitAndQuotedShort() async throws {
        let bridge = BridgedExtension(
            command: Support.misbehaving("huge"), settings: BridgeSettings(timeout: 5, lineLimit: 1 << 16, standardError: { _ in }))
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        let faults = bridge.takeFaults()
        #expect(faults.count == 1)
        #expect(faults.first?.hasPrefix(#"resolvePartySize: the service wrote a line longer than 65536 bytes: {"type":"answer","id":1,"padding":"xxx"#) == true)
        #expect((faults.first?.count ?? 0) < 300)
    }

    @Test func aFloodOfLinesBetweenCallsIsCountedNotKept() async throws {
        let bridge = Support.bridge(Support.misbehaving("flood"))
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(bridge.takeFaults() == ["resolvePartySize: the service wrote a line that is not JSON: noise 0"])
        try await Task.sleep(nanoseconds: 1_000_000_000)
        _ = try await resolvePartySize(bridge)
        let faults = bridge.takeFaults()
        #expect(faults.count == 33)
        #expect(faults.first == "resolvePartySize: before this request, the service wrote a line no request was waiting for; the bridge dropped it: noise 1")
        #expect(faults.last?.hasPrefix("… and ") == true)
    }

    @Test func theServiceHoldsNoFileHailHasOpen() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hail-bridge-held-file-\(UUID().uuidString)").path
        // NB: opened the plain C way, without close-on-exec, as a file being written may be.
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        try #require(descriptor >= 0)
        defer {
            close(descriptor)
            unlink(path)
        }
        let bridge = Support.bridge(Support.misbehaving("held-files"))
        #expect(try await resolvePartySize(bridge) == "success(0)")
    }

    @Test func aServiceThatDoesNotSayHelloIsStopped() async throws {
        let bridge = Support.bridge(Support.misbehaving("no-hello"))
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(bridge.takeFaults() == [
            #"resolvePartySize: the service did not start with a hello line (see the bridge protocol); its first line was: {"type": "answer", "id": 1, "resolution": {"kind": "notRequired"}}, so the bridge stopped it (it starts again at the next call)"#,
        ])
    }

    @Test func aServiceOfAnotherProtocolVersionIsNotUsed() async throws {
        let bridge = Support.bridge(Support.misbehaving("old-protocol"))
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(bridge.takeFaults() == [
            #"resolvePartySize: the service speaks protocol 2 and this bridge speaks 1, so the bridge does not use it: {"type": "hello", "protocol": 2, "service": "Misbehaving old-protocol"}"#,
        ])
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        #expect(bridge.takeFaults().first?.hasPrefix("resolvePartySize: the service speaks protocol 2") == true)
    }

    @Test func anErrorTheServiceReportsIsShownAndTheCallFails() async throws {
        let bridge = Support.bridge(Support.misbehaving("error"))
        let handler = try #require(Support.requestHandler(bridge))
        let response = await handler.handle(intent: INRequestRideIntent(partySize: 2))
        #expect(response.code == .failure)
        #expect(bridge.takeFaults() == ["handle INRequestRideIntent: the service reported an error: KeyError: 'partySize'"])
    }

    @Test func aServiceThatExitedBetweenCallsIsStartedAgainAndSaysSo() async throws {
        let bridge = Support.bridge(Support.misbehaving("exits-after-answer"))
        #expect(try await resolvePartySize(bridge) == "success(2)")
        try await Task.sleep(nanoseconds: 1_000_000_000)
        #expect(try await resolvePartySize(bridge) == "success(2)")
        #expect(bridge.takeFaults() == [
            "resolvePartySize: the service exited with status 0 after its last answer; the bridge starts it again",
        ])
    }

    @Test func aCommandThatIsNotThereExitsWithTheShellsWords() async throws {
        let bridge = Support.bridge("no-such-command-for-hail-bridge")
        #expect(try await resolvePartySize(bridge) == Self.asGiven)
        let fault = try #require(bridge.takeFaults().first)
        #expect(fault.hasPrefix("resolvePartySize: the service exited with status 127 before saying hello; its last words on standard error: "))
        #expect(fault.contains("no-such-command-for-hail-bridge"))
    }
}
