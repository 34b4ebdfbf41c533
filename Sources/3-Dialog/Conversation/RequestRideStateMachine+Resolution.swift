import Foundation
import RideIntents
import RideLanguage

/// The service's resolvers answered: a value settled, asked for, offered as a choice or checked.
extension RequestRideStateMachine {
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
            let prompt = parameter == .dropOffLocation && draft.isOffered
                ? Prompt.offerRide(to: offer)
                : Prompt.confirmValue(parameter, offer, resolution.confirmationReason ?? .inferred(detail: ""))
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

    /// The value given for `parameter` is unsupported: the values offered instead, or a question.
    /// The raw value stays in the draft: if another parameter changes first, resolving again asks
    /// about it again rather than silently dropping it.
    mutating func unsupported(_ reason: UnsupportedReason, for parameter: RideParameter, in draft: RideDraft, offers given: [Offer] = []) -> [Action] {
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

    /// What the user said for a parameter, for "there are two places called X".
    static func spokenText(of parameter: RideParameter, in intent: RequestRideIntent) -> String? {
        switch parameter {
        case .pickupLocation: intent.pickupLocation?.name
        case .dropOffLocation: intent.dropOffLocation?.name
        case .rideOptionName: intent.rideOptionName?.spokenPhrase
        case .paymentMethod: intent.paymentMethod?.name
        case .partySize: intent.partySize.map(String.init)
        case .scheduledPickupTime: nil
        }
    }
}
