import Foundation
import RideIntents

/// How fast cars go, by the hour in the service's time zone: the first miles of a trip at city
/// speed, the rest at highway speed.
///
/// | hours (Pacific) | city mph | highway mph |
/// |---|---|---|
/// | 0–5 | 24 | 60 |
/// | 6 | 20 | 50 |
/// | 7–9 (morning peak) | 12 | 30 |
/// | 10–15 | 17 | 45 |
/// | 16–18 (evening peak) | 11 | 25 |
/// | 19–21 | 18 | 48 |
/// | 22–23 | 22 | 55 |
public enum TrafficModel {
    /// Miles of a trip driven at city speed before the highway speed applies.
    public static let cityMiles = 3.0

    /// The city and highway speeds in miles per hour at `date`.
    public static func speeds(at date: Date) -> (city: Double, highway: Double) {
        switch ServiceTimeZone.hour(of: date) {
        case 0...5: (24, 60)
        case 6: (20, 50)
        case 7...9: (12, 30)
        case 10...15: (17, 45)
        case 16...18: (11, 25)
        case 19...21: (18, 48)
        default: (22, 55)
        }
    }

    /// Whole minutes (at least 1) to drive `miles` starting at `date`.
    public static func drivingMinutes(miles: Double, at date: Date) -> Int {
        let (city, highway) = speeds(at: date)
        let hours = min(miles, cityMiles) / city + max(0, miles - cityMiles) / highway
        return max(1, Int((hours * 60).rounded()))
    }

    /// Whether `date` falls in a peak hour (7–10 AM, 4–7 PM Pacific), when surge pricing may apply.
    public static func isPeak(_ date: Date) -> Bool {
        let hour = ServiceTimeZone.hour(of: date)
        return (7...9).contains(hour) || (16...18).contains(hour)
    }
}
