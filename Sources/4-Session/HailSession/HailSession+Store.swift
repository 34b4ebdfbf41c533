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
    static func openStore(_ location: StoreLocation) throws -> RideStore {
        do {
            return try RideStore(location: location)
        } catch {
            throw SessionError(error.description)
        }
    }

    /// Keeps the profile and its vocabulary in the store.
    func keepProfile() throws {
        do {
            try store.saveProfile(service.profile)
            try store.saveVocabulary(userVocabulary, forProfile: service.profile.name)
        } catch {
            throw SessionError("\(error)")
        }
    }

    /// Reloads the rides into the service when the store changed since they were last read (a
    /// booking, cancellation or feedback here or in another Hail); a store that cannot be read
    /// keeps the rides in hand.
    func syncRides() {
        guard let revision = try? store.revision(), revision != seenRevision, let rides = try? store.rides() else { return }
        service.restoreRides(rides)
        seenRevision = revision
    }

    /// Donates the ride the turn showed, once; says so when the store could not keep a change.
    func notes(after turn: Turn) -> [String] {
        var notes: [String] = []
        if let failure = store.takeFailure() {
            notes.append(failure.description)
        }
        guard let shown = turn.shownRide, !shown.rideIdentifier.isEmpty else { return notes }
        let now = engine.clock.now
        let bookedAt = service.rideRecords.last { $0.identifier == shown.rideIdentifier }?.timeline.bookedAt
        let reservation = RideReservation(rideStatus: shown, bookingTime: bookedAt, providerName: Self.providerName, now: now)
        do {
            try store.recordDonation(of: reservation, at: now, userText: turn.userText)
        } catch {
            notes.append("The reservation could not be donated: \(error)")
        }
        return notes
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
