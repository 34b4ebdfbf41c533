import Foundation
import GRDB
import Testing
@testable import RideStore

@Suite("Opening a store file")
struct StoreOpeningTests {
    @Test func theDefaultPathFollowsXDGDataHomeThenTheHomeFolder() {
        let home = URL(fileURLWithPath: "/home/rider")
        #expect(StoreLocation.defaultFile(environment: ["XDG_DATA_HOME": "/data"], home: home).path == "/data/hail/hail.sqlite")
        #expect(StoreLocation.defaultFile(environment: [:], home: home).path == "/home/rider/.local/share/hail/hail.sqlite")
        #expect(StoreLocation.defaultFile(environment: ["XDG_DATA_HOME": ""], home: home).path == "/home/rider/.local/share/hail/hail.sqlite")
    }

    @Test func aNewStoreAndItsFolderAreReadableByTheirOwnerOnly() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("new/hail/hail.sqlite")
        _ = try RideStore(location: .file(url))
        #expect(StoreTestSupport.permissions(url) == 0o600)
        #expect(StoreTestSupport.permissions(url.deletingLastPathComponent()) == 0o700)
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: url.path + suffix) {
            #expect(StoreTestSupport.permissions(URL(fileURLWithPath: url.path + suffix)) == 0o600)
        }
    }

    @Test func aStoreOpensAgainWithItsData() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        do {
            let store = try RideStore(location: .file(url))
            let (service, _) = StoreTestSupport.service(store: store)
            _ = service.handle(intent: StoreTestSupport.toSFO())
        }
        let reopened = try RideStore(location: .file(url))
        #expect(try reopened.rides().count == 1)
    }

    @Test func aFileThatIsNotSQLiteIsReportedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: url)
        let error = #expect(throws: StoreError.self) { try RideStore(location: .file(url)) }
        #expect(error?.kind == .corrupt)
        #expect(error?.description.contains(url.path) == true)
        #expect(error?.description.contains("left it untouched") == true)
        #expect(StoreTestSupport.bytes(url) == garbage)
    }

    @Test func aStoreWithDamagedPagesIsReportedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        do {
            let store = try RideStore(location: .file(url))
            let (service, clock) = StoreTestSupport.service(store: store)
            for _ in 0..<5 {
                _ = service.handle(intent: StoreTestSupport.toSFO())
                clock.advance(by: 3600)
            }
        }
        var bytes = StoreTestSupport.bytes(url)
        let pageSize = 4096
        #expect(bytes.count > 3 * pageSize)
        for offset in pageSize..<min(bytes.count, 3 * pageSize) { bytes[offset] = 0xA5 }
        try bytes.write(to: url)
        let error = #expect(throws: StoreError.self) { try RideStore(location: .file(url)) }
        #expect(error?.kind == .corrupt)
        #expect(StoreTestSupport.bytes(url) == bytes)
    }

    @Test func aStoreFromANewerHailIsReportedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        _ = try RideStore(location: .file(url))
        do {
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v4: something newer')")
                try db.execute(sql: "PRAGMA user_version = 4")
            }
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        }
        let before = StoreTestSupport.bytes(url)
        let error = #expect(throws: StoreError.self) { try RideStore(location: .file(url)) }
        #expect(error?.kind == .newerVersion)
        #expect(error?.description.contains("was written by a newer Hail: its schema is version 4, and this Hail knows versions up to 3") == true)
        #expect(StoreTestSupport.bytes(url) == before)
    }

    @Test func anotherProgramsDatabaseIsReportedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("other.sqlite")
        do {
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        }
        let before = StoreTestSupport.bytes(url)
        let error = #expect(throws: StoreError.self) { try RideStore(location: .file(url)) }
        #expect(error?.kind == .foreign)
        #expect(error?.description.contains("not a Hail store") == true)
        #expect(StoreTestSupport.bytes(url) == before)
    }

    @Test func aFolderWhereTheFileShouldBeIsReported() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let error = #expect(throws: StoreError.self) { try RideStore(location: .file(url)) }
        #expect(error?.kind == .unreadable)
        #expect(error?.description.contains("is a folder") == true)
    }

    @Test func aPathUnderAFileIsReported() throws {
        let folder = try TemporaryFolder()
        let blocker = folder.file("plain")
        try Data("x".utf8).write(to: blocker)
        let error = #expect(throws: StoreError.self) { try RideStore(location: .file(blocker.appendingPathComponent("hail.sqlite"))) }
        #expect(error?.kind == .unreadable)
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func anUnreadableFileIsReportedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        _ = try RideStore(location: .file(url))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
        let error = #expect(throws: StoreError.self) { try RideStore(location: .file(url)) }
        #expect(error?.kind == .unreadable)
        #expect(StoreTestSupport.permissions(url) == 0o000)
    }
}

@Suite("Stores in memory")
struct MemoryStoreTests {
    @Test func eachStoreInMemoryStartsEmptyWithTheWholeSchemaAndStaysApart() throws {
        let first = try RideStore(location: .inMemory)
        let (service, _) = StoreTestSupport.service(store: first)
        _ = service.handle(intent: StoreTestSupport.toSFO())
        #expect(try first.rides().count == 1)
        let second = try RideStore(location: .inMemory)
        #expect(try second.rides().isEmpty)
        #expect(try second.revision() == 0)
        let version = try second.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        #expect(version == StoreSchema.version)
        let migrations = try second.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(migrations == StoreSchema.migrator.migrations)
        #expect(try first.rides().count == 1)
    }
}
