import Foundation
import RideIntents

/// The current ride's status, derived from the clock (see `RideTimeline`), and live updates.
///
/// `startSendingUpdates` pushes the ride's status at once; from then on every `tick()` pushes the
/// updates that fell due since the last one, each as the status of its own moment: one at every
/// phase change and at least one every 20 seconds of ride time (`ServicePolicy.updateInterval`).
/// The updates stop by themselves after the one that reports the ride completed or cancelled.
extension SimulatedRideService: GetRideStatusIntentHandling {
    /// The current ride's status now (`.success`); `.success` with no ride when none was ever
    /// booked; or "service temporarily unavailable" while the service is down.
    // NB: no ride is an answer, not a failure to fetch one (SiriKit's `failure`: "could not fetch
    // status"); the response's `rideStatus` is optional for this.
    public func handle(intent: GetRideStatusIntent) -> GetRideStatusIntentResponse {
        if isTemporarilyUnavailable { return GetRideStatusIntentResponse(code: .failureRequiringAppLaunchServiceTemporarilyUnavailable) }
        guard let status = lastRide else { return GetRideStatusIntentResponse(code: .success) }
        return GetRideStatusIntentResponse(code: .success, rideStatus: status)
    }

    public func startSendingUpdates(for intent: GetRideStatusIntent, to observer: GetRideStatusIntentResponseObserver) {
        let now = clock.now
        guard let ride = currentRide else {
            observer.didUpdate(getRideStatus: GetRideStatusIntentResponse(code: .failure, asOf: now))
            statusFeed = nil
            return
        }
        let status = ride.status(at: now)
        observer.didUpdate(getRideStatus: GetRideStatusIntentResponse(code: .success, rideStatus: status, asOf: now))
        statusFeed = status.isFinished ? nil : StatusUpdateFeed(observer: observer, rideIdentifier: ride.identifier, lastSentAt: now)
    }

    public func stopSendingUpdates(for intent: GetRideStatusIntent) {
        statusFeed = nil
    }

    /// Whether an observer is receiving updates.
    public var isSendingUpdates: Bool { statusFeed != nil }

    /// The identifier of the ride whose updates are being sent, if any.
    public var rideSendingUpdates: String? { statusFeed?.rideIdentifier }

    /// Pushes every update that fell due since the last one, up to now, oldest first.
    public func tick() {
        guard var feed = statusFeed else { return }
        guard let ride = ride(withIdentifier: feed.rideIdentifier) else {
            statusFeed = nil
            return
        }
        let now = clock.now
        var moments = Self.updateMoments(after: feed.lastSentAt, through: now, changes: ride.changeDates)
        if let cancellation = ride.cancellation, cancellation.date <= feed.lastSentAt {
            // Cancelled at the very moment of the last update: say so at once.
            moments = [feed.lastSentAt]
        }
        for moment in moments {
            let status = ride.status(at: moment)
            feed.observer.didUpdate(getRideStatus: GetRideStatusIntentResponse(code: .success, rideStatus: status, asOf: moment))
            feed.lastSentAt = moment
            if status.isFinished {
                statusFeed = nil
                return
            }
        }
        statusFeed = feed
    }

    /// When the next update falls due, if updates are being sent: the time to wake a real-time loop.
    public var nextUpdateDate: Date? {
        guard let feed = statusFeed, let ride = ride(withIdentifier: feed.rideIdentifier) else { return nil }
        let cadence = feed.lastSentAt.addingTimeInterval(ServicePolicy.updateInterval)
        let change = ride.changeDates.first { $0 > feed.lastSentAt }
        return min(cadence, change ?? cadence)
    }

    /// The moments in `(start, end]` an update falls due: each change date, and every
    /// `updateInterval` after the last update. A long stretch without a change keeps only its
    /// last `maximumUpdatesPerStretch` cadence updates, so a far jump of the clock stays short.
    static func updateMoments(after start: Date, through end: Date, changes: [Date]) -> [Date] {
        var moments: [Date] = []
        var from = start
        for change in changes where change > start && change <= end {
            moments += cadence(after: from, before: change)
            moments.append(change)
            from = change
        }
        moments += cadence(after: from, before: end.addingTimeInterval(0.001))
        return moments
    }

    /// Every `updateInterval` after `start`, strictly before `limit`; the last
    /// `maximumUpdatesPerStretch` of them. Counted, not walked: a jump of the clock by years
    /// costs what the kept updates cost.
    static func cadence(after start: Date, before limit: Date) -> [Date] {
        let interval = ServicePolicy.updateInterval
        let span = limit.timeIntervalSince(start)
        guard span > interval, span.isFinite else { return [] }
        // Steps i ≥ 1 with start + i·interval < limit: ⌈span / interval⌉ − 1 of them.
        let steps = (span / interval).rounded(.up) - 1
        let first = max(1, steps - Double(maximumUpdatesPerStretch) + 1)
        var dates: [Date] = []
        var next = start.addingTimeInterval(first * interval)
        while next < limit {  // NB: about maximumUpdatesPerStretch steps; the suffix absorbs a rounding of `steps`.
            dates.append(next)
            next = next.addingTimeInterval(interval)
        }
        return Array(dates.suffix(maximumUpdatesPerStretch))
    }

    /// At most this many cadence updates (an hour of them) between two changes.
    static let maximumUpdatesPerStretch = 180
}

/// Who receives live updates for which ride, and when the last one went out.
struct StatusUpdateFeed {
    var observer: GetRideStatusIntentResponseObserver
    var rideIdentifier: String
    var lastSentAt: Date
}

extension RideStatus {
    /// Whether the ride is over: completed or cancelled.
    var isFinished: Bool {
        phase == .completed || completionStatus?.isCanceled == true
    }
}
