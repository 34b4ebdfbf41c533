#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation

class RideIntentHandler: INExtension, INListRideOptionsIntentHandling, INRequestRideIntentHandling {
    override func handler(for intent: INIntent) -> Any {
        return self
    }

    // Maps asks for the rides on offer: completion-handler form.
    func handle(intent: INListRideOptionsIntent, completion: @escaping (INListRideOptionsIntentResponse) -> Void) {
        let compact = INRideOption(name: "Compact", estimatedPickupDate: Date(timeIntervalSinceNow: 5 * 60))
        compact.priceRange = INPriceRange(price: NSDecimalNumber(value: 18.5), currencyCode: "USD")
        compact.disclaimerMessage = "Vehicle can carry only 1 passenger."
        let response = INListRideOptionsIntentResponse(code: .success, userActivity: nil)
        response.rideOptions = [compact]
        completion(response)
    }

    // Siri resolves the party size: async form.
    func resolvePartySize(for intent: INRequestRideIntent) async -> INIntegerResolutionResult {
        guard let partySize = intent.partySize else { return .needsValue() }
        return partySize == 1 ? .success(with: partySize) : .unsupported()
    }

    func handle(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        let status = INRideStatus()
        status.rideIdentifier = UUID().uuidString
        status.phase = .confirmed
        status.rideOption = INRideOption(name: "Compact", estimatedPickupDate: Date(timeIntervalSinceNow: 5 * 60))
        let response = INRequestRideIntentResponse(code: .success, userActivity: nil)
        response.rideStatus = status
        return response
    }
}
