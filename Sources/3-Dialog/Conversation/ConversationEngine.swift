import Foundation
import RideIntents
import RideLanguage

/// Plays Siri's part: reads each user turn with the grammar, drives the request-ride state machine
/// against a ride service (resolve, confirm, handle), answers status, cancel and feedback requests,
/// and words every answer with `RideVoice`.
///
/// Any service that handles the ride-booking domain can sit behind it.
public final class ConversationEngine {
    /// The ride service the dialog talks to.
    public let service: RidesharingDomainHandling
    /// The grammar that reads user turns; replaceable (`:reload`).
    public var grammar: RideGrammar
    /// Where "now" comes from.
    public let clock: RideClock
    /// When on, each turn also records trace lines.
    public var isTracing = false

    var machine = RequestRideStateMachine()
    /// A cancellation with a fee waiting for the user's yes.
    private var pendingCancellation: CancelRideIntent?
    /// The ride options Maps listed, while the user chooses one.
    var listing: RideOptionsListing?
    /// Receives live updates while the user follows the booked ride.
    var follower: RideFollower?

    public init(service: RidesharingDomainHandling, grammar: RideGrammar, clock: RideClock) {
        self.service = service
        self.grammar = grammar
        self.clock = clock
    }

    /// The stage the dialog is at.
    public var stage: DialogStage {
        if pendingCancellation != nil { return .awaitingCancellationConfirmation }
        if listing != nil, !machine.isActive { return .awaitingRideOptionsChoice }
        return machine.stage
    }

    /// What the dialog has just asked for, as the grammar's expectation.
    public var expectation: DialogExpectation? {
        if pendingCancellation != nil { return .confirmation }
        if listing != nil, !machine.isActive { return .choice }
        return machine.expectation
    }

    /// Reads and answers one user turn.
    public func respond(to text: String) -> Turn {
        let understanding = grammar.understand(text, expecting: expectation)
        return respond(to: understanding)
    }

    /// Answers one already-understood user turn.
    public func respond(to understanding: Understanding) -> Turn {
        var turn = Turn(userText: understanding.text, understanding: understanding)
        let before = stage
        if let command = understanding.command, command == .followRide || command == .stopFollowing {
            command == .followRide ? startFollowing(into: &turn) : stopFollowing(into: &turn)
            if let prompt = machine.currentPrompt { say(words(for: prompt), into: &turn) }
        } else if understanding.isOutOfDomain, let question = pendingQuestion {
            // NB: "book a table for 2" at "Shall I book it?" holds the word "book"; a request for
            // another domain must never answer the question under way, least of all book a ride.
            say("Sorry, I can only help with rides.", into: &turn)
            say(question, into: &turn)
        } else if pendingCancellation != nil {
            answerCancellation(understanding, into: &turn)
        } else if listing != nil, !machine.isActive {
            answerListing(understanding, into: &turn)
        } else if machine.isActive {
            if let intent = understanding.intent, intent != .requestRide {
                handleSideIntent(intent, understanding, into: &turn)
                if let prompt = machine.currentPrompt { say(words(for: prompt), into: &turn) }
            } else {
                run(machine.userSaid(understanding, now: clock.now), into: &turn)
            }
        } else {
            startOrAnswer(understanding, into: &turn)
        }
        finish(&turn, from: before)
        return turn
    }

    /// The question the dialog is waiting on an answer to, worded as it was asked; nil when idle.
    var pendingQuestion: String? {
        if let intent = pendingCancellation { return "Cancel ride \(intent.rideIdentifier) for the fee?" }
        if let listing, !machine.isActive { return RideOptionsVoice.choosePrompt(listing.options) }
        return machine.currentPrompt.map(words(for:))
    }

    /// Ctrl-C: abandons whatever is under way.
    public func interrupt() -> Turn {
        var turn = Turn(userText: "", understanding: nil)
        let before = stage
        if pendingCancellation != nil {
            pendingCancellation = nil
            say("OK, I won't cancel your ride.", into: &turn)
        } else if listing != nil, !machine.isActive {
            listing = nil
            say("OK, no ride for now.", into: &turn)
        } else if follower != nil, !machine.isActive {
            stopFollowing(into: &turn)
        } else {
            run(machine.abandon(), into: &turn)
        }
        finish(&turn, from: before)
        return turn
    }

    /// Forgets the request under way, without a word.
    public func reset() {
        machine = RequestRideStateMachine()
        pendingCancellation = nil
        listing = nil
    }

    // MARK: - Idle

    func startOrAnswer(_ understanding: Understanding, into turn: inout Turn) {
        let voice = RideVoice(now: clock.now)
        if let intent = understanding.intent, intent != .requestRide {
            handleSideIntent(intent, understanding, into: &turn)
            return
        }
        if understanding.intent == .requestRide || hasRequestSlots(understanding.slots) {
            run(machine.start(with: understanding, now: clock.now), into: &turn)
            return
        }
        if let command = understanding.command {
            switch command {
            case .help, .startOver: say(voice.help(for: .idle), into: &turn)
            case .followRide: startFollowing(into: &turn)
            case .stopFollowing: stopFollowing(into: &turn)
            case .cancel: say("There's no request to cancel. To cancel a booked ride, say \"cancel my ride\".", into: &turn)
            }
            return
        }
        if let question = understanding.question {
            answerAboutActiveRide(question, into: &turn)
            return
        }
        if understanding.answer != nil {
            say("There's nothing to confirm right now. Ask for a ride, for example \"get me a ride to SFO\".", into: &turn)
        } else if understanding.isOutOfDomain {
            say("Sorry, I can only help with rides. Try \"get me a ride to SFO\".", into: &turn)
        } else if understanding.isClosing {
            say("You're welcome!", into: &turn)
        } else if understanding.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return
        } else {
            say("Sorry, I didn't understand that. Try \"get me a ride to SFO\", or type :help.", into: &turn)
        }
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
            let response = service.handle(intent: GetRideStatusIntent())
            record(.getRideStatus(response), into: &turn)
            let voice = RideStatusVoice(now: clock.now)
            if let status = response.rideStatus, !understanding.questions.isEmpty {
                for question in understanding.questions { say(voice.answer(question, about: status), into: &turn) }
            } else {
                say(voice.words(for: response), into: &turn)
                turn.shownRide = response.rideStatus
            }
        case .cancelRide:
            cancelActiveRide(into: &turn)
        case .sendRideFeedback:
            sendFeedback(understanding, into: &turn)
        case .listRideOptions:
            listRideOptions(understanding, into: &turn)
        }
    }

    private func answerAboutActiveRide(_ question: RideQuestion, into turn: inout Turn) {
        let response = service.handle(intent: GetRideStatusIntent())
        record(.getRideStatus(response), into: &turn)
        if sayIfUnavailable(response, into: &turn) { return }
        guard let status = response.rideStatus, status.isActive else {
            say("You don't have a ride booked. Ask for one, for example \"get me a ride to SFO\".", into: &turn)
            return
        }
        say(RideStatusVoice(now: clock.now).answer(question, about: status), into: &turn)
    }

    private func cancelActiveRide(into turn: inout Turn) {
        let status = service.handle(intent: GetRideStatusIntent())
        record(.getRideStatus(status), into: &turn)
        if sayIfUnavailable(status, into: &turn) { return }
        guard let ride = status.rideStatus, ride.isActive else {
            say("You don't have a ride to cancel.", into: &turn)
            return
        }
        let intent = CancelRideIntent(rideIdentifier: ride.rideIdentifier)
        let confirmation = service.confirm(cancelRide: intent)
        record(.confirmCancelRide(confirmation), into: &turn)
        guard confirmation.code == .ready || confirmation.code == .success else {
            say(confirmation.failureReason ?? "Sorry, ride \(ride.rideIdentifier) can't be cancelled now.", into: &turn)
            return
        }
        if let fee = confirmation.cancellationFee, fee.minorUnits > 0 {
            pendingCancellation = intent
            say(words(for: .confirmCancellation(rideIdentifier: ride.rideIdentifier, fee: fee)), into: &turn)
            return
        }
        completeCancellation(intent, into: &turn)
    }

    private func answerCancellation(_ understanding: Understanding, into turn: inout Turn) {
        guard let intent = pendingCancellation else { return }
        // NB: the question is "Cancel it anyway?", so "cancel it" answers yes.
        let saysCancel = understanding.command == .cancel && understanding.text.lowercased().contains("cancel")
        switch (saysCancel ? .yes : understanding.answer, understanding.command) {
        case (.yes, _):
            pendingCancellation = nil
            completeCancellation(intent, into: &turn)
        case (.no, _), (_, .cancel):
            pendingCancellation = nil
            say("OK, your ride \(intent.rideIdentifier) stays booked.", into: &turn)
        default:
            say("Please answer yes or no: cancel ride \(intent.rideIdentifier) for the fee?", into: &turn)
        }
    }

    private func completeCancellation(_ intent: CancelRideIntent, into turn: inout Turn) {
        let response = service.handle(cancelRide: intent)
        record(.handleCancelRide(response), into: &turn)
        if response.code == .success {
            let fee = response.cancellationFee.map { " A cancellation fee of \($0.formatted) applies." } ?? " There's no charge."
            say("Ride \(intent.rideIdentifier) is cancelled.\(fee)", into: &turn)
        } else {
            say(response.failureReason ?? "Sorry, ride \(intent.rideIdentifier) couldn't be cancelled.", into: &turn)
        }
    }

    private func sendFeedback(_ understanding: Understanding, into turn: inout Turn) {
        let status = service.handle(intent: GetRideStatusIntent())
        record(.getRideStatus(status), into: &turn)
        if sayIfUnavailable(status, into: &turn) { return }
        guard let ride = status.rideStatus else {
            say("You have no ride to rate yet.", into: &turn)
            return
        }
        guard ride.phase == .completed else {
            say("You can rate ride \(ride.rideIdentifier) once it's completed.", into: &turn)
            return
        }
        let intent = SendRideFeedbackIntent(
            rideIdentifier: ride.rideIdentifier,
            rating: understanding.slots.rating,
            tip: understanding.slots.tip
        )
        guard intent.rating != nil || intent.tip != nil else {
            say("How would you rate your ride? For example \"5 stars\" or \"tip $3\".", into: &turn)
            return
        }
        let confirmation = service.confirm(sendRideFeedback: intent)
        guard confirmation.code == .ready || confirmation.code == .success else {
            record(.sendRideFeedback(confirmation), into: &turn)
            say(confirmation.failureReason ?? "Sorry, I couldn't send that feedback.", into: &turn)
            return
        }
        let response = service.handle(sendRideFeedback: intent)
        record(.sendRideFeedback(response), into: &turn)
        if response.code == .success {
            var parts: [String] = []
            if let rating = intent.rating { parts.append("a rating of \(rating)") }
            if let tip = intent.tip { parts.append("a \(tip.formatted) tip") }
            say("Thanks! I sent \(parts.joined(separator: " and ")) for ride \(ride.rideIdentifier).", into: &turn)
        } else {
            say(response.failureReason ?? "Sorry, I couldn't send that feedback.", into: &turn)
        }
    }

    /// Says so when the service is down (the status lookup answered "temporarily unavailable").
    func sayIfUnavailable(_ response: GetRideStatusIntentResponse, into turn: inout Turn) -> Bool {
        guard response.code == .failureRequiringAppLaunchServiceTemporarilyUnavailable else { return false }
        say(RideStatusVoice(now: clock.now).words(for: response), into: &turn)
        return true
    }

    // MARK: - Running the state machine

    /// Performs the machine's actions, feeding service results back, until it waits on the user.
    func run(_ actions: [RequestRideStateMachine.Action], into turn: inout Turn) {
        var queue = actions[...]
        var steps = 0
        while let action = queue.popFirst() {
            steps += 1
            guard steps < 200 else {
                say("Sorry, I got stuck on that request; please start again.", into: &turn)
                machine = RequestRideStateMachine()
                return
            }
            switch action {
            case .resolve(let parameter, let intent):
                let resolution = resolve(parameter, intent)
                turn.resolutions.append(resolution)
                trace("resolve \(parameter.rawValue) → \(describe(resolution))", into: &turn)
                queue.append(contentsOf: machine.resolved(resolution))
            case .confirm(let intent):
                let response = service.confirm(intent: intent)
                record(.confirmRequestRide(response), into: &turn)
                queue.append(contentsOf: machine.confirmed(response))
            case .handle(let intent):
                let response = service.handle(intent: intent)
                record(.handleRequestRide(response), into: &turn)
                if response.code == .success || response.code == .inProgress { turn.shownRide = response.rideStatus }
                queue.append(contentsOf: machine.handled(response))
            case .say(let notice):
                say(RideVoice(now: clock.now).words(for: notice), into: &turn)
            case .ask(let prompt):
                say(words(for: prompt), into: &turn)
            }
        }
    }

    private func resolve(_ parameter: RideParameter, _ intent: RequestRideIntent) -> ParameterResolution {
        switch parameter {
        case .pickupLocation: ParameterResolution(parameter, service.resolvePickupLocation(for: intent), wrap: ParameterValue.place)
        case .dropOffLocation: ParameterResolution(parameter, service.resolveDropOffLocation(for: intent), wrap: ParameterValue.place)
        case .scheduledPickupTime: ParameterResolution(parameter, service.resolveScheduledPickupTime(for: intent), wrap: ParameterValue.dateRange)
        case .partySize: ParameterResolution(parameter, service.resolvePartySize(for: intent), wrap: ParameterValue.integer)
        case .rideOptionName: ParameterResolution(parameter, service.resolveRideOptionName(for: intent), wrap: ParameterValue.speakable)
        case .paymentMethod: ParameterResolution(parameter, service.resolvePaymentMethod(for: intent), wrap: ParameterValue.paymentMethod)
        }
    }

    /// The words for a prompt, with current quotes when it lists ride options.
    func words(for prompt: Prompt) -> String {
        var voice = RideVoice(now: clock.now)
        if case .choose(_, let offers, _) = prompt, offers.contains(where: { if case .rideOption = $0 { true } else { false } }) {
            voice.quotes = currentQuotes()
        }
        return voice.words(for: prompt)
    }

    /// Quotes for the request under way, by ride option name (empty until both ends are known).
    private func currentQuotes() -> [String: RideOption] {
        guard let intent = machine.intent, intent.pickupLocation?.isResolved == true, intent.dropOffLocation?.isResolved == true else {
            return [:]
        }
        let response = service.handle(intent: ListRideOptionsIntent(pickupLocation: intent.pickupLocation, dropOffLocation: intent.dropOffLocation))
        var quotes: [String: RideOption] = [:]
        for option in response.rideOptions ?? [] {
            var quote = option
            if let size = intent.partySize, let tier = option.partySizeOption(for: size) { quote.priceRange = tier.priceRange }
            quotes[option.name] = quote
        }
        return quotes
    }

    // MARK: - Recording

    func say(_ text: String, into turn: inout Turn) {
        guard !text.isEmpty else { return }
        turn.said.append(text)
    }

    func record(_ response: IntentResponseRecord, into turn: inout Turn) {
        turn.responses.append(response)
        var line = "\(response.step) \(response.intentName) → \(response.codeName)"
        if let status = response.rideStatus { line += " (\(status.rideIdentifier.isEmpty ? "" : status.rideIdentifier + ", ")phase \(status.phase.name))" }
        trace(line, into: &turn)
    }

    func trace(_ line: String, into turn: inout Turn) {
        turn.trace.append(line)
    }

    func finish(_ turn: inout Turn, from before: DialogStage) {
        turn.stage = stage
        if before != turn.stage {
            trace("stage \(before.name) → \(turn.stage.name)", into: &turn)
        }
    }

    private func describe(_ resolution: ParameterResolution) -> String {
        var text = resolution.kind.rawValue
        let labels = resolution.offeredLabels
        if !labels.isEmpty { text += " [" + labels.joined(separator: " | ") + "]" }
        if let reason = resolution.needsValueReason { text += " (\(Self.short(reason)))" }
        if let reason = resolution.unsupportedReason { text += " (\(Self.short(reason)))" }
        return text
    }

    /// A short account of the reason, for traces and `--jsonl`.
    public static func short(_ reason: NeedsValueReason) -> String {
        switch reason {
        case .missing: "missing"
        case .notFound(let spoken): "not found: \(spoken)"
        case .partySizeRequired(let option, _, _): "\(option) prices by party size"
        }
    }

    /// A short account of the reason, for traces and `--jsonl`.
    public static func short(_ reason: UnsupportedReason) -> String {
        switch reason {
        case .outsideServiceArea(let place, _): "outside service area: \(place)"
        case .sameAsPickup: "same as pickup"
        case .partyTooLarge(let size, let option, let capacity, _): "\(size) > \(option) capacity \(capacity)"
        case .partyLargerThanAnyOption(let size, let largest): "\(size) > largest \(largest)"
        case .invalidPartySize(let size): "invalid party size \(size)"
        case .unknownRideOption(let spoken, _): "unknown ride option: \(spoken)"
        case .paymentMethodExpired(let method): "expired: \(method.displayName)"
        case .unknownPaymentMethod(let spoken, _): "unknown payment method: \(spoken)"
        case .scheduledTimeOutOfRange(let detail): detail
        }
    }
}
