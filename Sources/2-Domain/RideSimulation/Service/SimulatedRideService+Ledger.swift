import Foundation
import RideIntents

/// Keeping rides outside the service: every change goes through the `ledger` first, and the
/// rides can be exported as records and restored from them (a store, a second process).
extension SimulatedRideService {
    /// Every ride booked, oldest first, as records.
    public var rideRecords: [BookedRideRecord] { rides.map(\.record) }

    /// When the ride with `identifier` was booked, if the service knows the ride.
    public func bookingDate(ofRide identifier: String) -> Date? {
        ride(withIdentifier: identifier)?.timeline.bookedAt
    }

    /// The index in `rides` of the ride with `identifier`, searched from the newest. A ride not in
    /// hand but kept by the ledger (restored with only the rides that matter now) is taken back
    /// first, placed before the others: it is older than the newest ride, which stays the current one.
    // NB: the rides in hand are those of this session and those restored; an older ride is read
    // from the ledger by its identifier (an indexed look-up) rather than kept in hand, so that
    // neither a session's start nor a turn grows with the rides ever booked.
    func rideIndex(withIdentifier identifier: String) -> Int? {
        if let index = rides.lastIndex(where: { $0.identifier == identifier }) { return index }
        guard let record = ledger?.storedRecord(withIdentifier: identifier), let ride = BookedRide(record: record) else { return nil }
        rides.insert(ride, at: 0)
        return 0
    }

    /// Replaces the service's rides with `records` (oldest first): their status then derives from
    /// the clock as if they had never left, and the cars they hold are busy again. Records naming
    /// an unknown ride option are skipped. `records` may be only the rides that matter now (those
    /// ahead, the newest, each car's last: `RideStore.ridesToRestore`): the cars' state is the same.
    public func restoreRides(_ records: [BookedRideRecord]) {
        rides = records.compactMap(BookedRide.init(record:))
        fleet = Fleet.drawn(seed: seed, hotspots: map.fleetHotspots)
        for ride in rides where fleet.vehicles.indices.contains(ride.fleetIndex) {
            // NB: a ride booked under another seed names a car of another fleet: leave this fleet alone.
            guard fleet.vehicles[ride.fleetIndex].vehicle.registrationPlate == ride.vehicle.registrationPlate else { continue }
            if let cancellation = ride.cancellation {
                fleet.vehicles[ride.fleetIndex].busyUntil = cancellation.date
                fleet.vehicles[ride.fleetIndex].location = ride.vehiclePosition(at: cancellation.date).coordinate
            } else {
                fleet.vehicles[ride.fleetIndex].busyUntil = ride.timeline.dropOffDate
                if let destination = ride.plan.dropOff.location { fleet.vehicles[ride.fleetIndex].location = destination }
            }
        }
    }

    /// A new ride for `plan` with a fresh identifier, written to the ledger; the failure the request
    /// answers when the ledger refused it (a ride another process booked meanwhile is under way:
    /// previous ride needs completion). Identifiers already in use, here or in the ledger, are skipped.
    func recordedBooking(plan: RidePlan, driver: RideDriver, vehicle: RideVehicle) -> Result<BookedRide, PlanFailure> {
        for _ in 0..<64 {
            let identifier = identifiers.next(appName: appName)
            if ride(withIdentifier: identifier) != nil { continue }
            var ride = BookedRide(identifier: identifier, plan: plan, driver: driver, vehicle: vehicle)
            if hasTraffic {
                let traffic = TrafficDelay.draw(seed: seed, rideIdentifier: identifier)
                ride.delay(pickupBy: traffic.pickup, dropOffBy: traffic.dropOff)
            }
            do {
                try ledger?.record(.booked, of: ride.record, at: clock.now)
                return .success(ride)
            } catch RideLedgerError.identifierTaken {
                continue
            } catch RideLedgerError.rideInProgress(let other) {
                return .failure(PlanFailure(
                    code: .failureRequiringAppLaunchPreviousRideNeedsCompletion,
                    status: RideStatus(rideIdentifier: other, phase: .confirmed)))
            } catch {
                return .failure(PlanFailure(code: .failure))
            }
        }
        return .failure(PlanFailure(code: .failure))
    }

    /// Why the ledger refused a change of a ride.
    enum LedgerRefusal {
        /// The ride as the ledger keeps it was already cancelled (by another process, say).
        case alreadyCanceled
        /// Feedback for the ride as the ledger keeps it was already sent.
        case feedbackAlreadySent
        /// The ledger could not keep the change (a store that cannot be written).
        case notSaved
    }

    /// Writes `change` of `ride` to the ledger; `nil` when it was accepted, otherwise why not.
    func ledgerRefusal(_ change: RideChange, of ride: BookedRide) -> LedgerRefusal? {
        do {
            try ledger?.record(change, of: ride.record, at: clock.now)
            return nil
        } catch RideLedgerError.alreadyCanceled {
            return .alreadyCanceled
        } catch RideLedgerError.feedbackAlreadySent {
            return .feedbackAlreadySent
        } catch {
            return .notSaved
        }
    }
}
