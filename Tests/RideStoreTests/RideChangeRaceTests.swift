import Foundation
import GRDB
import RideIntents
import RideSimulation
import Testing
@testable import RideStore

/// Two Hails that both saw a ride unchanged, then change it: the store checks the ride as it
/// stands inside each change's transaction, so exactly one change lands.
@Suite("Changing one ride from two Hails")
struct RideChangeRaceTests {
    /// Two services on two connections to one file, both holding the ride `first` just booked.
    static func twoHails(at url: URL, advancedBy seconds: TimeInterval = 0) throws -> (SimulatedRideService, SimulatedRideService, RideStore, String) {
        let firstStore = try RideStore(location: .file(url))
        let secondStore = try RideStore(location: .file(url))
        let (first, firstClock) = StoreTestSupport.service(store: firstStore)
        let (second, secondClock) = StoreTestSupport.service(store: secondStore, seed: 9)
        let identifier = try #require(first.handle(intent: StoreTestSupport.toSFO()).rideStatus?.rideIdentifier)
        second.restoreRides(try secondStore.rides())
        firstClock.advance(by: seconds)
        secondClock.advance(by: seconds)
        return (first, second, firstStore, identifier)
    }

    static func changes(of identifier: String, in store: RideStore) throws -> [String] {
        try store.statusHistory(ofRide: identifier).filter { $0.kind == .change }.map(\.name)
    }

    @Test func twoCancellationsOfOneRideGiveOneSuccessAndOneAlreadyCancelled() throws {
        let folder = try TemporaryFolder()
        let (first, second, store, identifier) = try Self.twoHails(at: folder.file("hail.sqlite"), advancedBy: 20)
        let intent = CancelRideIntent(rideIdentifier: identifier)
        #expect(first.confirm(cancelRide: intent).code == .ready)
        #expect(second.confirm(cancelRide: intent).code == .ready)

        let cancelled = first.handle(cancelRide: intent)
        let refused = second.handle(cancelRide: intent)

        #expect(cancelled.code == .success)
        #expect(refused.code == .failure)
        #expect(refused.failureReason == "Ride \(identifier) is already cancelled.")
        #expect(try Self.changes(of: identifier, in: store) == ["booked", "canceled"])
    }

    @Test func twoRatingsOfOneRideGiveOneSuccessAndOneAlreadySent() throws {
        let folder = try TemporaryFolder()
        let (first, second, store, identifier) = try Self.twoHails(at: folder.file("hail.sqlite"), advancedBy: 3 * 3600)
        let five = SendRideFeedbackIntent(rideIdentifier: identifier, rating: 5)
        let tip = SendRideFeedbackIntent(rideIdentifier: identifier, tip: CurrencyAmount(minorUnits: 300))
        #expect(first.confirm(sendRideFeedback: five).code == .ready)
        #expect(second.confirm(sendRideFeedback: tip).code == .ready)

        #expect(first.handle(sendRideFeedback: five).code == .success)
        let refused = second.handle(sendRideFeedback: tip)

        #expect(refused.code == .failure)
        #expect(refused.failureReason == "Feedback for ride \(identifier) was already sent.")
        #expect(try Self.changes(of: identifier, in: store) == ["booked", "feedbackSent"])
        #expect(try store.rides().first?.feedback == RideFeedback(rating: 5))
    }

    @Test func feedbackForARideAnotherHailCancelledIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        let (first, second, store, identifier) = try Self.twoHails(at: url, advancedBy: 20)
        #expect(first.handle(cancelRide: CancelRideIntent(rideIdentifier: identifier)).code == .success)
        // NB: the second Hail's clock is already past the drop-off, as if it ran on a later clock.
        let later = try RideStore(location: .file(url))
        let (third, clock) = StoreTestSupport.service(store: later, seed: 11)
        third.restoreRides(try second.rideRecords.map { $0 })
        clock.advance(by: 3 * 3600)
        let refused = third.handle(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: identifier, rating: 4))
        #expect(refused.code == .failure)
        #expect(refused.failureReason == "Ride \(identifier) was cancelled; there is nothing to rate.")
        #expect(try Self.changes(of: identifier, in: store) == ["booked", "canceled"])
    }
}
