import Foundation
import HailIntents
import RideIntents

/// What the extension donated, as the rides Hail's donation log keeps.
extension HostedExtension {
    /// The rides of the interactions the extension donated since the last call, oldest first:
    /// those whose response carries a ride status (a booking's, a status's). Other interactions
    /// are accepted and not kept, as the log holds rides; a ride status Hail cannot read is a
    /// fault.
    public func takeDonatedRides() -> [RideStatus] {
        var rides: [RideStatus] = []
        for interaction in donated.take() {
            let status: INRideStatus?
            switch interaction.intentResponse {
            case let response as INRequestRideIntentResponse: status = response.rideStatus
            case let response as INGetRideStatusIntentResponse: status = response.rideStatus
            default: status = nil
            }
            guard let status else { continue }
            do {
                rides.append(try translator.rideStatus(status))
            } catch {
                faults.add("INInteraction.donate of an \(type(of: interaction.intent)) with \(error.description): not kept")
            }
        }
        return rides
    }
}
