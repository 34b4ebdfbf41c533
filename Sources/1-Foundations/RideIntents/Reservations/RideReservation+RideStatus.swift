import Foundation

extension RideReservation {
    /// The reservation a ride's status describes at `now`: cancelled once cancelled, pending while
    /// a scheduled ride waits for its car, confirmed otherwise; offering "check status" for the
    /// ride's life and "cancel" while it can still be cancelled.
    /// - Parameters:
    ///   - rideStatus: the ride as the service reports it.
    ///   - bookingTime: when it was booked, if known.
    ///   - providerName: the ride company ("Hail").
    ///   - holderName: the rider's name, if known.
    ///   - now: the moment the reservation is described at.
    public init(rideStatus: RideStatus, bookingTime: Date?, providerName: String, holderName: String? = nil, now: Date) {
        let canceled = rideStatus.completionStatus?.isCanceled ?? false
        let status: ReservationStatus =
            canceled ? .canceled : rideStatus.phase == .received ? .pending : rideStatus.phase == .unknown ? .unknown : .confirmed
        var actions: [ReservationAction] = []
        let lifeEnd = rideStatus.estimatedDropOffDate ?? rideStatus.estimatedPickupDate
        if let start = bookingTime ?? rideStatus.estimatedPickupDate {
            actions.append(ReservationAction(
                type: .unknown, validDuration: DateComponentsRange(startDate: start, endDate: lifeEnd),
                userActivity: IntentKind.getRideStatus.siriKitClassName
            ))
        }
        let cancellable = rideStatus.isActive && rideStatus.phase != .ongoing
        if cancellable, let until = rideStatus.estimatedPickupEndDate ?? rideStatus.estimatedPickupDate, until > now {
            actions.append(ReservationAction(
                type: .unknown, validDuration: DateComponentsRange(startDate: now, endDate: until),
                userActivity: IntentKind.cancelRide.siriKitClassName
            ))
        }
        let option = rideStatus.rideOption?.name ?? "Ride"
        let destination = rideStatus.dropOffLocation?.name
        let item = destination.map { "\(option) ride to \($0)" } ?? "\(option) ride"
        var price: CurrencyAmount?
        if let ride = rideStatus.rideOption {
            if let size = rideStatus.partySize, let tier = ride.partySizeOption(for: size) {
                price = tier.priceRange.minimumPrice
            } else {
                price = ride.priceRange?.minimumPrice
            }
        }
        let duration = rideStatus.estimatedPickupDate.map {
            DateComponentsRange(startDate: $0, endDate: rideStatus.estimatedDropOffDate)
        }
        self.init(
            itemReference: SpeakableString(vocabularyIdentifier: rideStatus.rideIdentifier, spokenPhrase: item),
            reservationNumber: rideStatus.rideIdentifier,
            bookingTime: bookingTime,
            reservationStatus: status,
            reservationHolderName: holderName,
            actions: actions,
            providerName: providerName,
            pickupLocation: rideStatus.pickupLocation,
            dropOffLocation: rideStatus.dropOffLocation,
            rideDuration: duration,
            price: price,
            vehicleDescription: rideStatus.vehicle.map(\.description).flatMap { $0.isEmpty ? nil : $0 }
        )
    }
}
