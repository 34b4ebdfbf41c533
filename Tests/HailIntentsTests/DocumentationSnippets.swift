// The Swift listings of the DocC article WritingAnExtension.md (HailIntents.docc), compiled;
// DocumentationSnippetTests checks that each listing there appears here word for word.

#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(os)
import os
#endif

final class RideOptionsHandler: NSObject, INListRideOptionsIntentHandling {
    func handle(intent: INListRideOptionsIntent,
                completion: @escaping (INListRideOptionsIntentResponse) -> Void) {
        let compact = INRideOption(name: "Compact", estimatedPickupDate: Date(timeIntervalSinceNow: 300))
        compact.priceRange = INPriceRange(price: NSDecimalNumber(value: 18.5), currencyCode: "USD")
        compact.disclaimerMessage = "Vehicle can carry only 1 passenger."
        let response = INListRideOptionsIntentResponse(code: .success, userActivity: nil)
        response.rideOptions = [compact]
        response.expirationDate = Date(timeIntervalSinceNow: 300)
        completion(response)
    }
}

final class PartySizeResolver: NSObject, INRequestRideIntentHandling {
    func resolvePartySize(for intent: INRequestRideIntent) async -> INIntegerResolutionResult {
        guard let partySize = intent.partySize else { return .needsValue() }
        return partySize <= 4 ? .success(with: partySize) : .unsupported()
    }

    func handle(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        INRequestRideIntentResponse(code: .failureRequiringAppLaunchNoServiceInArea, userActivity: nil)
    }
}

func tier(of option: INRideOption, for partySize: Int) -> INRidePartySizeOption? {
    option.availablePartySizeOptions?.first { tier in
        let smallest = max(1, tier.partySizeRange.location)
        let largest = max(smallest, tier.partySizeRange.location + tier.partySizeRange.length)
        return (smallest...largest).contains(partySize)
    }
}

func donateBooking(_ intent: INRequestRideIntent, _ response: INRequestRideIntentResponse) {
    let interaction = INInteraction(intent: intent, response: response)
    interaction.donate { error in
        if let error { print("The booking was not donated: \(error)") }
    }
}
