import Foundation
import RideIntents
import RideLanguage

/// Hail's words: turns prompts, notices and intent responses into the sentences the user reads.
/// Everything the user sees in prose goes through here, so wording stays consistent. The app is
/// named as its `Info.plist` names it (`appName`), never as Hail.
public struct RideVoice: Sendable {
    /// The name said when no app was loaded (a grammar compiled without one, in tests and tools):
    /// Hail's simulated service, whose app `Apps/Hail` names it so too.
    public static let defaultAppName = "Hail"

    /// Current quotes per ride option name, so an offered list can show price and pickup time.
    public var quotes: [String: RideOption]
    /// Now, for "in 7 min".
    public var now: Date
    /// The app the ride is booked with ("Please finish this in the Pedicab app.").
    public var appName: String

    /// The app's name as an owner: "Hail's", "Bridgetown Rides'" (a name ending in s takes only
    /// the apostrophe).
    var appNamePossessive: String { appName.hasSuffix("s") ? "\(appName)'" : "\(appName)'s" }

    public init(quotes: [String: RideOption] = [:], appName: String = RideVoice.defaultAppName, now: Date) {
        self.quotes = quotes
        self.appName = appName
        self.now = now
    }

    // MARK: - Notices

    /// The words for a notice.
    public func words(for notice: Notice) -> String {
        switch notice {
        case .requestCancelled: "OK, I've cancelled that request."
        case .startingOver: "OK, let's start over."
        case .okay: "OK."
        case .notUnderstood: "Sorry, I didn't get that."
        case .answerYesOrNo: "Please answer yes or no."
        case .lineTooLong(let limit):
            "That's too long for me to follow: I read up to \(limit % 1024 == 0 ? "\(limit / 1024) KB" : "\(limit) bytes") at a time. Could you say it in fewer words?"
        case .didNotFollow(let words): words.isEmpty ? "Please answer yes or no." : "I didn't follow \(quoted(words)), so I haven't booked anything."
        case .serviceFault(let fault): "Ride service error: \(fault)"
        case .unplacedWords(let phrases):
            "I didn't understand \(phrases.map(quoted).joined(separator: " or ")), so I left \(phrases.count == 1 ? "it" : "them") out."
        case .pickFromList(let count): "Please pick one by number (1 to \(count)) or by name."
        case .choiceOutOfRange(let position, let count): "There's no number \(position); pick 1 to \(count)."
        case .noneOfThoseMatches(let words, let count): "None of those matches \"\(words)\"; pick one by number (1 to \(count)) or by name."
        case .severalOfThoseMatch(let words, let count): "More than one of those matches \"\(words)\"; pick one by number (1 to \(count)) or by name."
        case .help(let stage): help(for: stage)
        case .answer(let question, let preview): answer(question, preview)
        case .confirmFailed(let response): failure(response)
        case .booked(let status, let code): booked(status, code)
        case .bookingFailed(let response): failure(response)
        case .stuck: "Sorry, I got stuck on that request; please start again."
        case .requestDropped: "OK, I won't book it."
        case .oneStopPerRide(let stops): oneStopPerRide(stops)
        case .rideInProgress(let rideIdentifier): "You already have a ride in progress (\(rideIdentifier)): cancel it first or wait for it to finish."
        case .keepingRide(let preview): "OK, keeping the \(preview.rideOption?.name ?? "ride")."
        case .noOtherOptions(let question, let preview): noOtherOptions(question, preview)
        case .arrivalPlanned(let deadline, let pickup, let isLate):
            isLate
                ? "To arrive by \(ServiceTimeZone.clockTime(deadline, relativeTo: now)) you'd need to leave now, and you may arrive a little later."
                : "To arrive by \(ServiceTimeZone.clockTime(deadline, relativeTo: now)), I'll have the driver pick you up at \(ServiceTimeZone.clockTime(pickup, relativeTo: now))."
        case .arrivalAfterDeadline(let deadline, let dropOff):
            "Heads up: the service expects to drop you off at \(ServiceTimeZone.clockTime(dropOff, relativeTo: now)), after \(ServiceTimeZone.clockTime(deadline, relativeTo: now)). Say \"change the time\" for an earlier pickup."
        case .paymentMethods(let methods): paymentMethods(methods)
        case .cardsNeedATrip: "I can list your cards once I know the trip. Ask for a ride, for example \"get me a ride to \(ServiceRegion.current.exampleDestination)\"."
        case .onlyRides: "Sorry, I can only help with rides."
        case .outOfDomain: "Sorry, I can only help with rides. Try \"get me a ride to \(ServiceRegion.current.exampleDestination)\"."
        case .notUnderstoodIdle: "Sorry, I didn't understand that. Try \"get me a ride to \(ServiceRegion.current.exampleDestination)\", or type :help."
        case .nothingToConfirm: "There's nothing to confirm right now. Ask for a ride, for example \"get me a ride to \(ServiceRegion.current.exampleDestination)\"."
        case .noRequestToCancel: "There's no request to cancel. To cancel a booked ride, say \"cancel my ride\"."
        case .closing: "You're welcome!"
        case .rideStatus(let response): RideStatusVoice(appName: appName, now: now).words(for: response)
        case .rideAnswer(let question, let status): RideStatusVoice(appName: appName, now: now).answer(question, about: status)
        case .noRideBooked: "You don't have a ride booked. Ask for one, for example \"get me a ride to \(ServiceRegion.current.exampleDestination)\"."
        case .noRideToCancel: "You don't have a ride to cancel."
        case .cancellationRefused(let rideIdentifier, let reason): reason ?? "Sorry, ride \(rideIdentifier) can't be cancelled now."
        case .rideStaysBooked(let rideIdentifier): "OK, your ride \(rideIdentifier) stays booked."
        case .answerYesOrNoToCancel(let rideIdentifier): "Please answer yes or no: cancel ride \(rideIdentifier) for the fee?"
        case .cancellationDropped: "OK, I won't cancel your ride."
        case .rideCancelled(let rideIdentifier, let fee):
            "Ride \(rideIdentifier) is cancelled." + (fee.map { " A cancellation fee of \($0.formatted) applies." } ?? " There's no charge.")
        case .cancellationFailed(let rideIdentifier, let reason): reason ?? "Sorry, ride \(rideIdentifier) couldn't be cancelled."
        case .noRideToRate: "You have no ride to rate yet."
        case .rateWhenCompleted(let rideIdentifier): "You can rate ride \(rideIdentifier) once it's completed."
        case .howToRate: "How would you rate your ride? For example \"5 stars\" or \"tip $3\"."
        case .largeTipNotSent: "OK, I didn't send the tip."
        case .rideForSomeoneElse(let rider): "Booking for \(rider): the pickup and drop-off are theirs."
        case .oneCarPerRequest(let count):
            "A \(appName) request books one car, so I'll book the first of your \(count) now; then ask again for the next."
        case .ratingOutOfRange(let rating):
            "Ratings go from \(FeedbackStateMachine.starRange.lowerBound) to \(FeedbackStateMachine.starRange.upperBound) stars, so I didn't send \(rating). For example, say \"4 stars\"."
        case .feedbackFailed(let reason): reason ?? "Sorry, I couldn't send that feedback."
        case .feedbackSent(let rideIdentifier, let rating, let tip): feedbackSent(rideIdentifier, rating, tip)
        case .tipNeedsFare(let rideIdentifier, let percent):
            "I can't see the fare of ride \(rideIdentifier), so I can't work out \(percent)%. Say the tip in dollars, for example \"tip $3\"."
        case .nothingToFollow: "You don't have a ride under way to follow. Book one first, for example \"get me a ride to \(ServiceRegion.current.exampleDestination)\"."
        case .followingStarted(let rideIdentifier):
            "Following ride \(rideIdentifier) live: an update at each change and at least every 20 seconds of ride time. Say \"stop the updates\" (or :unwatch, Ctrl-C) to stop."
        case .notFollowing: "You're not following a ride."
        case .updatesStopped: "OK, no more updates."
        case .optionsNeedDestination: "Where to? Ride options depend on the trip, for example \"what rides are there to \(ServiceRegion.current.exampleOtherPlace)?\"."
        case .placeUnsupported(let reason): explanation(of: reason)
        case .placeNeedsValue(let parameter, let reason): needsValue(parameter, reason)
        case .placeAmbiguousForListing(let parameter, let places):
            "Which \(parameter == .pickupLocation ? "pickup" : "drop-off")? " + places.map(\.qualifiedName).joined(separator: "; ") + ". Name it more precisely."
        case .placeLooselyMatchedForListing(let place): "Did you mean \(place.qualifiedName)? Name it exactly to list rides."
        case .rideOptions(let response, let from, let to, let partySize, let asking):
            RideOptionsVoice(appName: appName, now: now).words(for: response, from: from, to: to, partySize: partySize, asking: asking)
        case .noOptionCarries(let partySize, let largest):
            "No ride carries \(partySize): \(appNamePossessive) largest vehicle holds \(largest) passengers. Book two rides, or fewer passengers."
        case .noRideForNow: "OK, no ride for now."
        case .noOptionNumbered(let position, let options): "There's no option \(position). \(RideOptionsVoice.choosePrompt(options))"
        case .notOnTheList(let name, let options): "\(name) isn't on the list. \(RideOptionsVoice.choosePrompt(options))"
        case .optionsShowPrices(let options): "Each option shows its price and pickup time above. \(RideOptionsVoice.choosePrompt(options))"
        case .optionsExpired(let expiry): "Those prices expired at \(ServiceTimeZone.clockTime(expiry)), so here they are again:"
        case .quoteExpired(let expiry): "That price expired at \(ServiceTimeZone.clockTime(expiry))."
        case .bookedInApp(let name):
            "The \(name) is booked in the \(appName) app: Maps would open \(appName) here to finish the booking. Choose another ride, or say cancel."
        case .optionTooSmall(let name, let capacity, let partySize):
            "The \(name) carries at most \(capacity), and you're \(partySize). Choose another ride."
        }
    }

    func oneStopPerRide(_ stops: [String]) -> String {
        let rest = stops.dropFirst().joined(separator: " and ")
        return "A \(appName) ride goes to one drop-off, so I can't add a stop at \(rest). I'll take you to \(stops.first ?? "the first stop") first; from there, ask for a ride to \(rest)."
    }

    func noOtherOptions(_ question: RideQuestion, _ preview: RideStatus) -> String {
        let name = preview.rideOption?.name ?? "ride"
        let party = preview.partySize.map { $0 > 1 ? " for \($0)" : "" } ?? ""
        return question == .cheaperOptions
            ? "The \(name) is already the cheapest ride\(party) for this trip."
            : "The \(name) is the only ride\(party) \(appName) can book for this trip here."
    }

    func paymentMethods(_ methods: [PaymentMethod]?) -> String {
        guard let methods else { return "Sorry, I can't see your cards right now." }
        guard !methods.isEmpty else { return "You have no card that can pay: add one in the \(appName) app." }
        return (["Your cards that can pay:"] + methods.map { "  \($0.labelWithNickname)" }).joined(separator: "\n")
    }

    func feedbackSent(_ rideIdentifier: String, _ rating: Int?, _ tip: CurrencyAmount?) -> String {
        var parts: [String] = []
        if let rating { parts.append("a rating of \(rating)") }
        if let tip { parts.append("a \(tip.formatted) tip") }
        return "Thanks! I sent \(parts.joined(separator: " and ")) for ride \(rideIdentifier)."
    }

    func help(for stage: DialogStage) -> String {
        switch stage {
        case .idle:
            return "Ask for a ride, for example \"get me a ride to \(ServiceRegion.current.exampleDestination)\" or \"an SUV from \(ServiceRegion.current.exampleOrigin) to \(ServiceRegion.current.exampleOtherPlace) for 4, on my Amex\". You can also ask \"where's my ride?\", \"cancel my ride\", or type :help for commands."
        case .awaitingValue(let parameter):
            return "I need the \(parameterName(parameter)) to go on. Answer the question, say \"cancel\" to stop, or change anything else you said."
        case .awaitingRideOptionsChoice:
            return "Choose a ride by number (\"2\") or name (\"the SUV\"), or say \"cancel\"."
        case .awaitingChoice:
            return "Pick one by number (\"2\", \"the second one\") or by name, or say \"cancel\"."
        case .awaitingValueConfirmation, .awaitingCancellationConfirmation, .awaitingTipConfirmation:
            return "Answer yes or no, or say \"cancel\"."
        case .awaitingConfirmation:
            return "Say \"yes\" to book, \"no\" to change something, or ask \"how much?\", \"how long until it gets here?\" or \"how long is the ride?\"."
        case .awaitingChange:
            return "Say what to change, for example \"to the airport\", \"make it 3 people\" or \"use my Visa\"."
        }
    }

    func parameterName(_ parameter: RideParameter) -> String {
        switch parameter {
        case .pickupLocation: "pickup place"
        case .dropOffLocation: "destination"
        case .partySize: "number of passengers"
        case .rideOptionName: "kind of ride"
        case .paymentMethod: "card"
        case .scheduledPickupTime: "pickup time"
        }
    }

    func answer(_ question: RideQuestion, _ status: RideStatus?) -> String {
        guard let status else {
            return "I'll know once I have the whole ride."
        }
        switch question {
        case .cheaperOptions, .otherOptions, .paymentMethods:
            return "I'll know once I have the whole ride."
        case .fare:
            guard let option = status.rideOption, let price = price(of: status) else { return "I don't have a price yet." }
            var text = "The \(option.name) costs \(price.formatted)"
            if let items = option.fareLineItems, !items.isEmpty {
                text += ": " + items.map { "\($0.title) \($0.price.formatted)" }.joined(separator: ", ")
            }
            return text + "."
        case .eta:
            guard let pickup = status.estimatedPickupDate else { return "I don't have a pickup time yet." }
            return "A driver can be there at \(ServiceTimeZone.clockTime(pickup)), \(relative(pickup))."
        case .duration, .arrival:
            guard let pickup = status.estimatedPickupDate, let dropOff = status.estimatedDropOffDate else {
                return "I don't know how long the ride takes yet."
            }
            return "The ride takes about \(ServiceTimeZone.duration(dropOff.timeIntervalSince(pickup))); you'd arrive around \(ServiceTimeZone.clockTime(dropOff))."
        case .distance:
            guard let pickup = status.estimatedPickupDate else { return "I don't know where the nearest car is yet." }
            return "The nearest car can be there at \(ServiceTimeZone.clockTime(pickup)), \(relative(pickup))."
        case .vehicle, .driver:
            return "You'll get the driver and the car as soon as the ride is booked."
        }
    }

    /// "in 7 min" or "now".
    func relative(_ date: Date) -> String {
        let seconds = date.timeIntervalSince(now)
        return seconds < 30 ? "now" : "in \(ServiceTimeZone.duration(seconds))"
    }

    /// The price for the party, from the tier when the option prices by party size.
    func price(of status: RideStatus) -> PriceRange? {
        guard let option = status.rideOption else { return nil }
        if let size = status.partySize, let tier = option.partySizeOption(for: size) { return tier.priceRange }
        return option.priceRange
    }

    /// "SUV for 4 from Ferry Building to San Francisco International Airport, paid with Amex •••• 1005
    /// (work card): $78.40, pickup at 9:07 AM."
    public func summary(of status: RideStatus) -> String {
        var text = status.rideOption?.name ?? "Ride"
        if let size = status.partySize { text += " for \(size)" }
        if let pickup = status.pickupLocation { text += " from \(pickup.name)" }
        if let dropOff = status.dropOffLocation { text += " to \(dropOff.name)" }
        if let method = status.paymentMethod { text += ", paid with \(method.labelWithNickname)" }
        var facts: [String] = []
        if let price = price(of: status) { facts.append(price.formatted) }
        facts += pickupTime(of: status).map { ["pickup at \($0)"] } ?? []
        return facts.isEmpty ? "\(text)." : "\(text): \(facts.joined(separator: ", "))."
    }

    /// "9:07 AM (in 7 min)", or "7:30 AM tomorrow" for a scheduled ride; says so when a requested
    /// time is sooner than a car can get there.
    func pickupTime(of status: RideStatus) -> String? {
        guard let pickup = status.estimatedPickupDate ?? status.scheduledPickupTime?.startDate else { return nil }
        var text = ServiceTimeZone.clockTime(pickup, relativeTo: now)
        if pickup.timeIntervalSince(now) < 3600 { text += " (\(relative(pickup)))" }
        if let asked = status.scheduledPickupTime?.startDate, pickup.timeIntervalSince(asked) > 60 {
            text += ", the soonest a car can be there"
        }
        return text
    }

    func booked(_ status: RideStatus, _ code: RequestRideIntentResponseCode) -> String {
        var lines: [String] = []
        let from = status.pickupLocation?.name ?? "your location"
        if code == .inProgress || status.phase == .received {
            lines.append("Requested. Ride \(status.rideIdentifier) is received; a driver will be assigned closer to the time.")
            if let time = pickupTime(of: status) { lines.append("Pickup at \(time) from \(from).") }
        } else {
            lines.append("Booked! Ride \(status.rideIdentifier) is \(status.phase.name).")
            if let driver = status.driver {
                var text = "Your driver is \(driver.displayName)"
                if let rating = driver.rating { text += " (rated \(rating))" }
                if let vehicle = status.vehicle { text += ", in a \(vehicle.description)" }
                lines.append(text + ".")
            }
            if let time = pickupTime(of: status) { lines.append("Pickup at \(time) from \(from).") }
        }
        if let price = price(of: status) {
            lines.append("Fare: \(price.formatted)\(status.paymentMethod.map { ", on your \($0.labelWithNickname)" } ?? "").")
        }
        return lines.joined(separator: "\n")
    }

    /// The words for a failed confirm or handle.
    public func failure(_ response: RequestRideIntentResponse) -> String {
        switch response.code {
        case .failureRequiringAppLaunchNoServiceInArea:
            let place = response.rideStatus?.pickupLocation?.name ?? "Your pickup place"
            return "Sorry, \(appName) has no service in your area: \(place) is outside \(ServiceRegion.current.areaName). Open the \(appName) app to choose another pickup."
        case .failureRequiringAppLaunchPreviousRideNeedsCompletion:
            let ride = response.rideStatus.map { " (\($0.rideIdentifier))" } ?? ""
            if response.rideStatus?.phase == .received {
                return "You already have a ride booked around that time\(ride). Pick another time, or cancel that ride first."
            }
            return "You already have a ride in progress\(ride). Finish or cancel it before booking another."
        case .failureRequiringAppLaunchServiceTemporarilyUnavailable:
            return "Sorry, \(appName) is temporarily unavailable. Please try again in a few minutes."
        case .failureRequiringAppLaunchRideScheduledTooFar:
            return "Sorry, that pickup is too far ahead: \(appName) books rides up to 30 days in advance. Open the \(appName) app to schedule it."
        case .failureRequiringAppLaunchMustVerifyCredentials:
            return "Please open the \(appName) app and sign in first."
        case .failureRequiringAppLaunch:
            if let option = response.rideStatus?.rideOption, option.requiresBookingInApplication {
                return "\(option.name) rides are booked in the \(appName) app: open it to finish booking."
            }
            return "Please finish this in the \(appName) app."
        default:
            return "Sorry, \(appName) couldn't book that ride."
        }
    }

    func quoted(_ text: String) -> String { "\"\(text)\"" }

    func passengers(_ count: Int) -> String { count == 1 ? "passenger" : "passengers" }
}
