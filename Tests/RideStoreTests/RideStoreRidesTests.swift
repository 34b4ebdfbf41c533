import Foundation
import GRDB
import RideIntents
import RideSimulation
import Testing
@testable import RideStore

@Suite("Rides kept in the store")
struct RideStoreRidesTests {
    @Test func aBookingIsKeptWithItsPlannedStatusHistory() throws {
        let store = try RideStore(location: .inMemory)
        let (service, _) = StoreTestSupport.service(store: store)
        let ride = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus)
        #expect(try store.rides() == service.rideRecords)
        let history = try store.statusHistory(ofRide: ride.rideIdentifier)
        #expect(history.filter { $0.kind == .phase }.map(\.name) == ["confirmed", "approachingPickup", "pickup", "ongoing", "completed"])
        #expect(history.filter { $0.kind == .change }.map(\.name) == ["booked"])
        #expect(try store.revision() == 1)
    }

    @Test func aCancellationCutsTheHistoryAtTheMomentItHappened() throws {
        let store = try RideStore(location: .inMemory)
        let (service, clock) = StoreTestSupport.service(store: store)
        let ride = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus)
        clock.advance(by: 30)
        _ = service.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier))
        let history = try store.statusHistory(ofRide: ride.rideIdentifier)
        #expect(history.map(\.name) == ["confirmed", "booked", "canceled"])
        #expect(try store.rides().first?.cancellation?.date == clock.now)
    }

    @Test func feedbackIsKept() throws {
        let store = try RideStore(location: .inMemory)
        let (service, clock) = StoreTestSupport.service(store: store)
        let ride = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus)
        clock.set(try #require(ride.estimatedDropOffDate))
        _ = service.handle(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: 8, tip: CurrencyAmount(minorUnits: 300)))
        #expect(try store.rides().first?.feedback == RideFeedback(rating: 8, tip: CurrencyAmount(minorUnits: 300)))
        #expect(try store.statusHistory(ofRide: ride.rideIdentifier).last?.name == "feedbackSent")
    }

    @Test func aRideRestoredAfterARestartHasLivedOnMeanwhile() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        let identifier: String
        do {
            let store = try RideStore(location: .file(url))
            let (service, _) = StoreTestSupport.service(store: store)
            identifier = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus?.rideIdentifier)
        }
        let store = try RideStore(location: .file(url))
        let (later, _) = StoreTestSupport.service(store: store, seed: 5, at: StoreTestSupport.offPeak.addingTimeInterval(15 * 60))
        later.restoreRides(try store.rides())
        #expect(later.lastRide?.rideIdentifier == identifier)
        #expect(later.lastRide?.phase == .ongoing)
    }

    @Test func twoServicesOnOneFileNeverLoseOrDuplicateABooking() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        let first = try RideStore(location: .file(url))
        let second = try RideStore(location: .file(url))
        // NB: the same seed draws the same identifiers, the worst case for a collision.
        let (one, oneClock) = StoreTestSupport.service(store: first, seed: 7)
        let (two, twoClock) = StoreTestSupport.service(store: second, seed: 7)
        var booked: [String] = []
        for round in 0..<6 {
            let (service, clock) = round.isMultiple(of: 2) ? (one, oneClock) : (two, twoClock)
            clock.set(StoreTestSupport.offPeak.addingTimeInterval(Double(round) * 7200))
            let store = round.isMultiple(of: 2) ? first : second
            service.restoreRides(try store.rides())
            let response = service.handle(intent: StoreTestSupport.toSFO())
            booked.append(try #require(response.rideStatus?.rideIdentifier))
        }
        let kept = try first.rides().map(\.identifier)
        #expect(kept == booked)
        #expect(Set(kept).count == 6)
    }

    @Test func writesFromTwoThreadsOnTwoConnectionsAllLand() async throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        let template = try #require(try {
            let store = try RideStore(location: .inMemory)
            let (service, _) = StoreTestSupport.service(store: store)
            _ = service.handle(intent: StoreTestSupport.toSFO())
            return try store.rides().first
        }())
        _ = try RideStore(location: .file(url))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = try RideStore(location: .file(url))
                    for index in 0..<25 {
                        var ride = template
                        ride.identifier = "HAIL-W\(writer)N\(index)"
                        // Each ride two hours after the one before, so none is booked while another is under way.
                        let shift = TimeInterval((writer * 25 + index) * 7_200)
                        ride.timeline.bookedAt += shift
                        ride.timeline.dispatchAt += shift
                        ride.timeline.pickupDate += shift
                        ride.timeline.dropOffDate += shift
                        try store.record(.booked, of: ride, at: ride.timeline.bookedAt)
                    }
                }
            }
            try await group.waitForAll()
        }
        let store = try RideStore(location: .file(url))
        #expect(try store.rides().count == 50)
        #expect(try store.revision() == 50)
    }

    @Test func aBookingWhileAnotherProcessHasARideUnderWayIsRefused() throws {
        // Two Hails on one store, each at "Shall I book it?" having seen no ride under way.
        let store = try RideStore(location: .inMemory)
        let (first, _) = StoreTestSupport.service(store: store)
        let (second, _) = StoreTestSupport.service(store: store, seed: 7)
        #expect(first.confirm(intent: StoreTestSupport.toSFO()).code == .ready)
        #expect(second.confirm(intent: StoreTestSupport.toSFO()).code == .ready)

        let booked = first.handle(intent: StoreTestSupport.toSFO())
        let refused = second.handle(intent: StoreTestSupport.toSFO())

        #expect(booked.code == .success)
        #expect(refused.code == .failureRequiringAppLaunchPreviousRideNeedsCompletion)
        #expect(refused.rideStatus?.rideIdentifier == booked.rideStatus?.rideIdentifier)
        #expect(try store.rides().map(\.identifier) == [booked.rideStatus?.rideIdentifier].compactMap { $0 })
        #expect(second.rideRecords.isEmpty)
    }

    @Test func aCancelledOrFinishedRideDoesNotBlockTheNextBooking() throws {
        let store = try RideStore(location: .inMemory)
        let (service, clock) = StoreTestSupport.service(store: store)
        let first = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus?.rideIdentifier)
        #expect(service.handle(cancelRide: CancelRideIntent(rideIdentifier: first)).code == .success)
        let second = service.handle(intent: StoreTestSupport.toSFO())
        #expect(second.code == .success)

        let dropOff = try #require(try store.rides().last?.timeline.dropOffDate)
        clock.advance(by: dropOff.timeIntervalSince(clock.now) + 60)
        #expect(service.handle(intent: StoreTestSupport.toSFO()).code == .success)
        #expect(try store.rides().count == 3)
    }

    @Test func aTakenIdentifierIsRefusedSoTheServiceDrawsAnother() throws {
        let store = try RideStore(location: .inMemory)
        let (service, _) = StoreTestSupport.service(store: store)
        _ = service.handle(intent: StoreTestSupport.toSFO())
        let ride = try #require(try store.rides().first)
        #expect(throws: RideLedgerError.identifierTaken(ride.identifier)) {
            try store.record(.booked, of: ride, at: ride.timeline.bookedAt)
        }
    }
}
