import Foundation
import GRDB
import RideIntents
import RideSimulation
import Testing
@testable import RideStore

@Suite("Stores in memory handing their connection on")
struct MemoryStorePoolTests {
    /// A migrated store in memory and the rows it starts with.
    private func blankQueue() throws -> (DatabaseQueue, MemoryStoreBlank) {
        let queue = try DatabaseQueue()
        try StoreSchema.migrator.migrate(queue)
        return (queue, try queue.read(MemoryStoreBlank.read))
    }

    /// Every row of every table, as text, in a stable order.
    private func dump(_ queue: DatabaseQueue) throws -> [String] {
        try queue.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            return try tables.flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)").map { "\(table): \($0.description)" }.sorted()
            }
        }
    }

    @Test func aConnectionHandedBackIsEmptiedToTheRowsOfANewStore() throws {
        let (queue, blank) = try blankQueue()
        let fresh = try dump(queue)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO profile (name, currentLocation) VALUES ('Ada', '{}')")
            try db.execute(sql: "INSERT INTO vocabularyTerm (profileName, kind, phrase) VALUES ('Ada', 'placeName', 'the gym')")
            try db.execute(sql: "INSERT INTO donation (donatedAt, rideIdentifier, userText, reservation) VALUES ('2026-11-23', 'R1', 'yes', '{}')")
            try db.execute(sql: "UPDATE storeRevision SET revision = 7")
        }
        #expect(try dump(queue) != fresh)
        let pool = MemoryStorePool(capacity: 1)
        pool.giveBack(queue, blank: blank)
        let taken = try #require(pool.take())
        #expect(taken === queue)
        #expect(try dump(taken) == fresh)
        #expect(pool.take() == nil)
    }

    @Test func rowIdentifiersStartAgainAfterTheConnectionIsEmptied() throws {
        let (queue, blank) = try blankQueue()
        let insert = "INSERT INTO donation (donatedAt, rideIdentifier, userText, reservation) VALUES ('2026-11-23', 'R1', 'yes', '{}')"
        try queue.write { db in
            try db.execute(sql: insert)
            try db.execute(sql: insert)
        }
        let pool = MemoryStorePool(capacity: 1)
        pool.giveBack(queue, blank: blank)
        let taken = try #require(pool.take())
        let id = try taken.write { db -> Int64 in
            try db.execute(sql: insert)
            return db.lastInsertedRowID
        }
        #expect(id == 1)
    }

    @Test func theSchemaAndItsVersionStayAsTheyWere() throws {
        let (queue, blank) = try blankQueue()
        let schema = try queue.read { db in try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name") }
        let pool = MemoryStorePool(capacity: 1)
        pool.giveBack(queue, blank: blank)
        let taken = try #require(pool.take())
        #expect(try taken.read { db in try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name") } == schema)
        #expect(try taken.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == StoreSchema.version)
    }

    @Test func aPoolKeepsNoMoreConnectionsThanItsCapacity() throws {
        let pool = MemoryStorePool(capacity: 1)
        let (first, blank) = try blankQueue()
        let (second, _) = try blankQueue()
        pool.giveBack(first, blank: blank)
        pool.giveBack(second, blank: blank)
        #expect(pool.take() === first)
        #expect(pool.take() == nil)
    }

    @Test func aStoreInMemoryStartsEmptyAfterAnotherWasUsedAndEnded() throws {
        do {
            let used = try RideStore(location: .inMemory)
            let (service, clock) = StoreTestSupport.service(store: used)
            let ride = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus)
            let reservation = RideReservation(rideStatus: ride, bookingTime: clock.now, providerName: "Hail", now: clock.now)
            try used.recordDonation(of: reservation, at: clock.now, userText: "yes")
            try used.saveProfile(.standard)
            #expect(try used.rides().count == 1)
        }
        let next = try RideStore(location: .inMemory)
        #expect(try next.rides().isEmpty)
        #expect(try next.donations().isEmpty)
        #expect(try next.revision() == 0)
        #expect(try next.profile(named: UserProfile.standard.name) == nil)
        let counts = try next.rowCounts()
        #expect(counts.rides == 0 && counts.donations == 0)
    }

    @Test func aClosedStoreInMemoryKeepsItsConnectionToItself() throws {
        let store = try RideStore(location: .inMemory)
        store.close()
        // A closed connection handed on would fail the next store's first read.
        let next = try RideStore(location: .inMemory)
        #expect(try next.rides().isEmpty)
    }
}
