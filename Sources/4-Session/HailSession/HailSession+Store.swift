import Conversation
import Foundation
import RideIntents
import RideSimulation
import RideStore

/// The session's store: rides restored into the service at start and whenever another process
/// changed them, the profile and vocabulary kept, and one donation per view of a reservation.
extension HailSession {
    /// The company the reservations are with.
    static let providerName = "Hail"

    /// Opens the store, wrapping its error as a session error.
    static func openStore(_ location: StoreLocation, seals: StoreSeals?) throws -> RideStore {
        do {
            // NB: no ride is read as the file is checked: the session reads only those that matter
            // now (`syncRides`); a ride whose row changed since it was written is still read by the
            // check (its checksum), so a damaged store is refused untouched as before.
            return try RideStore(location: location, readingRides: false, seals: seals)
        } catch {
            throw SessionError(error.description)
        }
    }

    /// Keeps the profile and its vocabulary in the store (a write only when they changed). A store
    /// that cannot be written still opens: the failure is told after the first turn. A store in
    /// memory keeps none: nothing reads them back from it, and a session per transcript (or
    /// fuzz input) would write them each time.
    func keepProfile() throws {
        if case .inMemory = store.location { return }
        do {
            try store.saveProfile(service.profile)
            try store.saveVocabulary(userVocabulary, forProfile: service.profile.name)
        } catch let error as StoreError where store.readOnlyReason != nil || error.kind == .failedAccess {
            // NB: kept by the store for `notes(after:)`.
        } catch {
            throw SessionError("\(error)")
        }
    }

    /// How many changes (bookings, cancellations, feedback, donations, the profile) the store could
    /// not keep since the session started: a process that lost any exits non-zero.
    public var unsavedChangeCount: Int { store.failedWriteCount }

    /// Reloads the rides that matter now into the service when the store changed since they were
    /// last read, other than by this session (a booking, cancellation or feedback in another Hail);
    /// a store that cannot be read keeps the rides in hand.
    // NB: before, every turn after a change (this session's own booking too) read and decoded every
    // ride the store held: 1,000 book-and-cancel turns took 85 s (`RideBenchmarks --only growth`).
    func syncRides() {
        guard store.hasRidesToRestore else { return }
        let plates = service.fleetVehicles.map(\.vehicle.registrationPlate)
        guard let rides = try? store.ridesToRestore(at: engine.clock.now, carPlates: plates) else { return }
        service.restoreRides(rides)
    }

    /// Donates the ride the turn showed, once, unless the extension donated it itself
    /// (`INInteraction.donate`), and what the extension donated; says what the store could not keep.
    func notes(after turn: Turn) -> [String] {
        let donatedByService = rideService.takeDonatedRides()
        if let shown = turn.shownRide, !shown.rideIdentifier.isEmpty,
           !donatedByService.contains(where: { $0.rideIdentifier == shown.rideIdentifier }) {
            donate(shown, after: turn)
        }
        for ride in donatedByService { donate(ride, after: turn) }
        return store.takeFailures().map(\.description)
    }

    /// Keeps a donation of the ride's reservation, viewed now after the turn.
    private func donate(_ ride: RideStatus, after turn: Turn) {
        let now = engine.clock.now
        let bookedAt = service.bookingDate(ofRide: ride.rideIdentifier)
        let reservation = RideReservation(rideStatus: ride, bookingTime: bookedAt, providerName: Self.providerName, now: now)
        // NB: a donation the store could not keep is among the store's failures, told after the turn.
        _ = try? store.recordDonation(of: reservation, at: now, userText: turn.userText)
    }

    /// `:donations`: the donation log.
    func donationsText() -> String {
        do {
            return DonationList.render(try store.donations())
        } catch {
            return error.description
        }
    }
}
