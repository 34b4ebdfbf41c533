import RideIntents

/// Maps' rough travel time between two places, for working a pickup time out of an arrival
/// deadline ("arrive by 6"): SiriKit's request has only a pickup time. Road miles are taken as
/// the straight line's 1.3 times, driven at city speed, plus a few minutes to set off.
public enum TravelEstimate {
    /// Minutes left before the deadline beyond the drive, for traffic and the car being late.
    public static let margin = 10

    /// The drive from `start` to `end`, in whole minutes (at least 5).
    public static func minutes(from start: Coordinate, to end: Coordinate) -> Int {
        let roadMiles = start.miles(to: end) * 1.3
        let hours = roadMiles / 24
        return max(5, Int((hours * 60).rounded(.up)) + 3)
    }
}
