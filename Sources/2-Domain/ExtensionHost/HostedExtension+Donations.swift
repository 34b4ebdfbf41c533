import Foundation
import HailIntents
import RideIntents

/// What the extension donated, as the rides Hail's donation log keeps.
extension HostedExtension {
    /// The rides of the interactions the extension donated since the last call, oldest first:
    /// those whose response carries a ride status (a booking's, a status's). Other interactions
    /// are accepted and not kept, as the log holds rides.
    public func takeDonatedRides() -> [RideStatus] {
        readDonations()
        return donatedRides.take()
    }

    /// Reads what the extension donated so far into rides; a ride status Hail cannot read is a
    /// fault of the call it was donated in.
    // NB: called after each call too, so that such a fault is told with the call's own faults.
    func readDonations() {
        for interaction in donated.take() {
            let status: INRideStatus?
            switch interaction.intentResponse {
            case let response as INRequestRideIntentResponse: status = response.rideStatus
            case let response as INGetRideStatusIntentResponse: status = response.rideStatus
            default: status = nil
            }
            guard let status else { continue }
            do {
                donatedRides.add(try translator.rideStatus(status))
            } catch {
                faults.add("INInteraction.donate of an \(type(of: interaction.intent)) with \(error.description): not kept")
            }
        }
    }
}

/// The rides read from the extension's donations, until the session takes them.
final class DonatedRides {
    private var rides: [RideStatus] = []

    func add(_ ride: RideStatus) {
        rides.append(ride)
    }

    func take() -> [RideStatus] {
        defer { rides = [] }
        return rides
    }
}
