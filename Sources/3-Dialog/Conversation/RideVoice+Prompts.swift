import Foundation
import RideIntents
import RideLanguage

/// The words for prompts: the questions Hail asks, the choices it offers and why.
extension RideVoice {
    /// The words for a prompt.
    public func words(for prompt: Prompt) -> String {
        switch prompt {
        case .needsValue(let parameter, let reason):
            return needsValue(parameter, reason)
        case .unsupported(let parameter, let reason):
            return "\(explanation(of: reason)) \(question(for: parameter, instead: true))"
        case .choose(let parameter, let offers, let reason):
            return choose(parameter, offers, reason)
        case .confirmValue(_, let offer, let reason):
            switch reason {
            case .looselyMatched(let spoken): return "I couldn't find \(quoted(spoken)) exactly. Did you mean \(offer.label)?"
            case .inferred(let detail):
                let named = if case .rideOption = offer { "the \(offer.label)" } else { offer.label }
                return detail.isEmpty ? "Did you mean \(named)?" : "\(detail) Is \(named) OK?"
            }
        case .confirmLargeTip(let tip, let fare):
            return "A \(tip.formatted) tip is more than the \(fare.formatted) fare. Send it anyway?"
        case .offerRide(let offer):
            return "A ride to \(offer.label)?"
        case .confirmRide(let preview):
            let disclaimer = preview.rideOption?.disclaimerMessage.map { " \($0)" } ?? ""
            return "\(summary(of: preview))\(disclaimer) Shall I book it?"
        case .reconfirmRide:
            return "Shall I book it?"
        case .askWhatToChange:
            return "OK, what would you like to change?"
        case .confirmCancellation(let rideIdentifier, let fee):
            return "Your driver is already on the way, so cancelling ride \(rideIdentifier) costs \(fee.formatted). Cancel it anyway?"
        case .reconfirmCancellation(let rideIdentifier):
            return "Cancel ride \(rideIdentifier) for the fee?"
        case .chooseRideOption(let options):
            return RideOptionsVoice.choosePrompt(options)
        case .confirmRelistedOption(let option, let partySize):
            return RideOptionsVoice(appName: appName, now: now).offerAgain(option, partySize: partySize)
        case .confirmRefreshedRide(let preview):
            guard let option = preview.rideOption else { return "Shall I book it?" }
            return RideOptionsVoice(appName: appName, now: now).offerAgain(option, partySize: preview.partySize, listShown: false)
        }
    }

    /// "home" or "work" when the words name one of the rider's saved places ("home", "my work").
    static func savedPlaceWord(_ spoken: String) -> String? {
        var words = spoken.lowercased().split(whereSeparator: { !$0.isLetter })
        if words.count == 2, words[0] == "my" { words.removeFirst() }
        guard words.count == 1, let word = words.first, word == "home" || word == "work" else { return nil }
        return String(word)
    }

    func needsValue(_ parameter: RideParameter, _ reason: NeedsValueReason) -> String {
        switch reason {
        case .missing:
            return question(for: parameter, instead: false)
        case .notFound(let spoken):
            if let saved = Self.savedPlaceWord(spoken) {
                // NB: "home" and "work" name the rider's saved places, not places on a map: not found,
                // the rider has none saved, and "I couldn't find home" would blame the map.
                let ask = parameter == .dropOffLocation ? "Where should I take you?" : question(for: parameter, instead: false)
                return "You haven't saved \(saved == "home" ? "a home" : "a work") address. \(ask)"
            }
            return "I couldn't find \(quoted(spoken)) in \(ServiceRegion.current.shortAreaName). \(question(for: parameter, instead: false))"
        case .exactTimeRequired(let window):
            let end = window.endDate ?? window.startDate
            let calendar = ServiceTimeZone.calendar
            if calendar.startOfDay(for: window.startDate) == window.startDate,
               calendar.date(byAdding: .day, value: 1, to: window.startDate) == end {
                return "What time should the driver come? Any time on \(ServiceTimeZone.day(window.startDate))."
            }
            let until = calendar.isDate(end, inSameDayAs: window.startDate) ? ServiceTimeZone.clockTime(end)
                : calendar.startOfDay(for: end) == end && end.timeIntervalSince(window.startDate) <= 86_400 ? "midnight"
                : ServiceTimeZone.dateAndTime(end)
            return "What time should the driver come? Any time from \(ServiceTimeZone.dateAndTime(window.startDate)) to \(until)."
        case .partySizeRequired(let rideOption, let prompt, let tiers):
            var lines = ["The \(rideOption) is priced by party size:"]
            let width = tiers.map(\.sizeDescription.count).max() ?? 0
            for tier in tiers {
                lines.append("  \(tier.sizeDescription.padding(toLength: width, withPad: " ", startingAt: 0))  \(tier.priceRange.formatted)")
            }
            lines.append("\(prompt): how many passengers?")
            return lines.joined(separator: "\n")
        }
    }

    func question(for parameter: RideParameter, instead: Bool) -> String {
        switch parameter {
        case .pickupLocation: instead ? "Where should the driver pick you up instead?" : "Where should the driver pick you up?"
        case .dropOffLocation: instead ? "Where would you like to go instead?" : "Where to?"
        case .partySize: "How many passengers?"
        case .rideOptionName: "Which ride would you like?"
        case .paymentMethod: instead ? "Which card should I use instead?" : "Which card should I use?"
        case .scheduledPickupTime: "When should the driver come?"
        }
    }

    func explanation(of reason: UnsupportedReason) -> String {
        switch reason {
        case .outsideServiceArea(let place, let area):
            return "\(place) is outside \(appNamePossessive) service area (\(area))."
        case .sameAsPickup(let place):
            return "That's where you're being picked up (\(place))."
        case .partyTooLarge(let partySize, let rideOption, let capacity, _):
            return "A \(rideOption) holds up to \(capacity) \(passengers(capacity)), not \(partySize)."
        case .partyLargerThanAnyOption(let partySize, let largest):
            return "\(appNamePossessive) largest vehicle holds \(largest) passengers, not \(partySize)."
        case .invalidPartySize(let size):
            return "A ride needs at least one passenger (you said \(size))."
        case .unknownRideOption(let spoken, _):
            return "\(appName) doesn't offer \(quoted(spoken))."
        case .paymentMethodExpired(let method):
            let expiry = method.expiration.map { " in \($0.formatted)" } ?? ""
            return "Your \(method.displayName) expired\(expiry)."
        case .unknownPaymentMethod(let spoken, _):
            return "You have no card called \(quoted(spoken))."
        case .scheduledTimeOutOfRange(let detail):
            return "Sorry, \(detail)."
        case .refusedByService(let parameter, let value):
            switch parameter {
            case .pickupLocation: return "The ride service doesn't pick up at \(value)."
            case .dropOffLocation: return "The ride service doesn't go to \(value)."
            case .partySize: return "The ride service can't take a party of \(value)."
            case .rideOptionName: return "The ride service doesn't offer \(quoted(value))."
            case .paymentMethod: return "The ride service doesn't take \(value)."
            case .scheduledPickupTime: return "The ride service can't pick you up at \(value)."
            }
        }
    }

    func choose(_ parameter: RideParameter, _ offers: [Offer], _ reason: ChoiceReason) -> String {
        var lines: [String] = []
        switch reason {
        case .ambiguous(let spoken?) where parameter == .pickupLocation || parameter == .dropOffLocation:
            lines.append("There are \(offers.count) places called \(quoted(spoken)). Which one?")
        case .ambiguous(let spoken?) where parameter == .paymentMethod:
            lines.append("You have \(offers.count) cards that match \(quoted(spoken)). Which one?")
        case .ambiguous, .noneGiven:
            lines.append(question(for: parameter, instead: false))
        case .unsupported(let unsupported):
            switch unsupported {
            case .partyTooLarge(let size, _, _, _):
                lines.append("\(explanation(of: unsupported)) These fit \(size):")
            default:
                lines.append("\(explanation(of: unsupported)) Choose one of these:")
            }
        case .alternatives(let question, let current):
            let name = current.map { "the \($0)" } ?? "this ride"
            lines.append(question == .cheaperOptions ? "These cost less than \(name):" : "Other rides for this trip:")
        }
        for (index, offer) in offers.enumerated() {
            lines.append("  \(index + 1). \(line(for: offer))")
        }
        if case .alternatives(_, let current) = reason {
            lines.append("Choose one, or say no to keep \(current.map { "the \($0)" } ?? "this ride").")
        }
        return lines.joined(separator: "\n")
    }

    /// One line of an offered list: a ride option shows its price and pickup time.
    func line(for offer: Offer) -> String {
        guard case .rideOption(let option) = offer, let quote = quotes[option.vocabularyIdentifier ?? option.spokenPhrase] else {
            return offer.label
        }
        var text = "\(quote.name)"
        if let price = quote.priceRange { text += " – \(price.formatted)" }
        text += ", pickup \(ServiceTimeZone.clockTime(quote.estimatedPickupDate, relativeTo: now))"
        if quote.requiresBookingInApplication { text += " (booked in the \(appName) app)" }
        return text
    }
}
