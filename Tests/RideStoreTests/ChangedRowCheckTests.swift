import Foundation
import GRDB
import Testing
@testable import RideStore

/// Opening a store decodes only the rides and donations whose checksum no longer matches their
/// columns, so a row changed after Hail checked it (by another program through SQLite, or bytes
/// changed in the file behind SQLite's back) is still read, and refused when Hail cannot read it.
@Suite("Rows changed after they were checked")
struct ChangedRowCheckTests {
    /// A sample store (see `DamagedStoreTests`): every row in it written, and sealed, by Hail.
    static func checkedStore(at url: URL) throws {
        try DamagedStoreTests.sampleStore(at: url)
        #expect(try Self.unsealedRows(url) == 0)
    }

    /// How many ride and donation rows have a checksum that does not match their columns.
    static func unsealedRows(_ url: URL) throws -> Int {
        // NB: immutable, so no -wal or -shm is left beside the file.
        let queue = try StoreFile.readOnlyQueue(url, immutable: true)
        return try queue.read { db in
            try Int.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM ride WHERE checksum IS NOT \(RowChecksum.rideChecksum))
                    + (SELECT count(*) FROM donation WHERE checksum IS NOT \(RowChecksum.donationChecksum))
                """) ?? -1
        }
    }

    /// Refused with `words`, untouched, whether the open reads every ride or not, read-only or not.
    static func expectRefusedEveryWay(_ url: URL, saying words: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for readingRides in [false, true] {
            for access in [RideStore.Access.readOnly, .readWrite] {
                let before = StoreTestSupport.bytes(url)
                let error = #expect(throws: StoreError.self, sourceLocation: sourceLocation) {
                    try RideStore(location: .file(url), access: access, readingRides: readingRides)
                }
                #expect(error?.kind == .corrupt, sourceLocation: sourceLocation)
                #expect(error?.description.contains(words) == true, "\(error?.description ?? "")", sourceLocation: sourceLocation)
                #expect(StoreTestSupport.bytes(url) == before, sourceLocation: sourceLocation)
                #expect(!StoreTestSupport.companionsExist(url), sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aRideRecordChangedToJSONThatIsNotARideAfterItWasCheckedIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.checkedStore(at: url)
        // NB: valid JSON passes the CHECK constraint: only reading the row finds it.
        try DamagedStoreTests.tamper(url, "UPDATE ride SET record = '{\"identifier\": \"HAIL-X\"}' WHERE id = 3")
        #expect(try Self.unsealedRows(url) == 1)
        Self.expectRefusedEveryWay(url, saying: "ride row 3 does not hold a ride record Hail can read")
    }

    @Test func aRideColumnChangedAfterItWasCheckedIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.checkedStore(at: url)
        try DamagedStoreTests.tamper(url, "UPDATE ride SET canceledAt = NULL WHERE id = 2")
        Self.expectRefusedEveryWay(url, saying: "ride row 2 (")
    }

    @Test func aDonationChangedAfterItWasCheckedIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.checkedStore(at: url)
        try DamagedStoreTests.tamper(url, "UPDATE donation SET reservation = '[]' WHERE id = 4")
        Self.expectRefusedEveryWay(url, saying: "donation row 4 does not hold a reservation")
    }

    @Test func aStatusHistoryRowChangedAfterItWasCheckedIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.checkedStore(at: url)
        try DamagedStoreTests.tamper(url, "UPDATE rideStatusEvent SET at = 12 WHERE id = 5")
        Self.expectRefusedEveryWay(url, saying: "status history row 5 cannot be read")
    }

    @Test func aRideDeletedWithoutItsStatusHistoryIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.checkedStore(at: url)
        try DamagedStoreTests.tamper(url, "PRAGMA foreign_keys = OFF; DELETE FROM ride WHERE id = 1")
        Self.expectRefusedEveryWay(url, saying: "a row of rideStatusEvent points to a row that is not there")
    }

    /// Bytes changed in the file behind SQLite's back, the JSON still well formed (a key renamed):
    /// SQLite's integrity check passes it, the checksum does not.
    @Test func aCheckedRecordWhoseBytesChangedInTheFileIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.checkedStore(at: url)
        try Self.replaceEveryCopy(of: "\"timeline\":{", with: "\"timelinf\":{", in: url)
        #expect(try Self.unsealedRows(url) == 4)
        Self.expectRefusedEveryWay(url, saying: "does not hold a ride record Hail can read")
    }

    /// Bytes changed in the file behind SQLite's back so a record is no longer JSON: SQLite's
    /// checks skip CHECK constraints on a connection that only reads, yet its integrity check finds
    /// the ride's entry in the index by car (schema version 3) no longer agreeing with the record.
    @Test func aCheckedRecordThatIsNoLongerJSONIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.checkedStore(at: url)
        try Self.replaceEveryCopy(of: "\"timeline\":{", with: "\"timeline\":(", in: url)
        Self.expectRefusedEveryWay(url, saying: "is damaged (SQLite's integrity check: ")
    }

    /// Replaces every copy of `text` in the file by `replacement` of the same length (a page may
    /// also keep an old copy of a record in its free space).
    static func replaceEveryCopy(of text: String, with replacement: String, in url: URL) throws {
        var bytes = StoreTestSupport.bytes(url)
        let (old, new) = (Data(text.utf8), Data(replacement.utf8))
        #expect(old.count == new.count)
        var changed = 0
        while let found = bytes.range(of: old) {
            bytes.replaceSubrange(found, with: new)
            changed += 1
        }
        #expect(changed >= 4)
        try bytes.write(to: url)
    }

    @Test func rowsAnotherProgramChangedAreReadAgainUntilAnOpenThatMayWriteSealsThem() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.checkedStore(at: url)
        try DamagedStoreTests.tamper(url, "UPDATE donation SET userText = 'yes please' WHERE id = 1")
        #expect(try Self.unsealedRows(url) == 1)
        do { _ = try RideStore(location: .file(url), access: .readOnly, readingRides: false) }
        #expect(try Self.unsealedRows(url) == 1, "an open that may not write leaves the row as it is")
        do {
            let store = try RideStore(location: .file(url), readingRides: false)
            #expect(try store.donations().first?.userText == "yes please")
        }
        #expect(try Self.unsealedRows(url) == 0)
    }

    /// A store made before the checksums (schema version 1) is read whole, as before, then
    /// migrated, and its rows sealed.
    @Test func aVersion1StoreIsReadWholeThenMigratedAndSealed() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.version1Store(at: url, from: folder.file("sample.sqlite"))
        let damaged = folder.file("damaged.sqlite")
        try FileManager.default.copyItem(at: url, to: damaged)
        try DamagedStoreTests.tamper(damaged, "UPDATE donation SET reservation = '[]' WHERE id = 2")
        Self.expectRefusedEveryWay(damaged, saying: "donation row 2 does not hold a reservation")

        do {
            let store = try RideStore(location: .file(url), readingRides: false)
            #expect(try store.rides().count == 4)
            #expect(try store.donations().count == 4)
        }
        let version = try DatabaseQueue(path: url.path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        #expect(version == 3)
        #expect(try Self.unsealedRows(url) == 0)
    }

    /// The rows of a sample store copied into a new file made by the version 1 migration alone.
    static func version1Store(at url: URL, from sample: URL) throws {
        try DamagedStoreTests.sampleStore(at: sample)
        let queue = try DatabaseQueue(path: url.path)
        let first = try #require(StoreSchema.migrator.migrations.first)
        try StoreSchema.migrator.migrate(queue, upTo: first)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "ATTACH DATABASE ? AS sample", arguments: [sample.path])
            try db.execute(sql: """
                INSERT INTO ride (\(RowChecksum.rideColumns)) SELECT \(RowChecksum.rideColumns) FROM sample.ride;
                INSERT INTO rideStatusEvent SELECT * FROM sample.rideStatusEvent;
                INSERT INTO donation (\(RowChecksum.donationColumns)) SELECT \(RowChecksum.donationColumns) FROM sample.donation;
                INSERT INTO profile SELECT * FROM sample.profile;
                INSERT INTO savedPlace SELECT * FROM sample.savedPlace;
                INSERT INTO paymentMethod SELECT * FROM sample.paymentMethod;
                INSERT INTO vocabularyTerm SELECT * FROM sample.vocabularyTerm;
                UPDATE storeRevision SET revision = (SELECT revision FROM sample.storeRevision);
                DETACH DATABASE sample;
                """)
        }
        #expect(try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 1)
        try queue.close()
    }
}
