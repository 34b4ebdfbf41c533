import Foundation
import RideIntents

/// Receives a ride's live status updates (the observer of `startSendingUpdates`) and keeps them
/// until the session shows them, worded with the moment each describes.
final class RideFollower: GetRideStatusIntentResponseObserver {
    /// The app the ride was booked with.
    let appName: String
    private(set) var pending: [GetRideStatusIntentResponse] = []
    private var lastPhase: RidePhase?
    private var lastCanceled = false
    private var lastEstimates: (pickup: String?, dropOff: String?)?

    init(appName: String) {
        self.appName = appName
    }

    func didUpdate(getRideStatus response: GetRideStatusIntentResponse) {
        pending.append(response)
    }

    /// The updates received since the last call, worded; a phase change is named.
    func take(fallback now: Date) -> [RideUpdate] {
        defer { pending.removeAll() }
        return pending.map { response in
            let moment = response.asOf ?? now
            guard let status = response.rideStatus else {
                let line = "[\(ServiceTimeZone.clockTimeWithSeconds(moment))] " + RideStatusVoice(appName: appName, now: moment).words(for: response)
                return RideUpdate(line: line, date: moment, isChange: true, code: "\(response.code)")
            }
            let canceled = status.completionStatus?.isCanceled == true
            let changed = lastPhase != nil && (status.phase != lastPhase || canceled != lastCanceled)
            // NB: compared as said (to the minute): traffic moves an estimate a second at a time
            // (RideTimeline.revealedPickupDelay), and only a minute said differently is news.
            let estimates = (pickup: status.estimatedPickupDate.map(ServiceTimeZone.clockTime), dropOff: status.estimatedDropOffDate.map(ServiceTimeZone.clockTime))
            let delayed = !changed && lastEstimates.map { $0.pickup != estimates.pickup || $0.dropOff != estimates.dropOff } == true
            lastPhase = status.phase
            lastCanceled = canceled
            lastEstimates = estimates
            let line = RideStatusVoice(appName: appName, now: moment).update(status, phaseChanged: changed, estimateChanged: delayed)
            return RideUpdate(line: line, date: moment, isChange: changed || delayed, status: status, code: "\(response.code)")
        }
    }
}
