import Foundation
import HailIntents
import Testing
@testable import HailSession

/// A session whose ride service is an extension: Maps geocodes before the extension sees a
/// place, and what goes wrong in a call is shown in the dialog, which goes on.
@Suite(.serialized) struct ExtensionSessionTests {
    /// Takes every value as given, but never answers `resolvePartySize`. Every other requirement
    /// answers at once in the completion form (a left-out one would answer from a `Task`, which a
    /// busy test run's thread pool may start late).
    final class SilentPartySize: NSObject, INRequestRideIntentHandling, INGetRideStatusIntentHandling, @unchecked Sendable {
        var placesSeen: [String] = []

        func handle(intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void) {
            completion(INGetRideStatusIntentResponse(code: .failure, userActivity: nil))
        }

        func startSendingUpdates(for intent: INGetRideStatusIntent, to observer: INGetRideStatusIntentResponseObserver) {}
        func stopSendingUpdates(for intent: INGetRideStatusIntent) {}

        func handle(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void) {
            completion(INRequestRideIntentResponse(code: .failure, userActivity: nil))
        }

        func confirm(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void) {
            completion(INRequestRideIntentResponse(code: .ready, userActivity: nil))
        }

        func resolvePickupLocation(for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void) {
            guard let pickup = intent.pickupLocation else { return completion(.needsValue()) }
            completion(.success(with: pickup))
        }

        func resolveDropOffLocation(for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void) {
            guard let dropOff = intent.dropOffLocation else { return completion(.needsValue()) }
            placesSeen.append("\(dropOff.name ?? "?") @ \(dropOff.location?.coordinate.latitude ?? 0)")
            completion(.success(with: dropOff))
        }

        func resolveScheduledPickupTime(
            for intent: INRequestRideIntent, with completion: @escaping @Sendable (INDateComponentsRangeResolutionResult) -> Void
        ) {
            completion(.notRequired())
        }

        func resolveRideOptionName(for intent: INRequestRideIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void) {
            completion(.notRequired())
        }

        func resolvePartySize(for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void) {}
    }

    final class OneHandler: INExtension {
        let object: AnyObject
        init(_ object: AnyObject) {
            self.object = object
            super.init()
        }
        override func handler(for intent: INIntent) -> Any? { object }
    }

    func session(_ handler: SilentPartySize) throws -> HailSession {
        let box = UncheckedHandler(handler)
        return try HailSession(settings: SessionSettings(
            clock: .manual(start: SessionSettings.referenceDate), seed: 3, grammarDirectory: HailSessionTests.grammar,
            rideExtension: ExtensionSetting(timeout: 1) { OneHandler(box.handler) }))
    }

    struct UncheckedHandler: @unchecked Sendable {
        let handler: SilentPartySize
        init(_ handler: SilentPartySize) { self.handler = handler }
    }

    /// Runs `body` on a thread of its own: Hail blocks the thread it talks to an extension from,
    /// as the CLI's main thread does, and must not block the thread pool the extension's `async`
    /// handlers run on (test functions run on that pool; the test awaits instead of blocking it).
    func onOwnThread<Value>(_ body: @escaping () -> Value) async -> Value {
        let work = UncheckedWork(body)
        return await withCheckedContinuation { continuation in
            let resume = UncheckedWork<Void> { continuation.resume(returning: work.body()) }
            Thread { resume.body() }.start()
        }
    }

    struct UncheckedWork<Value>: @unchecked Sendable {
        let body: () -> Value
        init(_ body: @escaping () -> Value) { self.body = body }
    }

    @Test func theExtensionSeesThePlacemarkMapsFoundNotTheWords() async throws {
        let handler = SilentPartySize()
        let hail = try session(handler)
        _ = await onOwnThread { hail.handle(line: "get me a ride to SFO") }
        #expect(handler.placesSeen == ["San Francisco International Airport @ 37.6213"])
        #expect(hail.hostsExtension)
    }

    @Test func aResolverThatNeverAnswersIsNamedInTheReplyAndTheDialogGoesOn() async throws {
        let hail = try session(SilentPartySize())
        let started = Date()
        let output = await onOwnThread { hail.handle(line: "get me a ride to SFO for 3") }
        #expect(Date().timeIntervalSince(started) < 10)
        let faults = output.reply.split(separator: "\n").filter { $0.hasPrefix("Ride service error: ") }
        #expect(faults == ["Ride service error: resolvePartySize did not answer within 1 s"])
        #expect(output.reply.contains("Shall I book it?"))
        let json = TurnJSON.line(forInput: "get me a ride to SFO for 3", output: output, stage: hail.engine.stage)
        #expect(json.contains("Ride service error: resolvePartySize did not answer within 1 s"))
    }
}

@Suite struct ExtensionTimeoutSettingTests {
    @Test func theTimeoutIsTenSecondsUnlessTheEnvironmentSaysOtherwise() {
        #expect(ExtensionSetting.timeout(environment: [:]) == (10, nil))
        #expect(ExtensionSetting.timeout(environment: ["HAIL_EXTENSION_TIMEOUT": "0.5"]) == (0.5, nil))
        let wrong = ExtensionSetting.timeout(environment: ["HAIL_EXTENSION_TIMEOUT": "soon"])
        #expect(wrong.seconds == 10)
        #expect(wrong.problem == "HAIL_EXTENSION_TIMEOUT='soon' is not a number of seconds between 0 and 3600; waiting 10 s for each answer.")
    }
}
