import Foundation
import RideIntents
import RideLanguage

/// The ride options listed for the trip: to offer others at confirmation, the cards, the cheapest of
/// a choice, or a quote priced again; and the questions asked at a prompt that need them.
extension RequestRideStateMachine {
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
    mutating func answerQuestions(_ questions: [RideQuestion], prompt: Prompt) -> [Action] {
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
}
