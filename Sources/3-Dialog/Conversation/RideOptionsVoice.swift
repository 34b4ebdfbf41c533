import Foundation
import RideIntents

/// Words for a list of ride options, as Maps would show them: each option's name, price or price
/// range, pickup time, special pricing, disclaimer, party-size tiers with their selection prompt
/// and fare line items; when the list expires; and how to choose.
public struct RideOptionsVoice: Sendable {
    public var now: Date
    /// The app the rides are booked with.
    public var appName: String

    public init(appName: String = RideVoice.defaultAppName, now: Date) {
        self.appName = appName
        self.now = now
    }

    /// The answer to a list-ride-options intent; `partySize` (when Maps was given one) prices each
    /// option for that party and notes the options too small for it.
    /// `asking` ends the list with how to choose.
    public func words(for response: ListRideOptionsIntentResponse, from pickup: Placemark, to dropOff: Placemark, partySize: Int? = nil, asking: Bool = true) -> String {
        switch response.code {
        case .success, .ready:
            break
        case .failureRequiringAppLaunchNoServiceInArea:
            return "Sorry, \(appName) has no service between \(pickup.name) and \(dropOff.name)."
        case .failureRequiringAppLaunchServiceTemporarilyUnavailable:
            return "Sorry, \(appName) is temporarily unavailable. Please try again in a few minutes."
        case .failureRequiringAppLaunchPreviousRideNeedsCompletion:
            return "You already have a ride in progress. Finish or cancel it first."
        case .failurePreviousRideNeedsFeedback:
            return "Please rate your last ride first, for example \"rate my driver 5 stars\"."
        default:
            return "Sorry, \(appName) couldn't list ride options right now."
        }
        let options = response.rideOptions ?? []
        guard !options.isEmpty else { return "Sorry, no rides are available from \(pickup.name) to \(dropOff.name) right now." }
        var heading = "Rides from \(pickup.name) to \(dropOff.name)"
        if let partySize { heading += " for \(partySize)" }
        var lines = [heading + ":"]
        for (index, option) in options.enumerated() {
            lines += describe(option, number: index + 1, partySize: partySize)
        }
        let validity = response.expirationDate.map { "Prices valid until \(ServiceTimeZone.clockTime($0))." }
        let last = [validity, asking ? Self.choosePrompt(options) : nil].compactMap { $0 }.joined(separator: " ")
        if !last.isEmpty { lines.append(last) }
        return lines.joined(separator: "\n")
    }

    /// One option: a headline, then its details indented under it.
    func describe(_ option: RideOption, number: Int, partySize: Int?) -> [String] {
        var headline = "  \(number). \(option.name)"
        let tier = partySize.flatMap(option.partySizeOption(for:))
        if let price = tier?.priceRange ?? option.priceRange { headline += " – \(price.formatted)" }
        headline += ", pickup \(ServiceTimeZone.clockTime(option.estimatedPickupDate)) (\(relative(option.estimatedPickupDate)))"
        if let special = option.specialPricing { headline += " · \(special)" }
        if option.requiresBookingInApplication { headline += " · book in the \(appName) app" }
        if let partySize, partySize > option.maximumPartySize { headline += " · carries at most \(option.maximumPartySize)" }
        var lines = [headline]
        if let disclaimer = option.disclaimerMessage { lines.append("     \(disclaimer)") }
        if let tiers = option.availablePartySizeOptions, !tiers.isEmpty {
            let prompt = option.availablePartySizeOptionsSelectionPrompt ?? "Party size"
            lines.append("     \(prompt): " + tiers.map { "\($0.sizeDescription) \($0.priceRange.formatted)" }.joined(separator: " · "))
        }
        if var items = option.fareLineItems, !items.isEmpty {
            // The line items are one passenger's; a larger party's tier adds its own line.
            if let tier, partySize != nil, tier.priceRange.minimumPrice != items.total {
                let extra = tier.priceRange.minimumPrice.minorUnits - items.total.minorUnits
                items.append(RideFareLineItem(
                    title: "Extra passengers (\(tier.sizeDescription))",
                    price: CurrencyAmount(minorUnits: extra, currencyCode: items.total.currencyCode)
                ))
            }
            let sum = items.map { "\($0.title) \($0.price.formatted)" }.joined(separator: " + ")
            lines.append("     \(sum) = \(items.total.formatted)")
        }
        return lines
    }

    /// The option chosen from an expired list, at its new price: "The Standard is now $8.10,
    /// pickup 9:12 AM (in 2 min). Book it?", and the list to choose from when it is shown.
    public func offerAgain(_ option: RideOption, partySize: Int?, listShown: Bool = true) -> String {
        let tier = partySize.flatMap(option.partySizeOption(for:))
        let price = (tier?.priceRange ?? option.priceRange).map { " now \($0.formatted)," } ?? ""
        let pickup = "pickup \(ServiceTimeZone.clockTime(option.estimatedPickupDate)) (\(relative(option.estimatedPickupDate)))"
        return "The \(option.name) is\(price) \(pickup). Book it?\(listShown ? " Or choose another from the list." : "")"
    }

    /// How to choose from the list, with examples drawn from it.
    public static func choosePrompt(_ options: [RideOption]) -> String {
        let example = options.count > 1 ? options[1].name : options.first?.name ?? "Standard"
        return "Choose one by number or name, for example \"\(min(2, options.count))\" or \"the \(example)\"."
    }

    private func relative(_ date: Date) -> String {
        let seconds = date.timeIntervalSince(now)
        return seconds < 30 ? "now" : "in \(ServiceTimeZone.duration(seconds))"
    }
}
