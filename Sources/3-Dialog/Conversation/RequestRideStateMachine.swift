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

    private enum State: Hashable, Sendable {
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
    private indirect enum ListingPurpose: Hashable, Sendable {
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

    private var state: State = .idle

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
    public mutating func start(with understanding: Understanding, now: Date) -> [Action] {
        let (understanding, stops) = Self.firstStopOnly(understanding)
        var draft = RideDraft()
        _ = Self.apply(understanding.slots, to: &draft, now: now)
        state = .checkingRideInProgress(draft)
        return stops + [.lookUpRide]
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

    /// The user answered while a request is under way.
    public mutating func userSaid(_ understanding: Understanding, now: Date) -> [Action] {
        let (understanding, stops) = Self.firstStopOnly(understanding)
        return stops + reply(to: understanding, now: now)
    }

    /// The user's words, read at the state the machine is in.
    private mutating func reply(to understanding: Understanding, now: Date) -> [Action] {
        if understanding.command == .cancel {
            state = .idle
            return [.say(.requestCancelled)]
        }
        if understanding.command == .startOver {
            state = .idle
            return [.say(.startingOver)] + start(with: Understanding(text: ""), now: now)
        }
        if let parameter = understanding.command?.changedParameter, understanding.slots.isEmpty, let draft = currentDraft,
           Self.isAwaitingTheUser(state) {
            // "the pickup" (when asked what to change): that value is asked for again.
            let prompt = Prompt.needsValue(parameter, .missing)
            state = .awaitingValue(draft, parameter, prompt)
            return [.ask(prompt)]
        }
        if understanding.command == .help, let prompt = currentPrompt {
            return [.say(.help(stage)), .ask(prompt)]
        }
        if !understanding.questions.isEmpty, understanding.slots.isEmpty, let prompt = currentPrompt {
            return answerQuestions(understanding.questions, prompt: prompt)
        }
        switch state {
        case .idle, .checkingRideInProgress, .resolving, .confirming, .handling, .listing:
            return []
        case .awaitingAlternative(var draft, let preview, let options, let prompt):
            if case .item(let index) = ChoiceReader(rideOptions: options, partySize: draft.intent.partySize).read(understanding) {
                return select(Self.offer(options[index]), in: draft)
            }
            if Self.apply(understanding.slots, to: &draft, now: now) { return advance(draft) }
            if understanding.answer == .no {
                state = .awaitingConfirmation(draft, preview)
                return [.say(.keepingRide(preview)), .ask(.reconfirmRide)]
            }
            return [.say(.pickFromList(count: options.count)), .ask(prompt)]
        case .awaitingValue(var draft, let parameter, let prompt):
            if Self.apply(understanding.slots, to: &draft, now: now) { return advance(draft) }
            if let value = Self.bareValue(for: parameter, in: understanding) {
                draft.change(parameter, to: value)
                return advance(draft)
            }
            return [.say(.notUnderstood), .ask(prompt)]
        case .awaitingChoice(var draft, let parameter, let offers, let prompt):
            if understanding.choice == .cheapest, parameter == .rideOptionName || offers.contains(where: { $0.parameter == .rideOptionName }) {
                state = .listing(draft, .cheapest(among: offers, resume: state))
                return [.listRideOptions(draft.intent)]
            }
            switch ChoiceReader(offers: offers).read(understanding) {
            case .item(let index):
                // What else the answer says is kept too: "regular for 2", "shared to Oakland".
                var withTheRest = draft
                _ = Self.apply(Self.slots(understanding.slots, besidesAChoiceOf: offerParameter(offers[index])), to: &withTheRest, now: now)
                return select(offers[index], in: withTheRest)
            case .outOfRange(let position) where !offers.isEmpty:
                return [.say(.choiceOutOfRange(position: position, count: offers.count)), .ask(prompt)]
            case .outOfRange, .unknown, .none:
                break
            }
            if Self.apply(understanding.slots, to: &draft, now: now) { return advance(draft) }
            if understanding.answer == .no {
                let ask = Prompt.needsValue(parameter, .missing)
                state = .awaitingValue(draft, parameter, ask)
                return [.say(.okay), .ask(ask)]
            }
            if parameter == .partySize, case .position(let size) = understanding.choice {
                draft.change(.partySize, to: .integer(size))
                return advance(draft)
            }
            if case .named(let words) = understanding.choice, let value = Self.bareValue(for: parameter, in: Understanding(text: words, residue: words)) {
                draft.change(parameter, to: value)
                return advance(draft)
            }
            if understanding.choice == nil, let value = Self.bareValue(for: parameter, in: understanding) {
                // Not one of the offers: a new value ("a helicopter") resolves again, and the
                // resolver says what is wrong with it.
                draft.change(parameter, to: value)
                return advance(draft)
            }
            return [.say(.pickFromList(count: offers.count)), .ask(prompt)]
        case .awaitingValueConfirmation(var draft, let parameter, let offer, let prompt):
            if Self.apply(understanding.slots, to: &draft, now: now) { return advance(draft) }
            switch understanding.answer {
            case .yes: return select(offer, in: draft)
            case .no where parameter == .rideOptionName:
                // Without a name, the resolver lists the options that fit.
                draft.clear(parameter)
                draft.unresolve(parameter)
                return [.say(.okay)] + advance(draft)
            case .no:
                let ask = Prompt.needsValue(parameter, .missing)
                state = .awaitingValue(draft, parameter, ask)
                return [.say(.okay), .ask(ask)]
            case nil: return [.say(.answerYesOrNo), .ask(prompt)]
            }
        case .awaitingConfirmation(var draft, let preview):
            if Self.apply(understanding.slots, to: &draft, now: now) { return advance(draft) }
            if understanding.isCorrection, case .position(let size) = understanding.choice {
                draft.change(.partySize, to: .integer(size))
                return advance(draft)
            }
            if let place = Self.correctedPlace(in: understanding) {
                // "no wait, the Exploratorium": a place said as a correction is the new drop-off.
                draft.change(.dropOffLocation, to: place)
                return advance(draft)
            }
            switch Self.bareAnswer(understanding) {
            case .yes:
                if let expiry = draft.pricesValidUntil, now >= expiry {
                    // NB: booking now would charge the price of now, and move the pickup, without
                    // saying so: the option is priced again and offered at that price first.
                    state = .listing(draft, .refresh(expiredAt: expiry, preview))
                    return [.listRideOptions(draft.intent)]
                }
                state = .handling(draft)
                return [.handle(draft.intent)]
            case .no:
                state = .awaitingChange(draft, preview)
                return [.ask(.askWhatToChange)]
            case nil where understanding.answer != nil:
                // "yes if the car is blue": not a bare yes, so not a booking.
                return [.say(.didNotFollow(understanding.residue.trimmingCharacters(in: .whitespacesAndNewlines))), .ask(.reconfirmRide)]
            case nil:
                return [.say(.answerYesOrNo), .ask(.reconfirmRide)]
            }
        case .awaitingChange(var draft, let preview):
            if Self.apply(understanding.slots, to: &draft, now: now) { return advance(draft) }
            if case .position(let size) = understanding.choice {
                draft.change(.partySize, to: .integer(size))
                return advance(draft)
            }
            if let place = Self.correctedPlace(in: understanding, correctionOnly: false) {
                draft.change(.dropOffLocation, to: place)
                return advance(draft)
            }
            switch understanding.answer {
            case .no:
                // "nothing", "no": nothing to change and no ride wanted; the request ends here.
                state = .idle
                return [.say(.requestDropped)]
            case .yes:
                state = .awaitingConfirmation(draft, preview)
                return [.ask(.confirmRide(preview))]
            case nil:
                break
            }
            return [.say(.notUnderstood), .ask(.askWhatToChange)]
        }
    }

    /// A resolver's result for the parameter being resolved.
    public mutating func resolved(_ resolution: ParameterResolution) -> [Action] {
        guard case .resolving(var draft, let parameter) = state, parameter == resolution.parameter else { return [] }
        if parameter == .partySize, draft.partySizeToAsk, draft.isMissing(.partySize), resolution.kind == .success || resolution.kind == .notRequired {
            // "a few of us": the size is asked, not defaulted to one.
            draft.partySizeToAsk = false
            let prompt = Prompt.needsValue(parameter, .missing)
            state = .awaitingValue(draft, parameter, prompt)
            return [.ask(prompt)]
        }
        switch resolution.kind {
        case .success, .notRequired:
            if draft.isMissing(parameter) { draft.defaulted.insert(parameter) }
            if let value = resolution.value {
                draft.set(value, for: parameter)
            } else {
                draft.clear(parameter)
            }
            draft.resolved.insert(parameter)
            return advance(draft)
        case .needsValue:
            let prompt = Prompt.needsValue(parameter, resolution.needsValueReason ?? .missing)
            state = .awaitingValue(draft, parameter, prompt)
            return [.ask(prompt)]
        case .disambiguation:
            let offers = draft.withoutExcluded(resolution.candidates.compactMap(\.offer))
            let spoken = Self.spokenText(of: parameter, in: draft.intent)
            let prompt = Prompt.choose(parameter, offers, because: spoken == nil ? .noneGiven : .ambiguous(spoken: spoken))
            state = .awaitingChoice(draft, parameter, offers, prompt)
            return [.ask(prompt)]
        case .confirmationRequired:
            guard let offer = resolution.value?.offer else {
                draft.resolved.insert(parameter)
                return advance(draft)
            }
            let prompt = Prompt.confirmValue(parameter, offer, resolution.confirmationReason ?? .inferred(detail: ""))
            state = .awaitingValueConfirmation(draft, parameter, offer, prompt)
            return [.ask(prompt)]
        case .unsupported:
            let reason = resolution.unsupportedReason ?? .invalidPartySize(0)
            if case .paymentMethodExpired = reason {
                state = .listing(draft, .usableCards(reason))
                return [.listRideOptions(draft.intent)]
            }
            return unsupported(reason, for: parameter, in: draft)
        }
    }

    /// The service listed the ride options for the trip.
    public mutating func rideOptionsListed(_ response: ListRideOptionsIntentResponse) -> [Action] {
        guard case .listing(let draft, let purpose) = state else { return [] }
        let listed = response.code == .success ? response.rideOptions ?? [] : []
        switch purpose {
        case .usableCards(let reason):
            let cards = response.code == .success ? response.paymentMethods ?? [] : []
            return unsupported(reason, for: .paymentMethod, in: draft, offers: cards.map(Offer.paymentMethod))
        case .cheapest(let offers, let resume):
            state = resume
            let partySize = draft.intent.partySize ?? 1
            let prices = Dictionary(listed.map { ($0.name, Self.price(of: $0, partySize: partySize)) }, uniquingKeysWith: { first, _ in first })
            let cheapest = offers.min { (prices[$0.label] ?? nil).map(\.minorUnits) ?? .max < (prices[$1.label] ?? nil).map(\.minorUnits) ?? .max }
            guard let cheapest, prices[cheapest.label] != nil else {
                return currentPrompt.map { [.say(.pickFromList(count: offers.count)), .ask($0)] } ?? []
            }
            return select(cheapest, in: draft)
        case .cards(let resume):
            state = resume
            let cards = response.code == .success ? response.paymentMethods : nil
            let again: Prompt? = preview != nil ? .reconfirmRide : currentPrompt
            return [.say(.paymentMethods(cards))] + (again.map { [Action.ask($0)] } ?? [])
        case .refresh(let expiry, let preview):
            return refreshed(preview, expiredAt: expiry, from: response, in: draft)
        case .alternatives(let question, let preview):
            let partySize = draft.intent.partySize ?? 1
            let current = preview.rideOption
            let fitting = listed.filter {
                $0.maximumPartySize >= partySize && !$0.requiresBookingInApplication && $0.name != current?.name
                    && !draft.excludedRideOptions.contains($0.name)
            }
            var chosen: [RideOption]
            if question == .cheaperOptions {
                let price = current.flatMap { Self.price(of: $0, partySize: partySize) }
                chosen = fitting.filter { option in
                    guard let price, let offered = Self.price(of: option, partySize: partySize) else { return false }
                    return offered < price
                }
            } else {
                chosen = fitting
            }
            chosen = RideOptionsStateMachine.cheapestFirst(chosen, partySize: partySize)
            guard !chosen.isEmpty else {
                state = .awaitingConfirmation(draft, preview)
                return [.say(.noOtherOptions(question, preview)), .ask(.reconfirmRide)]
            }
            let prompt = Prompt.choose(.rideOptionName, chosen.map(Self.offer), because: .alternatives(question, current: current?.name))
            state = .awaitingAlternative(draft, preview, chosen, prompt)
            return [.ask(prompt)]
        }
    }

    /// The quote's option priced again after Maps' prices expired: said at its new price and
    /// pickup, and one yes books it. An option no longer listed goes to the service's confirm,
    /// which quotes it (or says why not) in full.
    private mutating func refreshed(_ preview: RideStatus, expiredAt expiry: Date, from response: ListRideOptionsIntentResponse, in draft: RideDraft) -> [Action] {
        var draft = draft
        let name = preview.rideOption?.name ?? draft.intent.rideOptionName?.vocabularyIdentifier
        guard response.code == .success, let option = response.rideOptions?.first(where: { $0.name == name }) else {
            draft.pricesValidUntil = nil
            state = .confirming(draft)
            return [.say(.quoteExpired(at: expiry)), .confirm(draft.intent)]
        }
        draft.pricesValidUntil = response.expirationDate
        var quote = preview
        if let was = preview.estimatedPickupDate, let dropOff = preview.estimatedDropOffDate {
            quote.estimatedDropOffDate = dropOff.addingTimeInterval(option.estimatedPickupDate.timeIntervalSince(was))
        }
        quote.rideOption = option
        quote.estimatedPickupDate = option.estimatedPickupDate
        state = .awaitingConfirmation(draft, quote)
        return [.say(.quoteExpired(at: expiry)), .ask(.confirmRefreshedRide(quote))]
    }

    /// A ride option offered by name.
    static func offer(_ option: RideOption) -> Offer {
        .rideOption(SpeakableString(vocabularyIdentifier: option.name, spokenPhrase: option.name))
    }

    /// The lowest price of an option for the party.
    static func price(of option: RideOption, partySize: Int) -> CurrencyAmount? {
        (option.partySizeOption(for: partySize)?.priceRange ?? option.priceRange)?.minimumPrice
    }

    /// Answers questions asked at a prompt, then asks again; a question that needs the list of
    /// ride options (cheaper ones, the others, the cards) lists it first.
    private mutating func answerQuestions(_ questions: [RideQuestion], prompt: Prompt) -> [Action] {
        let again: Prompt = preview == nil ? prompt : .reconfirmRide
        var actions = questions.filter { !Self.needsListing($0) }.map { Action.say(.answer($0, preview)) }
        guard let listed = questions.first(where: Self.needsListing), let draft = currentDraft else {
            return actions + [.ask(again)]
        }
        let tripKnown = draft.intent.pickupLocation?.isResolved == true && draft.intent.dropOffLocation?.isResolved == true
        if case .awaitingChoice(_, .rideOptionName, _, _) = state, listed != .paymentMethods {
            // The question waiting lists every option with its price: asking it again answers.
            return actions + [.ask(again)]
        }
        switch listed {
        case .paymentMethods where tripKnown:
            state = .listing(draft, .cards(resume: state))
        case .cheaperOptions, .otherOptions:
            guard let preview else {
                return actions + [.say(.answer(listed, nil)), .ask(again)]
            }
            state = .listing(draft, .alternatives(listed, preview))
        default:
            return actions + [.say(.cardsNeedATrip), .ask(again)]
        }
        actions.append(.listRideOptions(draft.intent))
        return actions
    }

    private static func needsListing(_ question: RideQuestion) -> Bool {
        question == .cheaperOptions || question == .otherOptions || question == .paymentMethods
    }

    private var currentDraft: RideDraft? {
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
    private static func isAwaitingTheUser(_ state: State) -> Bool {
        switch state {
        case .awaitingValue, .awaitingChoice, .awaitingValueConfirmation, .awaitingConfirmation, .awaitingChange, .awaitingAlternative: true
        case .idle, .checkingRideInProgress, .resolving, .confirming, .handling, .listing: false
        }
    }

    /// The service's confirm answered.
    public mutating func confirmed(_ response: RequestRideIntentResponse) -> [Action] {
        guard case .confirming(let draft) = state else { return [] }
        guard response.code == .ready || response.code == .success, let preview = response.rideStatus else {
            state = .idle
            return [.say(.confirmFailed(response))]
        }
        if let agreed = draft.agreedPrice, Self.price(of: preview) == agreed, Self.lateArrival(of: draft, preview: preview) == nil {
            // NB: the user said yes to this price a moment ago (an option offered again after its
            // list expired): asking "Shall I book it?" again would be a second question for one yes.
            state = .handling(draft)
            return [.handle(draft.intent)]
        }
        state = .awaitingConfirmation(draft, preview)
        if let late = Self.lateArrival(of: draft, preview: preview) { return [.say(late), .ask(.confirmRide(preview))] }
        return [.ask(.confirmRide(preview))]
    }

    /// The price a preview confirms, for its party size when the option prices by party.
    static func price(of preview: RideStatus) -> PriceRange? {
        guard let option = preview.rideOption else { return nil }
        return preview.partySize.flatMap(option.partySizeOption(for:))?.priceRange ?? option.priceRange
    }

    /// Maps' estimate planned the pickup from an arrival deadline; when the service's own estimate
    /// ends the ride after it, the user hears so before saying yes.
    static func lateArrival(of draft: RideDraft, preview: RideStatus) -> Notice? {
        guard let deadline = draft.arriveBy, let dropOff = preview.estimatedDropOffDate, dropOff > deadline else { return nil }
        return .arrivalAfterDeadline(deadline: deadline, estimatedDropOff: dropOff)
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

    private mutating func advance(_ draft: RideDraft) -> [Action] {
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

    /// The draft with a pickup time worked out from its arrival deadline, once both ends are
    /// placed: the deadline less Maps' travel estimate and a margin, never before it was said.
    static func planPickup(for draft: RideDraft) -> (draft: RideDraft, notice: Notice)? {
        guard let deadline = draft.arrivalDeadline, draft.intent.scheduledPickupTime == nil,
            let start = draft.intent.pickupLocation?.location, let end = draft.intent.dropOffLocation?.location
        else { return nil }
        let minutes = TravelEstimate.minutes(from: start, to: end) + TravelEstimate.margin
        var pickup = deadline.date.addingTimeInterval(-Double(minutes) * 60)
        let isLate = pickup < deadline.saidAt
        if isLate { pickup = deadline.saidAt }
        var planned = draft
        planned.arrivalDeadline = nil
        planned.arriveBy = deadline.date
        planned.intent.scheduledPickupTime = DateComponentsRange(startDate: pickup, endDate: pickup.addingTimeInterval(600))
        return (planned, .arrivalPlanned(deadline: deadline.date, pickup: pickup, isLate: isLate))
    }

    private mutating func select(_ offer: Offer, in draft: RideDraft) -> [Action] {
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
    private func offerParameter(_ offer: Offer) -> RideParameter {
        let awaited: RideParameter? = switch state {
        case .awaitingChoice(_, let parameter, _, _), .awaitingValueConfirmation(_, let parameter, _, _): parameter
        default: nil
        }
        if case .place = offer, let awaited, awaited == .pickupLocation || awaited == .dropOffLocation {
            return awaited
        }
        return offer.parameter
    }

    /// The raw value stays in the draft: if another parameter changes first, resolving again asks
    /// about it again rather than silently dropping it.
    private mutating func unsupported(_ reason: UnsupportedReason, for parameter: RideParameter, in draft: RideDraft, offers given: [Offer] = []) -> [Action] {
        var offers: [Offer]
        switch reason {
        case .unknownRideOption(_, let available):
            offers = available.map { .rideOption(SpeakableString(vocabularyIdentifier: $0, spokenPhrase: $0)) }
        case .partyTooLarge(_, _, _, let optionsThatFit):
            offers = optionsThatFit.map { .rideOption(SpeakableString(vocabularyIdentifier: $0, spokenPhrase: $0)) }
        case .unknownPaymentMethod(_, let available):
            offers = available.map { .paymentMethod($0) }
        default:
            offers = []
        }
        if offers.isEmpty { offers = given }
        offers = draft.withoutExcluded(offers)
        if offers.isEmpty {
            let prompt = Prompt.unsupported(parameter, reason)
            state = .awaitingValue(draft, parameter, prompt)
            return [.ask(prompt)]
        }
        let prompt = Prompt.choose(parameter, offers, because: .unsupported(reason))
        state = .awaitingChoice(draft, parameter, offers, prompt)
        return [.ask(prompt)]
    }
}
