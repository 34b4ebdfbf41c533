import RideIntents
import RideLanguage

/// The whole dialog's state: the request-ride machine and each side conversation's machine, and
/// the one place that decides which of them is live, the stage the dialog is at, what it expects
/// next, and which conversation an utterance goes to.
struct DialogRouter: Sendable {
    var request = RequestRideStateMachine()
    var cancellation = CancellationStateMachine()
    var rideOptions = RideOptionsStateMachine()
    var following = RideFollowingStateMachine()
    var feedback = FeedbackStateMachine()

    /// The conversation waiting on the user's answer.
    enum Live: Hashable, Sendable {
        /// The fee question of a cancellation.
        case cancellation
        /// The question about a tip larger than the fare.
        case feedback
        /// Maps' list of ride options.
        case rideOptions
        /// A ride request.
        case request
        /// Nothing: any request may start.
        case none
    }

    /// Where one utterance goes.
    enum Destination: Hashable, Sendable {
        /// "keep me posted" or "stop the updates", at any stage; a request's question is asked again.
        case following(DialogCommand)
        /// Another domain while a question waits: refused, and the question asked again.
        case otherDomain(Prompt)
        /// The answer to the fee question.
        case cancellation
        /// The answer to the tip question.
        case feedback
        /// The answer to Maps' list.
        case rideOptions
        /// Status, cancel, feedback or options asked for in the middle of a request: answered,
        /// then the request's question asked again.
        case sideIntent(IntentKind)
        /// The answer to the request's question.
        case request
        /// Nothing under way.
        case idle
    }

    // NB: the reads below are inlined: the engine keeps the router in a class, and a call that
    // reads a struct kept in a class is handed a copy of all of it (every machine's state retained
    // and released, as the SIL of `ConversationEngine.stage` shows); inlined, only the fields read
    // are loaded, in place.

    /// The conversation that holds the floor. A cancellation's fee question comes first; Maps'
    /// list waits behind a request under way.
    @inline(__always)
    var live: Live {
        if cancellation.isAwaitingConsent { return .cancellation }
        if feedback.isAwaitingConsent { return .feedback }
        if rideOptions.isAwaitingChoice, !request.isActive { return .rideOptions }
        if request.isActive { return .request }
        return .none
    }

    /// The stage the dialog is at.
    @inline(__always)
    var stage: DialogStage {
        switch live {
        case .cancellation: .awaitingCancellationConfirmation
        case .feedback: .awaitingTipConfirmation
        case .rideOptions: .awaitingRideOptionsChoice
        case .request, .none: request.stage
        }
    }

    /// What the dialog has just asked for, as the grammar's expectation.
    @inline(__always)
    var expectation: DialogExpectation? {
        switch live {
        case .cancellation, .feedback: .confirmation
        case .rideOptions: rideOptions.expectation
        case .request, .none: request.expectation
        }
    }

    /// The question waiting on an answer; nil when idle.
    @inline(__always)
    var pendingPrompt: Prompt? {
        switch live {
        case .cancellation: cancellation.pendingPrompt
        case .feedback: feedback.pendingPrompt
        case .rideOptions: rideOptions.pendingPrompt
        case .request, .none: request.currentPrompt
        }
    }

    /// Which conversation `understanding` goes to.
    @inline(__always)
    func destination(of understanding: Understanding) -> Destination {
        if let command = understanding.command, command == .followRide || command == .stopFollowing {
            return .following(command)
        }
        if understanding.isOutOfDomain, let prompt = pendingPrompt {
            // NB: "book a table for 2" at "Shall I book it?" holds the word "book"; a request for
            // another domain must never answer the question under way, least of all book a ride.
            return .otherDomain(prompt)
        }
        switch live {
        case .cancellation: return .cancellation
        case .feedback: return .feedback
        case .rideOptions: return .rideOptions
        case .request:
            if let intent = understanding.intent, intent != .requestRide, !understanding.isCancelCommandAlone { return .sideIntent(intent) }
            return .request
        case .none: return .idle
        }
    }

    /// Who Ctrl-C interrupts.
    enum Interrupted: Hashable, Sendable {
        case cancellation, feedback, rideOptions, following, request
    }

    /// What Ctrl-C abandons: the question waiting, else the live updates, else the request.
    var interrupted: Interrupted {
        switch live {
        case .cancellation: .cancellation
        case .feedback: .feedback
        case .rideOptions: .rideOptions
        case .request: .request
        case .none: following.isFollowing ? .following : .request
        }
    }
}
