import Foundation
import HailIntents

/// An extension whose one handler answers every intent as the test says.
final class StubExtension: INExtension {
    let handlerObject: AnyObject?

    init(_ handler: AnyObject?) {
        self.handlerObject = handler
        super.init()
    }

    override func handler(for intent: INIntent) -> Any? { handlerObject }
}

/// Records the intents it is given and answers with what the test set; every requirement in the
/// completion-handler form, so a test can withhold or repeat an answer.
final class ScriptedHandler: NSObject, INRequestRideIntentHandling, INListRideOptionsIntentHandling,
    INGetRideStatusIntentHandling, INCancelRideIntentHandling, HailExtensionFaultReporting, @unchecked Sendable {
    enum Answering { case once, never, twice, later(TimeInterval) }

    var answering = Answering.once
    var partySize: INIntegerResolutionResult = .success(with: 2)
    var pickup: INPlacemarkResolutionResult?
    var confirmResponse = INRequestRideIntentResponse(code: .ready, userActivity: nil)
    var handleResponse = INRequestRideIntentResponse(code: .success, userActivity: nil)
    var listResponse = INListRideOptionsIntentResponse(code: .success, userActivity: nil)
    var statusResponse = INGetRideStatusIntentResponse(code: .success, userActivity: nil)
    var reported: [String] = []
    private(set) var lastRequest: INRequestRideIntent?
    private(set) var observer: INGetRideStatusIntentResponseObserver?

    private func answer<Answer>(_ value: Answer, _ completion: @escaping @Sendable (Answer) -> Void) {
        let carried = UncheckedBox(value)
        switch answering {
        case .once: completion(value)
        case .never: break
        case .twice:
            completion(value)
            completion(value)
        case .later(let seconds):
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { completion(carried.value) }
        }
    }

    func resolvePartySize(for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void) {
        lastRequest = intent
        answer(partySize, completion)
    }

    func resolvePickupLocation(for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void) {
        lastRequest = intent
        answer(pickup ?? .success(with: intent.pickupLocation ?? CLPlacemark(location: CLLocation(latitude: 0, longitude: 0), name: "?", postalAddress: nil)), completion)
    }

    func confirm(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void) {
        lastRequest = intent
        answer(confirmResponse, completion)
    }

    func handle(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void) {
        lastRequest = intent
        answer(handleResponse, completion)
    }

    func handle(intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void) {
        answer(listResponse, completion)
    }

    func handle(intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void) {
        answer(statusResponse, completion)
    }

    func startSendingUpdates(for intent: INGetRideStatusIntent, to observer: INGetRideStatusIntentResponseObserver) {
        self.observer = observer
    }

    func stopSendingUpdates(for intent: INGetRideStatusIntent) {
        observer = nil
    }

    func handle(cancelRide intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void) {
        answer(INCancelRideIntentResponse(code: .success, userActivity: nil), completion)
    }

    func takeFaults() -> [String] {
        defer { reported = [] }
        return reported
    }
}

/// A handler in the `async` form whose resolver never returns.
final class HangingAsyncHandler: NSObject, INRequestRideIntentHandling {
    func handle(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        INRequestRideIntentResponse(code: .failure, userActivity: nil)
    }

    func resolvePartySize(for intent: INRequestRideIntent) async -> INIntegerResolutionResult {
        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        return .success(with: 1)
    }
}

struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A handler whose resolver blocks the thread it is called on, and answers only after.
final class BlockingHandler: NSObject, INRequestRideIntentHandling {
    func handle(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        INRequestRideIntentResponse(code: .failure, userActivity: nil)
    }

    func resolvePartySize(for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void) {
        Thread.sleep(forTimeInterval: 3)
        completion(.success(with: 5))
    }
}
