import Foundation
import RideIntents
import RideLanguage

/// The Maps flow, performed for `RideOptionsStateMachine`: resolve the trip's places, list the
/// ride options, and start the request with Maps' values once the user chooses, so only confirm
/// and handle run.
extension ConversationEngine {
    /// Lists the ride options from `pickup` (the current location when `nil`) to `dropOff`, as
    /// Maps does (`:maps FROM to TO`, `hail options`), and waits for a choice.
    /// `waitsForChoice` false only shows the list (`hail options`), asking nothing.
    public func listRideOptions(from pickup: PlaceMention?, to dropOff: PlaceMention, partySize: Int? = nil, waitsForChoice: Bool = true) -> Turn {
        var turn = Turn(userText: "", understanding: nil)
        let before = stage
        router.request = RequestRideStateMachine()
        perform(router.rideOptions.start(from: pickup, to: dropOff, partySize: partySize, waitsForChoice: waitsForChoice), into: &turn)
        finish(&turn, from: before)
        return turn
    }

    /// Performs the options machine's actions until it waits on the user or ends.
    func perform(_ actions: [RideOptionsStateMachine.Action], into turn: inout Turn) {
        var queue = actions[...]
        while let action = queue.popFirst() {
            switch action {
            case .resolvePlaces(let intent):
                let pickup = service.resolvePickupLocation(for: intent)
                let dropOff = service.resolveDropOffLocation(for: intent)
                turn.resolutions.append(ParameterResolution(.pickupLocation, pickup, wrap: ParameterValue.place))
                turn.resolutions.append(ParameterResolution(.dropOffLocation, dropOff, wrap: ParameterValue.place))
                queue.append(contentsOf: router.rideOptions.placesResolved(pickup: pickup, dropOff: dropOff))
            case .list(let from, let to):
                let response = service.handle(intent: ListRideOptionsIntent(pickupLocation: from, dropOffLocation: to))
                record(.listRideOptions(response), into: &turn)
                queue.append(contentsOf: router.rideOptions.listed(response))
            case .lookUpRide:
                queue.append(contentsOf: router.rideOptions.rideLookedUp(lookUpRide(into: &turn)))
            case .requestRide(let intent, let toResolve, let agreedPrice, let pricesValidUntil):
                run(router.request.startResolved(intent, toResolve: toResolve, agreedPrice: agreedPrice, pricesValidUntil: pricesValidUntil), into: &turn)
            case .reroute(let understanding):
                startOrAnswer(understanding, into: &turn)
            case .trace(let line):
                trace(line, into: &turn)
            case .say(let notice):
                say(notice, into: &turn)
            case .ask(let prompt):
                ask(prompt, into: &turn)
            }
        }
    }
}
