import RideLanguage

/// Something a corpus labels, on which figures depend: a figure is reported only for a corpus
/// that labels it somewhere, so a corpus without pickups has no pickup figures rather than
/// "0.0 (0/0)".
public enum CorpusLabel: String, Hashable, Sendable, CaseIterable, Comparable {
    case requestRide = "RequestRide"
    case getRideStatus = "GetRideStatus"
    case cancelRide = "CancelRide"
    /// Turns of other services, which must not be taken for rides.
    case otherDomain
    /// Other-domain turns of tasks close to rides (directions, flights).
    case nearDomain
    /// Turns that change or cancel a booked ride, which are no ride request.
    case rideChangeOrCancel
    /// Turns that cancel a booked ride.
    case rideCancel
    case dropOff
    case pickup
    case partySize
    case rideOption
    case scheduledPickupTime
    case answer
    case requests
    case closing

    /// The label for an intent name in the corpus ("RequestRide"); nil for one no figure scores.
    public init?(intent: String) {
        switch intent {
        case "RequestRide": self = .requestRide
        case "GetRideStatus": self = .getRideStatus
        case "CancelRide": self = .cancelRide
        default: return nil
        }
    }

    /// Every label some record carries.
    public static func labels(in records: [CorpusRecord]) -> Set<CorpusLabel> {
        var labels: Set<CorpusLabel> = []
        for record in records where !labels.isSuperset(of: allCases) { labels.formUnion(record.labels) }
        return labels
    }

    public static func < (lhs: CorpusLabel, rhs: CorpusLabel) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
