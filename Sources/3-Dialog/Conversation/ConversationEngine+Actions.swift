import Foundation
import RideIntents
import RideLanguage

/// The state machines' actions performed against the ride service, each answer fed back as an
/// event, until the machine waits on the user.
extension ConversationEngine {
    /// Performs the request machine's actions, feeding service results back, until it waits on
    /// the user.
    func run(_ actions: [RequestRideStateMachine.Action], into turn: inout Turn) {
        var queue = actions[...]
        var steps = 0
        while let action = queue.popFirst() {
            steps += 1
            guard steps < 200 else {
                say(.stuck, into: &turn)
                router.request = RequestRideStateMachine()
                return
            }
            switch action {
            case .lookUpRide:
                queue.append(contentsOf: router.request.rideLookedUp(lookUpRide(into: &turn)))
            case .resolve(let parameter, let intent):
                let resolution = resolve(parameter, intent).without(rideOptions: router.request.excludedRideOptions)
                turn.resolutions.append(resolution)
                trace("resolve \(parameter.rawValue) → \(describe(resolution))", into: &turn)
                queue.append(contentsOf: router.request.resolved(resolution))
            case .confirm(let intent):
                let response = service.confirm(intent: intent)
                record(.confirmRequestRide(response), into: &turn)
                queue.append(contentsOf: router.request.confirmed(response))
            case .handle(let intent):
                let response = service.handle(intent: intent)
                record(.handleRequestRide(response), into: &turn)
                if response.code == .success || response.code == .inProgress { turn.shownRide = response.rideStatus }
                queue.append(contentsOf: router.request.handled(response))
            case .listRideOptions(let intent):
                let response = service.handle(intent: ListRideOptionsIntent(pickupLocation: intent.pickupLocation, dropOffLocation: intent.dropOffLocation))
                record(.listRideOptions(response), into: &turn)
                queue.append(contentsOf: router.request.rideOptionsListed(quoted(response, for: intent)))
            case .say(let notice):
                say(notice, into: &turn)
            case .ask(let prompt):
                ask(prompt, into: &turn)
            }
        }
    }

    /// Performs a cancellation's actions until it waits on the user or ends.
    func perform(_ actions: [CancellationStateMachine.Action], into turn: inout Turn) {
        var queue = actions[...]
        while let action = queue.popFirst() {
            switch action {
            case .lookUpRide:
                queue.append(contentsOf: router.cancellation.rideLookedUp(lookUpRide(into: &turn)))
            case .confirm(let intent):
                let response = service.confirm(cancelRide: intent)
                record(.confirmCancelRide(response), into: &turn)
                queue.append(contentsOf: router.cancellation.confirmed(response))
            case .handle(let intent):
                let response = service.handle(cancelRide: intent)
                record(.handleCancelRide(response), into: &turn)
                queue.append(contentsOf: router.cancellation.handled(response))
            case .say(let notice):
                say(notice, into: &turn)
            case .ask(let prompt):
                ask(prompt, into: &turn)
            }
        }
    }

    /// Performs a feedback's actions until it ends.
    func perform(_ actions: [FeedbackStateMachine.Action], into turn: inout Turn) {
        var queue = actions[...]
        while let action = queue.popFirst() {
            switch action {
            case .lookUpRide:
                queue.append(contentsOf: router.feedback.rideLookedUp(lookUpRide(into: &turn)))
            case .confirm(let intent):
                let response = service.confirm(sendRideFeedback: intent)
                // Only a refused confirm is recorded; the handle's answer stands for both.
                if !FeedbackStateMachine.isReady(response) { record(.sendRideFeedback(response), into: &turn) }
                queue.append(contentsOf: router.feedback.confirmed(response))
            case .handle(let intent):
                let response = service.handle(sendRideFeedback: intent)
                record(.sendRideFeedback(response), into: &turn)
                queue.append(contentsOf: router.feedback.handled(response))
            case .say(let notice):
                say(notice, into: &turn)
            case .ask(let prompt):
                ask(prompt, into: &turn)
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
}
