import Foundation
import HailIntents

/// `INRequestRideIntent`: five resolvers, `confirm` and `handle`, each one request.
extension BridgedHandler: INRequestRideIntentHandling {
    func resolvePickupLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        let box = IntentBox(intent: intent)
        perform("resolvePickupLocation", intent, key: "resolution", completion: completion,
                decode: { try $0.placemarkResolution($1) },
                unimplemented: { SiriKitDefaults().resolvePickupLocation(for: box.intent, with: $0) })
    }

    func resolveDropOffLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        let box = IntentBox(intent: intent)
        perform("resolveDropOffLocation", intent, key: "resolution", completion: completion,
                decode: { try $0.placemarkResolution($1) },
                unimplemented: { SiriKitDefaults().resolveDropOffLocation(for: box.intent, with: $0) })
    }

    func resolveRideOptionName(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        let box = IntentBox(intent: intent)
        perform("resolveRideOptionName", intent, key: "resolution", completion: completion,
                decode: { try $0.speakableStringResolution($1) },
                unimplemented: { SiriKitDefaults().resolveRideOptionName(for: box.intent, with: $0) })
    }

    func resolvePartySize(for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void) {
        let box = IntentBox(intent: intent)
        perform("resolvePartySize", intent, key: "resolution", completion: completion,
                decode: { try $0.integerResolution($1) },
                unimplemented: { SiriKitDefaults().resolvePartySize(for: box.intent, with: $0) })
    }

    func resolveScheduledPickupTime(
        for intent: INRequestRideIntent,
        with completion: @escaping @Sendable (INDateComponentsRangeResolutionResult) -> Void
    ) {
        let box = IntentBox(intent: intent)
        perform("resolveScheduledPickupTime", intent, key: "resolution", completion: completion,
                decode: { try $0.dateComponentsRangeResolution($1) },
                unimplemented: { SiriKitDefaults().resolveScheduledPickupTime(for: box.intent, with: $0) })
    }

    func confirm(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void) {
        let box = IntentBox(intent: intent)
        perform("confirm", intent, key: "response", completion: completion,
                decode: { try $0.requestRideResponse($1) },
                failure: { INRequestRideIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().confirm(intent: box.intent, completion: $0) })
    }

    func handle(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void) {
        let box = IntentBox(intent: intent)
        perform("handle", intent, key: "response", completion: completion,
                decode: { try $0.requestRideResponse($1) },
                failure: { INRequestRideIntentResponse(code: .failure, userActivity: nil) },
                unimplemented: { SiriKitDefaults().handle(intent: box.intent, completion: $0) })
    }
}
