import RideIntents

/// Following the booked ride live as a state machine: "keep me posted" looks the ride up and
/// starts the service's updates; "stop the updates" (or the ride ending) stops them.
///
/// It performs no I/O: each event returns the `Action`s the caller performs.
public struct RideFollowingStateMachine: Sendable {
    /// What the caller does next.
    public enum Action: Hashable, Sendable {
        /// Send a get-ride-status intent, then `rideLookedUp(_:)`.
        case lookUpRide
        /// Start the service's live updates on the ride (stopping the ones already running first
        /// when `replacing`); show any that are due at once.
        case startUpdates(rideIdentifier: String, replacing: Bool)
        /// Stop the service's live updates.
        case stopUpdates
        /// Tell the user something.
        case say(Notice)
    }

    private enum State: Hashable, Sendable {
        case idle
        /// Looking the ride up; `wasFollowing` names the ride already followed, if any.
        case lookingUpRide(wasFollowing: String?)
        case following(rideIdentifier: String)
    }

    private var state: State = .idle

    public init() {}

    /// Whether live updates are running.
    public var isFollowing: Bool {
        if case .following = state { return true }
        return false
    }

    /// "keep me posted", `:watch`.
    public mutating func start() -> [Action] {
        var followed: String?
        if case .following(let ride) = state { followed = ride }
        state = .lookingUpRide(wasFollowing: followed)
        return [.lookUpRide]
    }

    /// The ride status lookup answered.
    public mutating func rideLookedUp(_ response: GetRideStatusIntentResponse) -> [Action] {
        guard case .lookingUpRide(let followed) = state else { return [] }
        state = followed.map { .following(rideIdentifier: $0) } ?? .idle
        if response.code == .failureRequiringAppLaunchServiceTemporarilyUnavailable { return [.say(.rideStatus(response))] }
        guard let ride = response.rideStatus, !Self.isOver(ride) else { return [.say(.nothingToFollow)] }
        state = .following(rideIdentifier: ride.rideIdentifier)
        return [
            .say(.followingStarted(rideIdentifier: ride.rideIdentifier)),
            .startUpdates(rideIdentifier: ride.rideIdentifier, replacing: followed != nil),
        ]
    }

    /// "stop the updates", `:unwatch`, Ctrl-C while following.
    public mutating func stop() -> [Action] {
        guard isFollowing else { return [.say(.notFollowing)] }
        state = .idle
        return [.stopUpdates, .say(.updatesStopped)]
    }

    /// An update reported the ride over: following ends by itself.
    public mutating func rideEnded() {
        state = .idle
    }

    /// Whether a ride is over (completed or cancelled), so there is nothing left to follow.
    public static func isOver(_ status: RideStatus) -> Bool {
        status.phase == .completed || status.completionStatus?.isCanceled == true
    }
}
