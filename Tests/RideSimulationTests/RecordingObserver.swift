import RideIntents

/// Records the updates pushed to it.
final class RecordingObserver: GetRideStatusIntentResponseObserver {
    var updates: [GetRideStatusIntentResponse] = []

    func didUpdate(getRideStatus response: GetRideStatusIntentResponse) {
        updates.append(response)
    }
}
