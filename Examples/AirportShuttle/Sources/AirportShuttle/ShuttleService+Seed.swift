#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation

/// The helpers the seed's listings call, with the shuttle's figures: private cars come at once
/// (a Compact in 6 minutes, an SUV in 10), and fares go by the straight-line distance times 1.3.
extension ShuttleService {
    func getCompactEstimatedPickupTime() -> Date { now.addingTimeInterval(6 * 60) }
    func getSUVEstimatedPickupTime() -> Date { now.addingTimeInterval(10 * 60) }

    func computeCompactCharges(pickup: CLPlacemark, dropOff: CLPlacemark) -> Double {
        let (miles, tolls) = computeRouteDistanceAndTolls(pickup: pickup, dropOff: dropOff)
        return (4 + 1.5 * miles + tolls).rounded()
    }

    func getBaseCharge() -> Double { 6 }
    func getPerMileCharge() -> Double { 2 }
    func getSUVSurcharge() -> Double { 10 }
    func getExtraPersonSurcharge() -> Double { 8 }

    /// Road miles (the straight line times 1.3, whole miles) and a $7 bridge toll when the trip
    /// crosses the bay (one end east of longitude -122.3, the other west of it).
    func computeRouteDistanceAndTolls(pickup: CLPlacemark, dropOff: CLPlacemark) -> (Double, Double) {
        guard let from = pickup.location, let to = dropOff.location else { return (0, 0) }
        let miles = (from.distance(from: to) / 1609.344 * 1.3).rounded()
        let crossesBay = (from.coordinate.longitude > -122.3) != (to.coordinate.longitude > -122.3)
        return (miles, crossesBay ? 7 : 0)
    }
}
