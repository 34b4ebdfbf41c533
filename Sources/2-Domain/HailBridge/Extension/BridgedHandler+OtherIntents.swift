import Foundation
import HailIntents

/// `INListRideOptionsIntent`: Maps calls only `handle`; the resolvers are there for completeness.
extension BridgedHandler: INListRideOptionsIntentHandling {
    func resolvePickupLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        let box = IntentBox(intent: intent)
        perform("resolvePickupLocation", intent, key: "resolution", completion: completion,
                decode: { try $0.placemarkResolution($1) },
                unimplemented: { SiriKitDefaults().resolvePickupLocation(for: box.intent, with: $0) })
    }

    func resolveDropOffLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        let box = IntentBox(intent: intent)
        perform("resolveDropOffLocation", intent, key: "resolution", completion: completion,
                decode: { try $0.placemarkResolution($1) },
                unimplemented: { SiriKitDefaults().resolveDropOffLocation(for: box.intent, with: $0) })
    }

    func confirm(intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void) {
        let box = IntentBox(intent: intent)
        perform("confirm", intent, key: "response", completion: completion,
                decode: { try $0.listRideOptionsResponse($1) },
                failure: { INListRideOptionsIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().confirm(intent: box.intent, completion: $0) })
    }

    func handle(intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void) {
        let box = IntentBox(intent: intent)
        perform("handle", intent, key: "response", completion: completion,
                decode: { try $0.listRideOptionsResponse($1) },
                failure: { INListRideOptionsIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().handle(intent: box.intent, completion: $0) })
    }
}

/// `INGetRideStatusIntent`: the status now, and live updates pushed by the service.
extension BridgedHandler: INGetRideStatusIntentHandling {
    func confirm(intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void) {
        let box = IntentBox(intent: intent)
        perform("confirm", intent, key: "response", completion: completion,
                decode: { try $0.getRideStatusResponse($1) },
                failure: { INGetRideStatusIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().confirm(intent: box.intent, completion: $0) })
    }

    func handle(intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void) {
        let box = IntentBox(intent: intent)
        perform("handle", intent, key: "response", completion: completion,
                decode: { try $0.getRideStatusResponse($1) },
                failure: { INGetRideStatusIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().handle(intent: box.intent, completion: $0) })
    }

    /// Registers the observer, then asks the service to start; updates it writes before its
    /// answer have reached the observer when this returns.
    func startSendingUpdates(for intent: INGetRideStatusIntent, to observer: any INGetRideStatusIntentResponseObserver) {
        let box = IntentBox(intent: intent)
        queue.sync { connection.follow(with: observer) }
        notify("startSendingUpdates", box.intent)
    }

    /// Forgets the observer, then tells the service.
    func stopSendingUpdates(for intent: INGetRideStatusIntent) {
        queue.sync { connection.follow(with: nil) }
        notify("stopSendingUpdates", intent)
    }
}

extension BridgedHandler: INCancelRideIntentHandling {
    func confirm(cancelRide intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void) {
        let box = IntentBox(intent: intent)
        perform("confirm", intent, key: "response", completion: completion,
                decode: { try $0.cancelRideResponse($1) },
                failure: { INCancelRideIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().confirm(cancelRide: box.intent, completion: $0) })
    }

    func handle(cancelRide intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void) {
        let box = IntentBox(intent: intent)
        perform("handle", intent, key: "response", completion: completion,
                decode: { try $0.cancelRideResponse($1) },
                failure: { INCancelRideIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().handle(cancelRide: box.intent, completion: $0) })
    }
}

extension BridgedHandler: INSendRideFeedbackIntentHandling {
    func confirm(
        sendRideFeedback intent: INSendRideFeedbackIntent, completion: @escaping @Sendable (INSendRideFeedbackIntentResponse) -> Void
    ) {
        let box = IntentBox(intent: intent)
        perform("confirm", intent, key: "response", completion: completion,
                decode: { try $0.sendRideFeedbackResponse($1) },
                failure: { INSendRideFeedbackIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().confirm(sendRideFeedback: box.intent, completion: $0) })
    }

    func handle(
        sendRideFeedback intent: INSendRideFeedbackIntent, completion: @escaping @Sendable (INSendRideFeedbackIntentResponse) -> Void
    ) {
        let box = IntentBox(intent: intent)
        perform("handle", intent, key: "response", completion: completion,
                decode: { try $0.sendRideFeedbackResponse($1) },
                failure: { INSendRideFeedbackIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().handle(sendRideFeedback: box.intent, completion: $0) })
    }
}
