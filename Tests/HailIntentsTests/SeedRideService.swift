#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation

/// The ride service the seed's listings are methods of: it supplies the helpers they call, with
/// fixed figures so that the options they build can be checked to the cent.
final class SeedRideService {
    /// The moment the estimates count from.
    let now: Date

    init(now: Date) {
        self.now = now
    }

    // Compact: a fixed charge by distance.
    func getCompactEstimatedPickupTime() -> Date { now.addingTimeInterval(4 * 60) }
    func computeCompactCharges(pickup: CLPlacemark, dropOff: CLPlacemark) -> Double {
        let (miles, tolls) = computeRouteDistanceAndTolls(pickup: pickup, dropOff: dropOff)
        return 3.5 + 1.25 * miles + tolls
    }

    // SUV: priced by party size.
    func getSUVEstimatedPickupTime() -> Date { now.addingTimeInterval(9 * 60) }
    func getBaseCharge() -> Double { 5 }
    func getPerMileCharge() -> Double { 2 }
    func getSUVSurcharge() -> Double { 8 }
    func getExtraPersonSurcharge() -> Double { 6 }

    /// Ten miles and one bridge toll between any two places.
    func computeRouteDistanceAndTolls(pickup: CLPlacemark, dropOff: CLPlacemark) -> (Double, Double) {
        (10, 7)
    }
}
