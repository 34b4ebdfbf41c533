import Foundation
import RideIntents
import RideLanguage

/// Maps' part as a state machine: resolve the trip's two places, list the ride options, let the
/// user choose one (by number, name or "the last one"), list again when the prices expired, hand
/// over to the app for an option booked there, and send the request with Maps' values.
///
/// It performs no I/O: each event returns the `Action`s the caller performs, feeding each
/// service answer back as the next event.
public struct RideOptionsStateMachine: Sendable {
    /// What the caller does next.
    public enum Action: Hashable, Sendable {
        /// Resolve the pickup and drop-off of this intent, then `placesResolved(pickup:dropOff:)`.
        case resolvePlaces(ListRideOptionsIntent)
        /// Send a list-ride-options intent for the trip, then `listed(_:)`.
        case list(from: Placemark, to: Placemark)
        /// Send a get-ride-status intent (the list was refused for a ride under way, to name it),
        /// then `rideLookedUp(_:)`.
        case lookUpRide
        /// Start the request-ride dialog with Maps' values; `toResolve` names what the app must
        /// still resolve; `agreedPrice`, a price the user already said yes to (book at it at once);
        /// `pricesValidUntil`, when the list's prices expire.
        case requestRide(RequestRideIntent, toResolve: Set<RideParameter>, agreedPrice: PriceRange?, pricesValidUntil: Date?)
        /// The utterance is not an answer to the list: the list is dropped and the dialog reads
        /// it afresh.
        case reroute(Understanding)
        /// A line for the trace.
        case trace(String)
        /// Tell the user something.
        case say(Notice)
        /// Ask the user; the machine waits for their answer.
        case ask(Prompt)
    }

    private enum State: Hashable, Sendable {
        case idle
        case resolvingPlaces(ListRideOptionsIntent, Request)
        /// Listing; `rechoice` names the option chosen from a list that had expired.
        case listing(from: Placemark, to: Placemark, Request, rechoice: String?)
        /// The list was refused for a ride under way; looking it up to name it.
        case lookingUpRide(refusal: Notice)
        /// The list is shown; waiting for the user's choice.
        case awaitingChoice(RideOptionsListing)
        /// The list expired when the user chose this option: listed again, it is offered at its
        /// new price; waiting for a yes (or another choice).
        case awaitingRechoice(RideOptionsListing, RideOption)
    }

    /// What Maps was asked for.
    private struct Request: Hashable, Sendable {
        var partySize: Int?
        /// Whether the list waits for a choice (the REPL) or is only shown (`hail options`).
        var waitsForChoice: Bool
    }

    private var state: State = .idle

    public init() {}

    /// Whether a list waits for the user's choice.
    // NB: read from the state, not as `listing != nil`, which copies the listing out to test it.
    public var isAwaitingChoice: Bool {
        switch state {
        case .awaitingChoice, .awaitingRechoice: true
        default: false
        }
    }

    /// The options shown, while a choice is awaited.
    public var options: [RideOption]? { listing?.options }

    private var listing: RideOptionsListing? {
        switch state {
        case .awaitingChoice(let listing), .awaitingRechoice(let listing, _): listing
        default: nil
        }
    }

    /// The question waiting on the user.
    public var pendingPrompt: Prompt? {
        switch state {
        case .awaitingChoice(let listing): .chooseRideOption(listing.options)
        case .awaitingRechoice(let listing, let option): .confirmRelistedOption(option, partySize: listing.partySize)
        default: nil
        }
    }

    /// What the question waiting expects: a choice, or a yes for an option offered again.
    public var expectation: DialogExpectation? {
        switch state {
        case .awaitingChoice: .choice
        case .awaitingRechoice: .confirmation
        default: nil
        }
    }

    // MARK: - Events

    /// Lists the options from `pickup` (the current location when `nil`) to `dropOff`.
    /// `waitsForChoice` false only shows the list (`hail options`): it asks nothing.
    public mutating func start(from pickup: PlaceMention?, to dropOff: PlaceMention, partySize: Int?, waitsForChoice: Bool = true) -> [Action] {
        var intent = ListRideOptionsIntent()
        intent.pickupLocation = pickup.flatMap(AnswerReader.placemark(for:))
        intent.dropOffLocation = AnswerReader.placemark(for: dropOff)
        state = .resolvingPlaces(intent, Request(partySize: partySize, waitsForChoice: waitsForChoice))
        return [.resolvePlaces(intent)]
    }

    /// "what rides are there to Oakland?"
    public mutating func start(with understanding: Understanding) -> [Action] {
        guard let dropOff = understanding.slots.dropOff else {
            state = .idle
            return [.say(.optionsNeedDestination)]
        }
        return start(from: understanding.slots.pickup, to: dropOff, partySize: understanding.slots.partySize)
    }

    /// The service resolved the trip's places.
    public mutating func placesResolved(pickup: ResolutionResult<Placemark>, dropOff: ResolutionResult<Placemark>) -> [Action] {
        guard case .resolvingPlaces(let intent, let request) = state else { return [] }
        if case .unsupported(.outsideServiceArea) = pickup, let to = intent.dropOffLocation {
            // Maps still asks for the list; the service answers that it has no service there.
            return list(from: intent.pickupLocation ?? Placemark(name: "your location"), to: to, request)
        }
        if case .unsupported(.outsideServiceArea) = dropOff, let from = pickup.resolvedValue ?? intent.pickupLocation, let to = intent.dropOffLocation {
            return list(from: from, to: to, request)
        }
        guard let from = pickup.resolvedValue, let to = dropOff.resolvedValue else {
            state = .idle
            var actions: [Action] = []
            for (parameter, result) in [(RideParameter.pickupLocation, pickup), (.dropOffLocation, dropOff)] {
                switch result {
                case .unsupported(let reason): actions.append(.say(.placeUnsupported(reason)))
                case .needsValue(let reason): actions.append(.say(.placeNeedsValue(parameter, reason)))
                case .disambiguation(let places): actions.append(.say(.placeAmbiguousForListing(parameter, places)))
                case .confirmationRequired(let place, _): actions.append(.say(.placeLooselyMatchedForListing(place)))
                default: break
                }
            }
            return actions
        }
        return list(from: from, to: to, request)
    }

    /// The service answered the list-ride-options intent.
    public mutating func listed(_ response: ListRideOptionsIntentResponse) -> [Action] {
        guard case .listing(let from, let to, let request, let rechoice) = state else { return [] }
        state = .idle
        let partySize = request.partySize
        // One order everywhere: cheapest first for the party, as the request dialog offers them.
        var response = response
        response.rideOptions = response.rideOptions.map { Self.cheapestFirst($0, partySize: partySize) }
        let options = response.rideOptions ?? []
        if response.code == .failureRequiringAppLaunchPreviousRideNeedsCompletion {
            state = .lookingUpRide(refusal: .rideOptions(response, from: from, to: to, partySize: partySize, asking: false))
            return [.lookUpRide]
        }
        guard response.code == .success, !options.isEmpty else {
            return [.say(.rideOptions(response, from: from, to: to, partySize: partySize, asking: false))]
        }
        if let partySize, let largest = options.map(\.maximumPartySize).max(), largest < partySize {
            return [
                .say(.rideOptions(response, from: from, to: to, partySize: partySize, asking: false)),
                .say(.noOptionCarries(partySize: partySize, largest: largest)),
            ]
        }
        guard request.waitsForChoice else {
            return [.say(.rideOptions(response, from: from, to: to, partySize: partySize, asking: false))]
        }
        let listing = RideOptionsListing(response: response, pickup: from, dropOff: to, partySize: partySize)
        if let rechoice, let option = options.first(where: { $0.name == rechoice }) {
            state = .awaitingRechoice(listing, option)
            return [
                .say(.rideOptions(response, from: from, to: to, partySize: partySize, asking: false)),
                .ask(.confirmRelistedOption(option, partySize: partySize)),
            ]
        }
        state = .awaitingChoice(listing)
        return [.say(.rideOptions(response, from: from, to: to, partySize: partySize, asking: true))]
    }

    /// The options sorted by their price for the party, cheapest first (unpriced ones last, in
    /// the order given).
    public static func cheapestFirst(_ options: [RideOption], partySize: Int?) -> [RideOption] {
        let list = ChoiceList(rideOptions: options, partySize: partySize)
        return options.indices
            .sorted { (list.items[$0].price ?? .max, $0) < (list.items[$1].price ?? .max, $1) }
            .map { options[$0] }
    }

    /// The ride status lookup answered: the ride under way is named, as a request names it.
    public mutating func rideLookedUp(_ response: GetRideStatusIntentResponse) -> [Action] {
        guard case .lookingUpRide(let refusal) = state else { return [] }
        state = .idle
        if let ride = response.rideStatus, ride.isActive { return [.say(.rideInProgress(rideIdentifier: ride.rideIdentifier))] }
        return [.say(refusal)]
    }

    /// The user answered while the list waits for a choice.
    public mutating func userSaid(_ understanding: Understanding, now: Date) -> [Action] {
        guard let listing else { return [] }
        let answer = AnswerReader(understanding)
        if case .awaitingRechoice(_, let option) = state, understanding.slots.isEmpty, understanding.choice == nil {
            switch answer.bareAnswer {
            case .yes: return choose(option, from: listing, now: now, agreed: true)
            case .no:
                state = .awaitingChoice(listing)
                return [.ask(.chooseRideOption(listing.options))]
            case nil: break
            }
        }
        if understanding.command == .cancel {
            state = .idle
            return [.say(.noRideForNow)]
        }
        if understanding.command == .help {
            return [.ask(.chooseRideOption(listing.options))]
        }
        state = .awaitingChoice(listing)
        let slots = understanding.slots
        if slots.dropOff != nil || slots.pickup != nil || (understanding.intent != nil && understanding.intent != .requestRide) {
            // A new trip or another request: the list is dropped.
            state = .idle
            return [.reroute(understanding)]
        }
        switch answer.pick(from: listing.choices) {
        case .item(let index):
            return choose(listing.options[index], from: listing, now: now)
        case .outOfRange(let position):
            return [.say(.noOptionNumbered(position, listing.options))]
        case .unknown(let name):
            return [.say(.notOnTheList(name, listing.options))]
        case .none:
            if !understanding.questions.isEmpty {
                return [.say(.optionsShowPrices(listing.options))]
            }
            if understanding.answer == .no {
                state = .idle
                return [.say(.noRideForNow)]
            }
            return [.ask(.chooseRideOption(listing.options))]
        }
    }

    /// Ctrl-C: the list is dropped.
    public mutating func abandon() -> [Action] {
        guard isAwaitingChoice else { return [] }
        state = .idle
        return [.say(.noRideForNow)]
    }

    /// Forgets the list without a word.
    public mutating func reset() {
        state = .idle
    }

    // MARK: - Choosing

    private mutating func list(from: Placemark, to: Placemark, _ request: Request, rechoice: String? = nil) -> [Action] {
        state = .listing(from: from, to: to, request, rechoice: rechoice)
        return [.list(from: from, to: to)]
    }

    /// `agreed`: the user said yes to the option at the price it was offered again at.
    private mutating func choose(_ option: RideOption, from listing: RideOptionsListing, now: Date, agreed: Bool = false) -> [Action] {
        if let expiry = listing.response.expirationDate, now >= expiry {
            return [
                .trace("ride options expired at \(ServiceTimeZone.clockTimeWithSeconds(expiry)); listing again"),
                .say(.optionsExpired(at: expiry)),
            ] + list(from: listing.pickup, to: listing.dropOff, Request(partySize: listing.partySize, waitsForChoice: true), rechoice: option.name)
        }
        if option.requiresBookingInApplication {
            return [
                .trace("\(option.name) requires booking in the app (userActivityForBookingInApplication)"),
                .say(.bookedInApp(optionName: option.name)),
            ]
        }
        if let partySize = listing.partySize, partySize > option.maximumPartySize {
            return [.say(.optionTooSmall(optionName: option.name, capacity: option.maximumPartySize, partySize: partySize))]
        }
        state = .idle
        let intent = RequestRideIntent(
            pickupLocation: listing.pickup,
            dropOffLocation: listing.dropOff,
            rideOptionName: SpeakableString(vocabularyIdentifier: option.name, spokenPhrase: option.name),
            partySize: listing.partySize,
            paymentMethod: listing.response.paymentMethods?.first
        )
        let toResolve: Set<RideParameter> = listing.partySize == nil && option.pricesByPartySize ? [.partySize] : []
        return [
            .trace("Maps sends INRequestRideIntent: \(option.name)\(listing.partySize.map { " for \($0)" } ?? "")"),
            .requestRide(
                intent, toResolve: toResolve,
                agreedPrice: agreed ? listing.partySize.flatMap(option.partySizeOption(for:))?.priceRange ?? option.priceRange : nil,
                pricesValidUntil: listing.response.expirationDate
            ),
        ]
    }
}
