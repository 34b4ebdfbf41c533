import Foundation
import RideIntents
import RideLanguage

/// The user's words, read at the question the machine waits on; `AnswerReader` reads them.
extension RequestRideStateMachine {
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
        let answer = AnswerReader(understanding)
        switch state {
        case .idle, .checkingRideInProgress, .resolving, .confirming, .handling, .listing:
            return []
        case .awaitingAlternative(let draft, let preview, let options, let prompt):
            return replyToAlternatives(answer, draft: draft, preview: preview, options: options, prompt: prompt, now: now)
        case .awaitingValue(var draft, let parameter, let prompt):
            if draft.apply(understanding.slots, now: now) { return advance(draft) }
            if let value = answer.value(for: parameter) {
                draft.change(parameter, to: value)
                return advance(draft)
            }
            return [.say(.notUnderstood), .ask(prompt)]
        case .awaitingChoice(let draft, let parameter, let offers, let prompt):
            return replyToChoice(answer, draft: draft, parameter: parameter, offers: offers, prompt: prompt, now: now)
        case .awaitingValueConfirmation(let draft, let parameter, let offer, let prompt):
            return replyToValueConfirmation(answer, draft: draft, parameter: parameter, offer: offer, prompt: prompt, now: now)
        case .awaitingConfirmation(let draft, let preview):
            return replyAtConfirmation(answer, draft: draft, preview: preview, now: now)
        case .awaitingChange(let draft, let preview):
            return replyToChange(answer, draft: draft, preview: preview, now: now)
        }
    }

    /// Other ride options were offered at confirmation: one picked, or "no" back to the quote.
    private mutating func replyToAlternatives(
        _ answer: AnswerReader, draft: RideDraft, preview: RideStatus, options: [RideOption], prompt: Prompt, now: Date
    ) -> [Action] {
        var draft = draft
        if case .item(let index) = answer.pick(from: ChoiceList(rideOptions: options, partySize: draft.intent.partySize)) {
            return select(Self.offer(options[index]), in: draft)
        }
        if draft.apply(answer.understanding.slots, now: now) { return advance(draft) }
        if answer.understanding.answer == .no {
            state = .awaitingConfirmation(draft, preview)
            return [.say(.keepingRide(preview)), .ask(.reconfirmRide)]
        }
        return [.say(.pickFromList(count: options.count)), .ask(prompt)]
    }

    /// The user picks one of the values offered for `parameter`, or gives another.
    private mutating func replyToChoice(
        _ answer: AnswerReader, draft: RideDraft, parameter: RideParameter, offers: [Offer], prompt: Prompt, now: Date
    ) -> [Action] {
        var draft = draft
        let understanding = answer.understanding
        if answer.asksForTheCheapest, parameter == .rideOptionName || offers.contains(where: { $0.parameter == .rideOptionName }) {
            state = .listing(draft, .cheapest(among: offers, resume: state))
            return [.listRideOptions(draft.intent)]
        }
        let list = ChoiceList(offers: offers)
        switch answer.pick(from: list) {
        case .item(let index):
            // What else the answer says is kept too: "regular for 2", "shared to Oakland".
            var withTheRest = draft
            withTheRest.apply(answer.slots(besidesAChoiceOf: offerParameter(offers[index])), now: now)
            return select(offers[index], in: withTheRest)
        case .outOfRange(let position) where !offers.isEmpty:
            return [.say(.choiceOutOfRange(position: position, count: offers.count)), .ask(prompt)]
        case .outOfRange, .unknown, .none:
            break
        }
        if draft.apply(understanding.slots, now: now) { return advance(draft) }
        if understanding.answer == .no {
            let ask = Prompt.needsValue(parameter, .missing)
            state = .awaitingValue(draft, parameter, ask)
            return [.say(.okay), .ask(ask)]
        }
        if parameter == .partySize, case .position(let size) = understanding.choice {
            draft.change(.partySize, to: .integer(size))
            return advance(draft)
        }
        if case .described(let words) = understanding.choice, parameter == .pickupLocation || parameter == .dropOffLocation {
            // A place picked by description ("the one in Berkeley") is one of the places listed:
            // when none fits, the list is asked again. (An option described, "the regular one",
            // is a name the app's vocabulary may know, and resolves as one.)
            let fitting = list.matches(words).count
            return [.say(fitting > 1 ? .severalOfThoseMatch(words, count: offers.count) : .noneOfThoseMatches(words, count: offers.count)), .ask(prompt)]
        }
        if let value = answer.namedValue(for: parameter) {
            draft.change(parameter, to: value)
            return advance(draft)
        }
        if understanding.choice == nil, let value = answer.value(for: parameter) {
            // Not one of the offers: a new value ("a helicopter") resolves again, and the
            // resolver says what is wrong with it.
            draft.change(parameter, to: value)
            return advance(draft)
        }
        return [.say(.pickFromList(count: offers.count)), .ask(prompt)]
    }

    /// A yes or no on a loosely matched value.
    private mutating func replyToValueConfirmation(
        _ answer: AnswerReader, draft: RideDraft, parameter: RideParameter, offer: Offer, prompt: Prompt, now: Date
    ) -> [Action] {
        var draft = draft
        if draft.apply(answer.understanding.slots, now: now) { return advance(draft) }
        switch answer.understanding.answer {
        case .yes: return select(offer, in: draft)
        case .no where parameter == .dropOffLocation && draft.isOffered:
            // "A ride to Golden Gate Park?" "no": the place said alone was no request.
            state = .idle
            return [.say(.noRideForNow)]
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
    }

    /// "Shall I book it?": a bare yes books, a no asks what to change, a new value quotes again.
    private mutating func replyAtConfirmation(_ answer: AnswerReader, draft: RideDraft, preview: RideStatus, now: Date) -> [Action] {
        var draft = draft
        let understanding = answer.understanding
        if draft.apply(understanding.slots, now: now) { return advance(draft) }
        if understanding.isCorrection, case .position(let size) = understanding.choice {
            draft.change(.partySize, to: .integer(size))
            return advance(draft)
        }
        if let place = answer.correctedPlace() {
            // "no wait, the Exploratorium": a place said as a correction is the new drop-off.
            draft.change(.dropOffLocation, to: place)
            return advance(draft)
        }
        switch answer.bareAnswer {
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
    }

    /// "What would you like to change?": a new value, or a no that drops the request.
    private mutating func replyToChange(_ answer: AnswerReader, draft: RideDraft, preview: RideStatus, now: Date) -> [Action] {
        var draft = draft
        let understanding = answer.understanding
        if draft.apply(understanding.slots, now: now) { return advance(draft) }
        if case .position(let size) = understanding.choice {
            draft.change(.partySize, to: .integer(size))
            return advance(draft)
        }
        if let place = answer.correctedPlace(correctionOnly: false) {
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
