import Foundation
import RideIntents
import RideLanguage

/// The request-ride dialog as a state machine: resolve each parameter in SiriKit's order, ask for
/// what is missing, offer a choice where a value is ambiguous, confirm, then handle.
///
/// It performs no I/O. Each event is a `mutating func` returning the `Action`s the caller performs:
/// calling a resolver, confirm or handle on the ride service and feeding the result back, or putting
/// a prompt or a notice before the user. `ConversationEngine` is that caller.
public struct RequestRideStateMachine: Sendable {
    /// What the caller does next.
    public enum Action: Hashable, Sendable {
        /// Send a get-ride-status intent, to know of a ride under way before asking anything,
        /// then `rideLookedUp(_:)`.
        case lookUpRide
        /// Call the service's resolver for the parameter, then `resolved(_:)`.
        case resolve(RideParameter, RequestRideIntent)
        /// Call the service's confirm, then `confirmed(_:)`.
        case confirm(RequestRideIntent)
        /// Call the service's handle, then `handled(_:)`.
        case handle(RequestRideIntent)
        /// List the ride options for the trip (their prices, and the cards that can pay), then
        /// `rideOptionsListed(_:)`.
        case listRideOptions(RequestRideIntent)
        /// Tell the user something.
        case say(Notice)
        /// Ask the user; the dialog now waits for their answer.
        case ask(Prompt)
    }

    // NB: the state and its helpers are internal, not private, only so the machine's extensions
    // (one file per phase) can read and move it; nothing outside the machine does.
    enum State: Hashable, Sendable {
        /// No request under way.
        case idle
        /// Looking for a ride under way before the request goes on.
        case checkingRideInProgress(RideDraft)
        /// Waiting for a resolver's result for the parameter.
        case resolving(RideDraft, RideParameter)
        /// Waiting for the user to give a value for the parameter.
        case awaitingValue(RideDraft, RideParameter, Prompt)
        /// Waiting for the user to pick one of the offers.
        case awaitingChoice(RideDraft, RideParameter, [Offer], Prompt)
        /// Waiting for a yes or no on a loosely matched value.
        case awaitingValueConfirmation(RideDraft, RideParameter, Offer, Prompt)
        /// Waiting for the service's confirm.
        case confirming(RideDraft)
        /// Waiting for the user's yes to book.
        case awaitingConfirmation(RideDraft, RideStatus)
        /// The user said no at confirmation; waiting to hear what to change.
        case awaitingChange(RideDraft, RideStatus)
        /// Waiting for the service's handle.
        case handling(RideDraft)
        /// Waiting for the list of ride options, to answer a question or offer cards.
        indirect case listing(RideDraft, ListingPurpose)
        /// Offered other ride options at confirmation; "no" goes back to the quote.
        case awaitingAlternative(RideDraft, RideStatus, [RideOption], Prompt)
    }

    /// Why the machine listed the ride options.
    indirect enum ListingPurpose: Hashable, Sendable {
        /// "anything cheaper?" or "what else is there?" at confirmation.
        case alternatives(RideQuestion, RideStatus)
        /// "what cards do I have?"; then back to the state the question was asked in.
        case cards(resume: State)
        /// The card given is unusable: offer the usable ones.
        case usableCards(UnsupportedReason)
        /// "the cheapest one" from offered ride options, which carry no prices: pick it from the
        /// list's, in the state the choice was made in.
        case cheapest(among: [Offer], resume: State)
        /// A yes at confirmation after Maps' prices expired (at the date): the quote's option at
        /// its price now, to say before booking.
        case refresh(expiredAt: Date, RideStatus)
    }

    var state: State = .idle

    public init() {}

    // MARK: - Observing

    /// The stage the dialog is at, for traces, `--jsonl` and the grammar's expectation.
    public var stage: DialogStage {
        switch state {
        case .idle, .checkingRideInProgress, .resolving, .confirming, .handling, .listing: .idle
        case .awaitingAlternative: .awaitingChoice(.rideOptionName)
        case .awaitingValue(_, let parameter, _): .awaitingValue(parameter)
        case .awaitingChoice(_, let parameter, _, _): .awaitingChoice(parameter)
        case .awaitingValueConfirmation(_, let parameter, _, _): .awaitingValueConfirmation(parameter)
        case .awaitingConfirmation: .awaitingConfirmation
        case .awaitingChange: .awaitingChange
        }
    }

    /// What the grammar should expect when `parameter` is asked for.
    static func expectation(for parameter: RideParameter) -> DialogExpectation {
        switch parameter {
        case .pickupLocation: .pickup
        case .dropOffLocation: .dropOff
        case .partySize: .partySize
        case .rideOptionName: .rideOption
        case .paymentMethod: .paymentMethod
        case .scheduledPickupTime: .scheduledPickupTime
        }
    }

    /// Whether a request is under way.
    public var isActive: Bool { state != .idle }

    /// What the dialog has just asked for, so the grammar can read a bare answer as that value.
    public var expectation: DialogExpectation? {
        switch state {
        case .awaitingValue(_, let parameter, _): Self.expectation(for: parameter)
        case .awaitingChoice, .awaitingAlternative: .choice
        case .awaitingValueConfirmation, .awaitingConfirmation: .confirmation
        case .idle, .checkingRideInProgress, .resolving, .confirming, .handling, .awaitingChange, .listing: nil
        }
    }

    /// The prompt the dialog is waiting on, to ask again after help or a question.
    public var currentPrompt: Prompt? {
        switch state {
        case .awaitingValue(_, _, let prompt), .awaitingChoice(_, _, _, let prompt),
            .awaitingValueConfirmation(_, _, _, let prompt), .awaitingAlternative(_, _, _, let prompt):
            prompt
        case .awaitingConfirmation(_, let preview): .confirmRide(preview)
        case .awaitingChange: .askWhatToChange
        case .idle, .checkingRideInProgress, .resolving, .confirming, .handling, .listing: nil
        }
    }

    /// The quote shown at confirmation, while it is shown.
    public var preview: RideStatus? {
        switch state {
        case .awaitingConfirmation(_, let preview), .awaitingChange(_, let preview), .awaitingAlternative(_, let preview, _, _): preview
        default: nil
        }
    }

    /// The intent as built so far.
    public var intent: RequestRideIntent? { currentDraft?.intent }

    /// The ride options the user ruled out for the request under way ("not a pool").
    public var excludedRideOptions: Set<String> { currentDraft?.excludedRideOptions ?? [] }

    // MARK: - Events

    /// Starts a request with whatever the user gave in their first utterance.
    /// A ride under way is looked for first, so it is said before any question.
    /// `offeringTheDropOff`: the request is only offered ("A ride to Golden Gate Park?", for a
    /// place said alone that Maps knows loosely): a no to the drop-off ends it.
    public mutating func start(with understanding: Understanding, now: Date, offeringTheDropOff: Bool = false) -> [Action] {
        let (understanding, stops) = Self.firstStopOnly(understanding)
        // "two cars for 9 of us": a request books one car; the rider hears so before anything else.
        var notices: [Action] = []
        if let count = understanding.slots.vehicleCount, count > 1 { notices.append(.say(.oneCarPerRequest(count))) }
        // "pick up my dad at OAK and take him to the Fillmore": said back, so the rider hears whose ends they are.
        if let rider = understanding.slots.rider { notices.append(.say(.rideForSomeoneElse(rider))) }
        var draft = RideDraft()
        draft.isOffered = offeringTheDropOff
        draft.apply(understanding.slots, now: now)
        state = .checkingRideInProgress(draft)
        return notices + stops + [.lookUpRide]
    }

    /// A ride goes to one drop-off: with stops in a row ("to the Castro then the Mission"), the
    /// first is kept and the user is told what Hail can do about the rest.
    static func firstStopOnly(_ understanding: Understanding) -> (Understanding, [Action]) {
        guard !understanding.isCorrection else { return (understanding, []) }
        let stops = understanding.evidence.filter { $0.target == "slot:dropOff" }.map(\.value)
        guard stops.count > 1, let first = stops.first else { return (understanding, []) }
        var kept = understanding
        kept.slots.dropOff = .named(first)
        return (kept, [.say(.oneStopPerRide(stops))])
    }

    /// The ride status lookup answered: a ride under way ends the request before it asks
    /// anything; otherwise the request goes on.
    // NB: a ride scheduled for later (received: no car sent yet) ends nothing here: it conflicts only
    // with a ride at an overlapping time, which the service tells at confirm once the time is known.
    public mutating func rideLookedUp(_ response: GetRideStatusIntentResponse) -> [Action] {
        guard case .checkingRideInProgress(let draft) = state else { return [] }
        if let ride = response.rideStatus, ride.isActive, ride.phase != .received {
            state = .idle
            return [.say(.rideInProgress(rideIdentifier: ride.rideIdentifier))]
        }
        return advance(draft)
    }

    /// Starts a request whose values came from Maps (the list-ride-options flow): they are taken as
    /// resolved, so only confirm and handle run.
    /// `toResolve` names the parameters the app must still resolve (the party size of an option
    /// that prices by party size, when Maps did not give one).
    /// `agreedPrice` is a price the user already said yes to: a confirm at it books without asking again.
    /// `pricesValidUntil` is when the list's prices expire: a yes after it refreshes them first.
    public mutating func startResolved(
        _ intent: RequestRideIntent, toResolve: Set<RideParameter> = [], agreedPrice: PriceRange? = nil, pricesValidUntil: Date? = nil
    ) -> [Action] {
        var draft = RideDraft(intent: intent)
        draft.agreedPrice = agreedPrice
        draft.pricesValidUntil = pricesValidUntil
        draft.resolved = Set(RideParameter.resolutionOrder).subtracting(toResolve)
        return advance(draft)
    }

    /// The draft of the request under way.
    var currentDraft: RideDraft? {
        switch state {
        case .idle: nil
        case .checkingRideInProgress(let draft), .resolving(let draft, _), .awaitingValue(let draft, _, _), .awaitingChoice(let draft, _, _, _),
            .awaitingValueConfirmation(let draft, _, _, _), .confirming(let draft),
            .awaitingConfirmation(let draft, _), .awaitingChange(let draft, _), .handling(let draft),
            .listing(let draft, _), .awaitingAlternative(let draft, _, _, _):
            draft
        }
    }

    /// Whether the machine waits on the user (not on the service).
    static func isAwaitingTheUser(_ state: State) -> Bool {
        switch state {
        case .awaitingValue, .awaitingChoice, .awaitingValueConfirmation, .awaitingConfirmation, .awaitingChange, .awaitingAlternative: true
        case .idle, .checkingRideInProgress, .resolving, .confirming, .handling, .listing: false
        }
    }

    /// The service's handle answered.
    public mutating func handled(_ response: RequestRideIntentResponse) -> [Action] {
        guard case .handling = state else { return [] }
        state = .idle
        if response.code == .success || response.code == .inProgress, let status = response.rideStatus {
            return [.say(.booked(status, response.code))]
        }
        return [.say(.bookingFailed(response))]
    }

    /// Ctrl-C or an outside cancel: abandon the request.
    public mutating func abandon() -> [Action] {
        guard state != .idle else { return [] }
        state = .idle
        return [.say(.requestCancelled)]
    }

    // MARK: - Moving on

    /// Resolves the next parameter still to resolve, or confirms when none is left.
    mutating func advance(_ draft: RideDraft) -> [Action] {
        if draft.nextUnresolved == .scheduledPickupTime, let planned = Self.planPickup(for: draft) {
            // "arrive by 6": the pickup time SiriKit asks for is worked out from the deadline.
            state = .resolving(planned.draft, .scheduledPickupTime)
            return [.say(planned.notice), .resolve(.scheduledPickupTime, planned.draft.intent)]
        }
        if let next = draft.nextUnresolved {
            state = .resolving(draft, next)
            return [.resolve(next, draft.intent)]
        }
        state = .confirming(draft)
        return [.confirm(draft.intent)]
    }

    /// Sets the offered value the user picked and moves on.
    mutating func select(_ offer: Offer, in draft: RideDraft) -> [Action] {
        var draft = draft
        let parameter = offerParameter(offer)
        draft.set(offer.value, for: parameter)
        draft.defaulted.remove(parameter)
        if case .awaitingChoice(_, let awaited, _, _) = state, awaited != parameter {
            // A ride option picked after "party too large": the party size resolves again against it.
            draft.unresolve(parameter)
            draft.unresolve(awaited)
        } else {
            draft.resolved.insert(parameter)
            if parameter == .rideOptionName {
                // The party size resolves again against the chosen option: its capacity, and the
                // party-size prompt of an option that prices by party size.
                draft.unresolve(.partySize)
            }
        }
        return advance(draft)
    }

    /// The parameter an offer sets, given what the dialog is waiting on (a place offered for the
    /// pickup sets the pickup).
    func offerParameter(_ offer: Offer) -> RideParameter {
        let awaited: RideParameter? = switch state {
        case .awaitingChoice(_, let parameter, _, _), .awaitingValueConfirmation(_, let parameter, _, _): parameter
        default: nil
        }
        if case .place = offer, let awaited, awaited == .pickupLocation || awaited == .dropOffLocation {
            return awaited
        }
        return offer.parameter
    }
}
