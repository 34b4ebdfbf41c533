import Foundation
import HailIntents
import Testing

/// Implements `handle` and one resolver in the `async` form only.
final class AsyncRequestRideHandler: NSObject, INRequestRideIntentHandling {
    func resolvePartySize(for intent: INRequestRideIntent) async -> INIntegerResolutionResult {
        guard let partySize = intent.partySize else { return .needsValue() }
        return partySize > 4 ? .unsupported() : .success(with: partySize)
    }

    func handle(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        INRequestRideIntentResponse(code: .success, userActivity: NSUserActivity(activityType: "com.example.ride"))
    }
}

/// Implements `handle` with a completion handler that is not `@Sendable`, in Swift 6 mode.
final class NonSendableCompletionHandler: NSObject, INGetRideStatusIntentHandling {
    func handle(intent: INGetRideStatusIntent, completion: @escaping (INGetRideStatusIntentResponse) -> Void) {
        completion(INGetRideStatusIntentResponse(code: .success, userActivity: nil))
    }

    func startSendingUpdates(for intent: INGetRideStatusIntent, to observer: any INGetRideStatusIntentResponseObserver) {}

    func stopSendingUpdates(for intent: INGetRideStatusIntent) {}
}

/// Implements neither form of the required `handle`.
final class EmptyCancelHandler: NSObject, INCancelRideIntentHandling {}

/// Calls its completion handler twice.
final class TwiceAnsweringHandler: NSObject, INSendRideFeedbackIntentHandling {
    func handle(
        sendRideFeedback sendRideFeedbackintent: INSendRideFeedbackIntent,
        completion: @escaping @Sendable (INSendRideFeedbackIntentResponse) -> Void
    ) {
        completion(INSendRideFeedbackIntentResponse(code: .success, userActivity: nil))
        completion(INSendRideFeedbackIntentResponse(code: .failure, userActivity: nil))
    }
}

/// Collects an answer given to a completion handler on another task.
final class AnswerBox<Answer>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Answer?

    var answer: Answer? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func put(_ answer: Answer) {
        lock.lock()
        stored = answer
        lock.unlock()
    }

    /// Waits up to ten seconds for the answer (it comes within milliseconds unless the machine is swamped).
    func wait() async -> Answer? {
        for _ in 0..<1000 {
            if let answer { return answer }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return answer
    }
}

@Suite("Handler requirements in either form")
struct HandlerFormsTests {
    @Test func anAsyncHandlerAnswersTheCompletionForm() async {
        let handler = AsyncRequestRideHandler()
        let box = AnswerBox<INRequestRideIntentResponse>()
        handler.handle(intent: INRequestRideIntent()) { box.put($0) }
        let response = await box.wait()
        #expect(response?.code == .success)
        #expect(response?.userActivity?.activityType == "com.example.ride")
        #expect(response?.defaultImplementation == nil)
    }

    @Test func anAsyncResolverAnswersBothForms() async {
        let handler = AsyncRequestRideHandler()
        #expect(await handler.resolvePartySize(for: INRequestRideIntent(partySize: 6)).description == "unsupported")
        let box = AnswerBox<INIntegerResolutionResult>()
        handler.resolvePartySize(for: INRequestRideIntent(partySize: 3)) { box.put($0) }
        #expect(await box.wait()?.description == "success(3)")
    }

    @Test func aNonSendableCompletionHandlerIsTheWitnessInSwift6Mode() async {
        let response = await NonSendableCompletionHandler().handle(intent: INGetRideStatusIntent())
        #expect(response.code == .success)
        #expect(response.defaultImplementation == nil)
    }

    @Test func leftOutOptionalRequirementsAnswerAsSiriKitWouldAndSaySo() async {
        let handler = AsyncRequestRideHandler()
        let confirmation = await handler.confirm(intent: INRequestRideIntent())
        #expect(confirmation.code == .ready)
        #expect(confirmation.defaultImplementation == "INRequestRideIntentHandling.confirm(intent:completion:)")
        let pickup = await handler.resolvePickupLocation(for: INRequestRideIntent())
        #expect(pickup.defaultImplementation == "INRequestRideIntentHandling.resolvePickupLocation(for:with:)")
        #expect(pickup.description == "not implemented: INRequestRideIntentHandling.resolvePickupLocation(for:with:)")
    }

    @Test func aMissingRequiredHandleFailsWithItsNameInEitherFormInsteadOfLooping() async {
        let handler = EmptyCancelHandler()
        let viaAsync = await handler.handle(cancelRide: INCancelRideIntent(rideIdentifier: "r"))
        #expect(viaAsync.code == .failure)
        #expect(viaAsync.defaultImplementation == "INCancelRideIntentHandling.handle(cancelRide:completion:)")
        let box = AnswerBox<INCancelRideIntentResponse>()
        handler.handle(cancelRide: INCancelRideIntent(rideIdentifier: "r")) { box.put($0) }
        #expect(await box.wait()?.defaultImplementation == "INCancelRideIntentHandling.handle(cancelRide:completion:)")
    }

    @Test func aSecondCallOfTheCompletionHandlerIsIgnored() async {
        let response = await TwiceAnsweringHandler().handle(sendRideFeedback: INSendRideFeedbackIntent(rideIdentifier: "r"))
        #expect(response.code == .success)
    }
}
