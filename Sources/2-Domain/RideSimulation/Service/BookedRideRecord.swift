import Foundation
import RideIntents

/// A booked ride as plain data: everything a service needs to take the ride back and derive its
/// status at any moment (its timeline, places, car, routes, fare), plus what happened since
/// (cancellation, feedback). The payment method is masked: brand, last four digits, nickname.
public struct BookedRideRecord: Hashable, Sendable, Codable {
    /// When each phase begins (see `RideTimeline`).
    public struct Timeline: Hashable, Sendable, Codable {
        public var bookedAt: Date
        public var dispatchAt: Date
        public var pickupDate: Date
        public var dropOffDate: Date
        public var isScheduled: Bool
        /// How much later than estimated at booking the car reaches the pickup (traffic); `nil` in
        /// records written before Hail knew delays, meaning none.
        public var pickupDelay: TimeInterval?
        /// How much longer than estimated the ride takes.
        public var dropOffDelay: TimeInterval?

        public init(
            bookedAt: Date, dispatchAt: Date, pickupDate: Date, dropOffDate: Date, isScheduled: Bool,
            pickupDelay: TimeInterval? = nil, dropOffDelay: TimeInterval? = nil
        ) {
            self.bookedAt = bookedAt
            self.dispatchAt = dispatchAt
            self.pickupDate = pickupDate
            self.dropOffDate = dropOffDate
            self.isScheduled = isScheduled
            self.pickupDelay = pickupDelay
            self.dropOffDelay = dropOffDelay
        }
    }

    /// When the rider cancelled, and the fee charged.
    public struct Cancellation: Hashable, Sendable, Codable {
        public var date: Date
        public var fee: CurrencyAmount?

        public init(date: Date, fee: CurrencyAmount?) {
            self.date = date
            self.fee = fee
        }
    }

    public var identifier: String
    public var pickup: Placemark
    public var dropOff: Placemark
    /// The ride option's name ("SUV").
    public var rideOptionName: String
    public var partySize: Int
    public var payment: MaskedPaymentMethod
    public var scheduledPickupTime: DateComponentsRange?
    public var timeline: Timeline
    /// Which car of the seeded fleet took the ride.
    public var fleetIndex: Int
    public var drivingMinutes: Int
    /// The car's drive to the pickup, as waypoints.
    public var approachRoute: [Coordinate]
    /// The ride itself, as waypoints.
    public var tripRoute: [Coordinate]
    /// The option as quoted at booking (price, line items).
    public var rideOption: RideOption
    public var fare: CurrencyAmount
    public var driver: RideDriver
    /// Make, model, colour and plate; where it waited when booked.
    public var vehicle: RideVehicle
    public var cancellation: Cancellation?
    public var feedback: RideFeedback?

    public init(
        identifier: String, pickup: Placemark, dropOff: Placemark, rideOptionName: String, partySize: Int,
        payment: MaskedPaymentMethod, scheduledPickupTime: DateComponentsRange?, timeline: Timeline, fleetIndex: Int,
        drivingMinutes: Int, approachRoute: [Coordinate], tripRoute: [Coordinate], rideOption: RideOption,
        fare: CurrencyAmount, driver: RideDriver, vehicle: RideVehicle, cancellation: Cancellation? = nil,
        feedback: RideFeedback? = nil
    ) {
        self.identifier = identifier
        self.pickup = pickup
        self.dropOff = dropOff
        self.rideOptionName = rideOptionName
        self.partySize = partySize
        self.payment = payment
        self.scheduledPickupTime = scheduledPickupTime
        self.timeline = timeline
        self.fleetIndex = fleetIndex
        self.drivingMinutes = drivingMinutes
        self.approachRoute = approachRoute
        self.tripRoute = tripRoute
        self.rideOption = rideOption
        self.fare = fare
        self.driver = driver
        self.vehicle = vehicle
        self.cancellation = cancellation
        self.feedback = feedback
    }
}
