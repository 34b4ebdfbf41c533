import Foundation
import GRDB
import RideIntents
@testable import RideSimulation
@testable import RideStore
import Testing

/// A session restores only the rides that matter now (issue 27): those ahead, the newest, and each
/// car's last; an older ride is read back by its identifier when asked for.
@Suite struct RestoredRidesTests {
    /// A store with `count` rides booked an hour and a half apart, and the service that booked them.
    static func bookedStore(_ count: Int) throws -> (RideStore, SimulatedRideService, ManualClock, [String]) {
        let store = try RideStore(location: .inMemory)
        let (service, clock) = StoreTestSupport.service(store: store)
        var identifiers: [String] = []
        while identifiers.count < count {
            if let ride = service.handle(intent: StoreTestSupport.toSFO()).rideStatus?.rideIdentifier { identifiers.append(ride) }
            clock.advance(by: 5400)
        }
        return (store, service, clock, identifiers)
    }

    @Test func onlyTheRidesThatMatterNowAreRestoredAndTheCarsAreAsAfterEveryRide() throws {
        let (store, service, clock, identifiers) = try Self.bookedStore(40)
        // One ride ahead, still under way.
        _ = service.handle(intent: StoreTestSupport.toSFO())
        let all = try store.rides()
        let plates = service.fleetVehicles.map(\.vehicle.registrationPlate)
        let restored = try store.ridesToRestore(at: clock.now, carPlates: plates)
        #expect(restored.count < all.count)
        #expect(restored.last?.identifier == all.last?.identifier)
        #expect(restored.map(\.identifier) == restored.map(\.identifier).sorted { a, b in
            (all.firstIndex { $0.identifier == a } ?? 0) < (all.firstIndex { $0.identifier == b } ?? 0)
        })
        // Restored from the few, the service's cars are where and as busy as restored from all.
        let (fromAll, _) = StoreTestSupport.service(store: nil, at: clock.now)
        fromAll.restoreRides(all)
        let (fromFew, _) = StoreTestSupport.service(store: store, at: clock.now)
        fromFew.restoreRides(restored)
        #expect(fromFew.fleetVehicles == fromAll.fleetVehicles)
        #expect(fromFew.lastRide == fromAll.lastRide)
        // An old ride not restored is still found by its identifier, and can be rated.
        let oldest = try #require(identifiers.first { identifier in !restored.contains { $0.identifier == identifier } })
        let rated = fromFew.handle(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: oldest, rating: 8))
        #expect(rated.code == .success)
        #expect(fromFew.feedback(forRide: oldest)?.rating == 8)
        #expect(fromFew.lastRide == fromAll.lastRide)
    }

    @Test func aStoresOwnChangesNeedNoRestoreButAnotherProcesssDo() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        let store = try RideStore(location: .file(url))
        let (service, _) = StoreTestSupport.service(store: store)
        #expect(store.hasRidesToRestore)
        _ = try store.ridesToRestore(at: StoreTestSupport.offPeak, carPlates: [])
        #expect(!store.hasRidesToRestore)
        _ = service.handle(intent: StoreTestSupport.toSFO())
        #expect(!store.hasRidesToRestore)
        let other = try RideStore(location: .file(url))
        let (otherService, otherClock) = StoreTestSupport.service(store: other, seed: 9)
        otherClock.advance(by: 86_400)
        #expect(otherService.handle(intent: StoreTestSupport.toSFO()).rideStatus != nil)
        #expect(store.hasRidesToRestore)
        other.close()
        store.close()
    }

    @Test func aVersion2StoreIsMigratedAndItsIndexesServeTheRestore() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        do {
            let queue = try DatabaseQueue(path: url.path)
            let second = StoreSchema.migrator.migrations[1]
            try StoreSchema.migrator.migrate(queue, upTo: second)
            try queue.close()
        }
        let store = try RideStore(location: .file(url))
        let (service, clock) = StoreTestSupport.service(store: store)
        #expect(service.handle(intent: StoreTestSupport.toSFO()).rideStatus != nil)
        let plates = service.fleetVehicles.map(\.vehicle.registrationPlate)
        #expect(try store.ridesToRestore(at: clock.now, carPlates: plates).count == 1)
        let plans = try store.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT id FROM ride WHERE \(RideStore.carPlateExpression) = ? ORDER BY id DESC LIMIT 4", arguments: ["X"])
                .map { row -> String in row["detail"] ?? "" }
        }
        let version = try store.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
        #expect(version == 3)
        #expect(plans.contains { $0.contains("rideByCar") })
        store.close()
    }
}
