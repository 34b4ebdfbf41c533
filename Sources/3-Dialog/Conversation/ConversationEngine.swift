import Foundation
import RideIntents
import RideLanguage

/// Plays Siri's part: reads each user turn with the grammar, hands it to the conversation the
/// `DialogRouter` names (the request-ride machine or a side conversation's machine), performs the
/// actions the machines ask for against a ride service (resolve, confirm, handle), feeding each
/// answer back as an event, and words what they say with `RideVoice`.
///
/// The engine holds no prose of its own. Any service that handles the ride-booking domain can sit
/// behind it.
public final class ConversationEngine {
    /// The ride service the dialog talks to.
    public let service: RidesharingDomainHandling
    /// The grammar that reads user turns; replaceable (`:reload`).
    public var grammar: RideGrammar
    /// Where "now" comes from.
    public let clock: RideClock
    /// When on, each turn also records trace lines.
    public var isTracing = false
    /// The app the rides are booked with, as the grammar's app names it (Hail's own when the
    /// grammar was loaded without an app).
    public var appName: String { grammar.appName ?? RideVoice.defaultAppName }

    /// Every conversation's state, and which one is live.
    var router = DialogRouter()
    /// Receives live updates while the user follows the booked ride.
    var follower: RideFollower?

    public init(service: RidesharingDomainHandling, grammar: RideGrammar, clock: RideClock) {
        self.service = service
        self.grammar = grammar
        self.clock = clock
    }

    /// The stage the dialog is at.
    public var stage: DialogStage { router.stage }

    /// What the dialog has just asked for, as the grammar's expectation.
    public var expectation: DialogExpectation? { router.expectation }

    /// Reads and answers one user turn.
    public func respond(to text: String) -> Turn {
        let understanding = grammar.understand(text, expecting: expectation)
        return respond(to: withCorrectedTime(understanding))
    }

    /// At confirmation, the words left over from a correction ("make it 6pm") are read again as a
    /// pickup time; when they are one, that is the correction (not a place called "6pm"). A time
    /// said alone ("3:45 pm", "at noon") is one too; a bare number ("6") is not, being as likely
    /// a party.
    func withCorrectedTime(_ understanding: Understanding) -> Understanding {
        guard stage == .awaitingConfirmation || stage == .awaitingChange,
              understanding.slots.isEmpty, understanding.answer == nil, understanding.choice == nil,
              understanding.command == nil, understanding.questions.isEmpty else { return understanding }
        let words = understanding.residue.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty else { return understanding }
        guard understanding.isCorrection || stage == .awaitingChange || words.contains(where: { !$0.isNumber && !$0.isWhitespace })
        else { return understanding }
        let asTime = grammar.understand(words, expecting: .scheduledPickupTime)
        guard let time = asTime.slots.scheduledPickupTime, asTime.residue.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return understanding
        }
        var corrected = understanding
        corrected.slots.scheduledPickupTime = time
        corrected.residue = ""
        return corrected
    }

    /// Answers one already-understood user turn.
    public func respond(to understanding: Understanding) -> Turn {
        var turn = Turn(userText: understanding.text, understanding: understanding)
        let before = stage
        switch router.destination(of: understanding) {
        case .following(let command):
            command == .followRide ? startFollowing(into: &turn) : stopFollowing(into: &turn)
            if let prompt = router.request.currentPrompt { ask(prompt, into: &turn) }
        case .otherDomain(let prompt):
            say(.onlyRides, into: &turn)
            ask(prompt, into: &turn)
        case .cancellation:
            perform(router.cancellation.userSaid(understanding), into: &turn)
        case .feedback:
            perform(router.feedback.userSaid(understanding), into: &turn)
        case .rideOptions:
            perform(router.rideOptions.userSaid(understanding, now: clock.now), into: &turn)
        case .sideIntent(.cancelRide) where router.request.isActive:
            cancelRideOrRequest(into: &turn)
        case .sideIntent(let intent):
            handleSideIntent(intent, understanding, into: &turn)
            if let prompt = router.request.currentPrompt { ask(prompt, into: &turn) }
        case .request:
            run(router.request.userSaid(understanding, now: clock.now), into: &turn)
        case .idle:
            startOrAnswer(understanding, into: &turn)
        }
        finish(&turn, from: before)
        return turn
    }

    /// Ctrl-C: abandons whatever is under way.
    public func interrupt() -> Turn {
        var turn = Turn(userText: "", understanding: nil)
        let before = stage
        switch router.interrupted {
        case .cancellation: perform(router.cancellation.abandon(), into: &turn)
        case .feedback: perform(router.feedback.abandon(), into: &turn)
        case .rideOptions: perform(router.rideOptions.abandon(), into: &turn)
        case .following: stopFollowing(into: &turn)
        case .request: run(router.request.abandon(), into: &turn)
        }
        finish(&turn, from: before)
        return turn
    }

    /// Forgets the request under way, without a word.
    public func reset() {
        router.request = RequestRideStateMachine()
        router.cancellation = CancellationStateMachine()
        router.feedback = FeedbackStateMachine()
        router.rideOptions.reset()
    }

    // MARK: - Idle

    func startOrAnswer(_ heard: Understanding, into turn: inout Turn) {
        let understanding: Understanding
        var offersALonePlace = false
        switch lonePlaceReading(of: withDestinationSaidFirst(heard)) {
        case .heard(let read), .request(let read): understanding = read
        case .offer(let read):
            understanding = read
            offersALonePlace = true
        }
        if let intent = understanding.intent, intent != .requestRide, !understanding.isCancelCommandAlone {
            handleSideIntent(intent, understanding, into: &turn)
            return
        }
        if understanding.intent == .requestRide || hasRequestSlots(understanding.slots) {
            // No list is offered yet, so a pick from one ("the 31st") is words left unplaced too.
            let unplaced = UnplacedWords.phrases(in: understanding, ignoredChoice: understanding.choice != nil)
            if !unplaced.isEmpty { say(.unplacedWords(unplaced), into: &turn) }
            run(router.request.start(with: understanding, now: clock.now, offeringTheDropOff: offersALonePlace), into: &turn)
            return
        }
        if let command = understanding.command {
            switch command {
            case .help, .startOver: say(.help(.idle), into: &turn)
            case .followRide: startFollowing(into: &turn)
            case .stopFollowing: stopFollowing(into: &turn)
            case .changePickup, .changeDropOff, .changeTime, .changePartySize, .changeRideOption, .changePayment:
                say(.nothingToConfirm, into: &turn)
            case .cancel:
                // "cancel it" with no request under way means the booked ride, if there is one;
                // the cancellation asks before it cancels anything.
                if lookUpRide(into: &turn).rideStatus?.isActive == true {
                    perform(router.cancellation.start(), into: &turn)
                } else {
                    say(.noRequestToCancel, into: &turn)
                }
            }
            return
        }
        if understanding.question == .paymentMethods {
            say(.cardsNeedATrip, into: &turn)
            return
        }
        if understanding.question == .cheaperOptions || understanding.question == .otherOptions {
            say(.optionsNeedDestination, into: &turn)
            return
        }
        if let question = understanding.question {
            answerAboutActiveRide(question, into: &turn)
            return
        }
        if understanding.answer != nil {
            say(.nothingToConfirm, into: &turn)
        } else if understanding.isOutOfDomain {
            say(.outOfDomain, into: &turn)
        } else if understanding.isClosing {
            say(.closing, into: &turn)
        } else if !understanding.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            say(.notUnderstoodIdle, into: &turn)
        }
    }

    /// "the Chase Center at 7 tonight, two of us": a request that opens with its destination and no
    /// "to". With nothing under way, words the grammar left at the very start of a turn that
    /// otherwise asks for a ride (a time, a party, an option) are read as the answer to "Where
    /// to?"; alone they stay unread, since a name by itself is as likely a table or a show.
    func withDestinationSaidFirst(_ understanding: Understanding) -> Understanding {
        guard understanding.intent == nil || understanding.intent == .requestRide, understanding.slots.dropOff == nil,
              understanding.slots.pickup == nil, understanding.answer == nil, understanding.command == nil,
              understanding.questions.isEmpty, !understanding.isOutOfDomain,
              understanding.slots.scheduledPickupTime != nil || understanding.slots.partySize != nil || understanding.slots.rideOption != nil,
              let first = understanding.residueSpans.first,
              !understanding.evidence.contains(where: { $0.span.lowerBound < first.lowerBound })
        else { return understanding }
        let characters = Array(understanding.text)
        guard first.lowerBound >= 0, first.upperBound <= characters.count else { return understanding }
        let words = String(characters[first])
        let asPlace = grammar.understand(words, expecting: .dropOff)
        guard case .named = asPlace.slots.dropOff, asPlace.residue.trimmingCharacters(in: .whitespaces).isEmpty,
              asPlace.intent == nil, asPlace.slots.partySize == nil, asPlace.slots.scheduledPickupTime == nil
        else { return understanding }
        var read = understanding
        read.slots.dropOff = asPlace.slots.dropOff
        read.residueSpans.removeFirst()
        return read
    }

    private func hasRequestSlots(_ slots: RideSlots) -> Bool {
        slots.dropOff != nil || slots.pickup != nil || slots.rideOption != nil || slots.partySize != nil
            || slots.scheduledPickupTime != nil
    }

    // MARK: - Status, cancel, feedback, options

    func handleSideIntent(_ intent: IntentKind, _ understanding: Understanding, into turn: inout Turn) {
        switch intent {
        case .requestRide:
            return
        case .getRideStatus:
            let response = lookUpRide(into: &turn)
            if let status = response.rideStatus, !understanding.questions.isEmpty {
                for question in understanding.questions { say(.rideAnswer(question, status), into: &turn) }
            } else {
                say(.rideStatus(response), into: &turn)
                turn.shownRide = response.rideStatus
            }
        case .cancelRide:
            perform(router.cancellation.start(), into: &turn)
        case .sendRideFeedback:
            perform(router.feedback.start(rating: understanding.slots.rating, tip: understanding.slots.tip, tipPercent: understanding.slots.tipPercent), into: &turn)
        case .listRideOptions:
            perform(router.rideOptions.start(with: understanding), into: &turn)
        }
    }

    private func answerAboutActiveRide(_ question: RideQuestion, into turn: inout Turn) {
        let response = lookUpRide(into: &turn)
        if response.code == .failureRequiringAppLaunchServiceTemporarilyUnavailable {
            say(.rideStatus(response), into: &turn)
        } else if let status = response.rideStatus, status.isActive {
            say(.rideAnswer(question, status), into: &turn)
        } else {
            say(.noRideBooked, into: &turn)
        }
    }

    /// "cancel my ride" while a request is under way: the booked ride, if one is under way, else the
    /// request itself (nothing is booked yet), dropped as "never mind" drops it.
    private func cancelRideOrRequest(into turn: inout Turn) {
        let response = lookUpRide(into: &turn)
        guard response.code == .failureRequiringAppLaunchServiceTemporarilyUnavailable || response.rideStatus?.isActive == true else {
            run(router.request.abandon(), into: &turn)
            return
        }
        _ = router.cancellation.start()
        perform(router.cancellation.rideLookedUp(response), into: &turn)
        if let prompt = router.request.currentPrompt { ask(prompt, into: &turn) }
    }

    /// Sends a get-ride-status intent and records its answer.
    func lookUpRide(into turn: inout Turn) -> GetRideStatusIntentResponse {
        let response = service.handle(intent: GetRideStatusIntent())
        record(.getRideStatus(response), into: &turn)
        return response
    }

    // MARK: - Voice

    /// Asks `prompt`, with current quotes when it lists ride options.
    func ask(_ prompt: Prompt, into turn: inout Turn) {
        var voice = RideVoice(appName: appName, now: clock.now)
        if case .choose(_, let offers, _) = prompt, offers.contains(where: { if case .rideOption = $0 { true } else { false } }) {
            voice.quotes = currentQuotes()
        }
        append(voice.words(for: prompt), into: &turn)
    }

    /// Says `notice`.
    func say(_ notice: Notice, into turn: inout Turn) {
        append(RideVoice(appName: appName, now: clock.now).words(for: notice), into: &turn)
    }

    /// Quotes for the request under way, by ride option name (empty until both ends are known).
    private func currentQuotes() -> [String: RideOption] {
        guard let intent = router.request.intent, intent.pickupLocation?.isResolved == true, intent.dropOffLocation?.isResolved == true else {
            return [:]
        }
        let response = quoted(service.handle(intent: ListRideOptionsIntent(pickupLocation: intent.pickupLocation, dropOffLocation: intent.dropOffLocation)), for: intent)
        var quotes: [String: RideOption] = [:]
        for option in response.rideOptions ?? [] {
            var quote = option
            if let size = intent.partySize, let tier = option.partySizeOption(for: size) { quote.priceRange = tier.priceRange }
            quotes[option.name] = quote
        }
        return quotes
    }

    /// The trip's options priced and timed for the request. The list-ride-options intent is
    /// priced for now; for a scheduled pickup each option is quoted by the service's confirm at
    /// that time (confirm books nothing), so the list shows what the confirmation will say.
    func quoted(_ response: ListRideOptionsIntentResponse, for intent: RequestRideIntent) -> ListRideOptionsIntentResponse {
        guard intent.scheduledPickupTime != nil, response.code == .success else { return response }
        var response = response
        response.rideOptions = response.rideOptions?.map { option in
            var asked = intent
            asked.rideOptionName = SpeakableString(vocabularyIdentifier: option.name, spokenPhrase: option.name)
            // NB: the price does not depend on the card, and a card still to be chosen ("on visa", two
            // Visas) would make confirm fail and the list fall back to the price now: quote with the
            // default card, so the list says what the confirmation will.
            asked.paymentMethod = nil
            let preview = service.confirm(intent: asked)
            guard preview.code == .ready || preview.code == .success, let status = preview.rideStatus, let priced = status.rideOption else {
                // Not bookable here (booked in the app, too small): its list price, at the time asked.
                var later = option
                if let start = intent.scheduledPickupTime?.startDate { later.estimatedPickupDate = max(option.estimatedPickupDate, start) }
                return later
            }
            var quote = option
            quote.priceRange = status.partySize.flatMap(priced.partySizeOption(for:))?.priceRange ?? priced.priceRange
            quote.availablePartySizeOptions = priced.availablePartySizeOptions
            quote.fareLineItems = priced.fareLineItems
            quote.specialPricing = priced.specialPricing
            quote.estimatedPickupDate = status.estimatedPickupDate ?? status.scheduledPickupTime?.startDate ?? option.estimatedPickupDate
            return quote
        }
        return response
    }
}
