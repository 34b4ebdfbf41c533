import Foundation
import RideIntents
import RideLanguage

/// Following the booked ride live: "keep me posted" (or `:watch`) asks the service to start
/// sending updates; they arrive through `RideFollower` and leave through `takeRideUpdates()`
/// until the ride completes or is cancelled, or the user stops them.
extension ConversationEngine {
    /// Whether the user is following a ride's live updates.
    public var isFollowingRide: Bool { follower != nil }

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
        guard let follower else { return [] }
        let finished = follower.pending.contains { $0.rideStatus.map(Self.isOver) ?? true }
        let lines = follower.take(fallback: clock.now)
        if finished {
            self.follower = nil
        }
        return lines
    }

    func startFollowing(into turn: inout Turn) {
        let status = service.handle(intent: GetRideStatusIntent())
        record(.getRideStatus(status), into: &turn)
        if sayIfUnavailable(status, into: &turn) { return }
        guard let ride = status.rideStatus, !Self.isOver(ride) else {
            say("You don't have a ride under way to follow. Book one first, for example \"get me a ride to SFO\".", into: &turn)
            return
        }
        if follower != nil {
            service.stopSendingUpdates(for: GetRideStatusIntent())
        }
        let follower = RideFollower()
        self.follower = follower
        trace("startSendingUpdates INGetRideStatusIntent (\(ride.rideIdentifier))", into: &turn)
        say("Following ride \(ride.rideIdentifier) live: an update at each change and at least every 20 seconds of ride time. Say \"stop the updates\" (or :unwatch, Ctrl-C) to stop.", into: &turn)
        service.startSendingUpdates(for: GetRideStatusIntent(), to: follower)
        for update in takeRideUpdates() {
            say(update.line, into: &turn)
            turn.rideUpdates.append(update)
        }
    }

    func stopFollowing(into turn: inout Turn) {
        guard follower != nil else {
            say("You're not following a ride.", into: &turn)
            return
        }
        service.stopSendingUpdates(for: GetRideStatusIntent())
        follower = nil
        trace("stopSendingUpdates INGetRideStatusIntent", into: &turn)
        say("OK, no more updates.", into: &turn)
    }

    static func isOver(_ status: RideStatus) -> Bool {
        status.phase == .completed || status.completionStatus?.isCanceled == true
    }
}
