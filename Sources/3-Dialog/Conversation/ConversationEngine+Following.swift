import Foundation
import RideIntents
import RideLanguage

/// Following the booked ride live: "keep me posted" (or `:watch`) asks the service to start
/// sending updates; they arrive through `RideFollower` and leave through `takeRideUpdates()`
/// until the ride completes or is cancelled, or the user stops them.
extension ConversationEngine {
    /// Whether the user is following a ride's live updates.
    public var isFollowingRide: Bool { router.following.isFollowing }

    /// Starts live updates on the booked ride (`:watch`).
    public func followRide() -> Turn {
        var turn = Turn(userText: "", understanding: nil)
        startFollowing(into: &turn)
        return turn
    }

    /// Stops live updates (`:unwatch`).
    public func stopFollowingRide() -> Turn {
        var turn = Turn(userText: "", understanding: nil)
        stopFollowing(into: &turn)
        return turn
    }

    /// The updates that arrived since the last call, oldest first. After the one that reports the
    /// ride over, following ends.
    public func takeRideUpdates() -> [RideUpdate] {
        guard router.following.isFollowing, let follower else { return [] }
        let finished = follower.pending.contains { $0.rideStatus.map(RideFollowingStateMachine.isOver) ?? true }
        let lines = follower.take(fallback: clock.now)
        if finished {
            router.following.rideEnded()
            self.follower = nil
        }
        return lines
    }

    func startFollowing(into turn: inout Turn) {
        perform(router.following.start(), into: &turn)

    }

    func stopFollowing(into turn: inout Turn) {
        perform(router.following.stop(), into: &turn)
    }

    /// Performs the following machine's actions.
    func perform(_ actions: [RideFollowingStateMachine.Action], into turn: inout Turn) {
        var queue = actions[...]
        while let action = queue.popFirst() {
            switch action {
            case .lookUpRide:
                queue.append(contentsOf: router.following.rideLookedUp(lookUpRide(into: &turn)))
            case .startUpdates(let rideIdentifier, let replacing):
                if replacing { service.stopSendingUpdates(for: GetRideStatusIntent()) }
                let follower = RideFollower(appName: appName)
                self.follower = follower
                trace("startSendingUpdates INGetRideStatusIntent (\(rideIdentifier))", into: &turn)
                service.startSendingUpdates(for: GetRideStatusIntent(), to: follower)
                for update in takeRideUpdates() {
                    append(update.line, into: &turn)
                    turn.rideUpdates.append(update)
                }
            case .stopUpdates:
                service.stopSendingUpdates(for: GetRideStatusIntent())
                follower = nil
                trace("stopSendingUpdates INGetRideStatusIntent", into: &turn)
            case .say(let notice):
                say(notice, into: &turn)
            }
        }
    }
}
