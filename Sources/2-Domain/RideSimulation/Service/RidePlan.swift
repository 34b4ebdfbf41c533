import Foundation
import RideIntents

/// A request that passed every check, worked out down to the car and the times: what confirm
/// previews and handle books.
struct RidePlan {
    var pickup: Placemark
    var dropOff: Placemark
    var kind: RideOptionKind
    var partySize: Int
    var paymentMethod: PaymentMethod
    var scheduledPickupTime: DateComponentsRange?
    var assignment: FleetAssignment
    var timeline: RideTimeline
    var tripRoute: Route
    var rideOption: RideOption
    var fare: CurrencyAmount

    /// The status shown at confirm time: received, no identifier, car or driver yet.
    var preview: RideStatus {
        RideStatus(
            rideIdentifier: "",
            phase: .received,
            estimatedPickupDate: timeline.pickupDate,
            estimatedDropOffDate: timeline.dropOffDate,
            estimatedPickupEndDate: timeline.pickupEndDate,
            scheduledPickupTime: scheduledPickupTime,
            pickupLocation: pickup,
            dropOffLocation: dropOff,
            rideOption: rideOption,
            partySize: partySize,
            paymentMethod: paymentMethod
        )
    }
}
