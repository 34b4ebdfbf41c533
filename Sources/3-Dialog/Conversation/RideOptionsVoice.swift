import Foundation
import RideIntents

/// Words for a list of ride options, as Maps would show them: name, pickup time, price or price
/// range, disclaimer, party-size tiers, and when the list expires.
public struct RideOptionsVoice: Sendable {
    public var now: Date

    public init(now: Date) {
        self.now = now
    }

    /// The answer to a list-ride-options intent.
    public func words(for response: ListRideOptionsIntentResponse, from pickup: Placemark, to dropOff: Placemark) -> String {
        switch response.code {
        case .success, .ready:
            break
        case .failureRequiringAppLaunchNoServiceInArea:
            return "Sorry, Hail has no service between \(pickup.name) and \(dropOff.name)."
        case .failureRequiringAppLaunchServiceTemporarilyUnavailable:
            return "Sorry, Hail is temporarily unavailable. Please try again in a few minutes."
        case .failureRequiringAppLaunchPreviousRideNeedsCompletion:
            return "You already have a ride in progress. Finish or cancel it first."
        case .failurePreviousRideNeedsFeedback:
            return "Please rate your last ride first, for example \"rate my driver 5 stars\"."
        default:
            return "Sorry, Hail couldn't list ride options right now."
        }
        let options = response.rideOptions ?? []
        guard !options.isEmpty else { return "Sorry, no rides are available from \(pickup.name) to \(dropOff.name) right now." }
        var lines = ["Rides from \(pickup.name) to \(dropOff.name):"]
        for (index, option) in options.enumerated() {
            var line = "  \(index + 1). \(option.name)"
            if let price = option.priceRange { line += " – \(price.formatted)" }
            line += ", pickup \(ServiceTimeZone.clockTime(option.estimatedPickupDate))"
            if let special = option.specialPricing { line += " [\(special)]" }
            if option.requiresBookingInApplication { line += " (booked in the Hail app)" }
            lines.append(line)
            if let disclaimer = option.disclaimerMessage { lines.append("     \(disclaimer)") }
            if let tiers = option.availablePartySizeOptions, !tiers.isEmpty {
                lines.append("     " + tiers.map { "\($0.sizeDescription) \($0.priceRange.formatted)" }.joined(separator: " · "))
            }
        }
        if let expiry = response.expirationDate {
            lines.append("Prices valid until \(ServiceTimeZone.clockTime(expiry)).")
        }
        return lines.joined(separator: "\n")
    }
}
