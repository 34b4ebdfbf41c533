import Foundation
import GRDB
import RideIntents
import RideSimulation
import Testing
@testable import RideStore

/// A store that cannot be written (a full disk, a read-only file or folder) refuses each change
/// with a message saying what was not saved and why; nothing is booked that the store lacks.
@Suite("Stores that cannot be written")
struct UnwritableStoreTests {
    @Test func aFullDiskRefusesTheBookingAndSaysItWasNotSaved() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        do {
            let store = try RideStore(location: .file(url))
            try store.saveProfile(.standard)
        }
        // NB: SQLite's page limit stands in for a full disk: no page can be added.
        let store = try RideStore(location: .file(url))
        try store.writer.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let (service, clock) = StoreTestSupport.service(store: store)
        // NB: the last pages may have room for a booking or two; the disk fills within a few.
        var response = service.handle(intent: StoreTestSupport.toSFO())
        for _ in 0..<20 where response.code == .success {
            clock.advance(by: 3 * 3600)
            response = service.handle(intent: StoreTestSupport.toSFO())
        }

        #expect(response.code == .failure)
        #expect(service.rideRecords.map(\.identifier) == (try store.rides()).map(\.identifier))
        #expect(store.failedWriteCount == 1)
        let told = store.takeFailures().map(\.description)
        #expect(told == ["hail: the booking was not saved, so nothing was booked: could not write to the store \(url.path): the disk is full."])
        #expect(store.takeFailures().isEmpty)
    }

    @Test(.enabled(if: ReadOnlyFile.canMake(), "neither chmod nor chattr can make a file read-only here"))
    func aReadOnlyFileRefusesACancellationWithoutChangingTheRide() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        let identifier: String
        do {
            let store = try RideStore(location: .file(url))
            let (service, _) = StoreTestSupport.service(store: store)
            identifier = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus?.rideIdentifier)
        }
        let guardFile = try ReadOnlyFile(url)
        defer { guardFile.release() }
        let store = try RideStore(location: .file(url))
        let (service, clock) = StoreTestSupport.service(store: store)
        service.restoreRides(try store.rides())
        clock.advance(by: 20)
        let response = service.handle(cancelRide: CancelRideIntent(rideIdentifier: identifier))

        #expect(response.code == .failure)
        #expect(response.failureReason == "Ride \(identifier) couldn't be cancelled: its record could not be saved.")
        #expect(service.rideRecords.first?.cancellation == nil)
        #expect(try store.rides().first?.cancellation == nil)
        #expect(store.takeFailures().map(\.description) == ["hail: the cancellation of ride \(identifier) was not saved: cannot write to the store \(url.path): the file is read-only."])
    }

    @Test(.enabled(if: ReadOnlyFile.canMake(), "neither chmod nor chattr can make a file read-only here"))
    func aReadOnlyFileOpensButRefusesEveryWriteSayingSo() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        do {
            let store = try RideStore(location: .file(url))
            try store.saveProfile(.standard)
        }
        let guardFile = try ReadOnlyFile(url)
        defer { guardFile.release() }
        let before = StoreTestSupport.bytes(url)

        let store = try RideStore(location: .file(url))
        #expect(store.readOnlyReason == "the file is read-only")
        try store.saveProfile(.standard)  // kept as it is: nothing to write
        let (service, _) = StoreTestSupport.service(store: store)
        let response = service.handle(intent: StoreTestSupport.toSFO())

        #expect(response.code == .failure)
        #expect(service.rideRecords.isEmpty)
        #expect(store.takeFailures().map(\.description) == ["hail: the booking was not saved, so nothing was booked: cannot write to the store \(url.path): the file is read-only."])
        #expect(store.failedWriteCount == 1)
        #expect(StoreTestSupport.bytes(url) == before)
        #expect(!StoreTestSupport.companionsExist(url))
    }

    @Test(.enabled(if: ReadOnlyFile.canMake(), "neither chmod nor chattr can make a folder read-only here"))
    func aReadOnlyFolderOpensButRefusesEveryWriteSayingSo() throws {
        let folder = try TemporaryFolder()
        let inner = folder.file("data")
        let url = inner.appendingPathComponent("hail.sqlite")
        do {
            let store = try RideStore(location: .file(url))
            try store.saveProfile(.standard)
        }
        let guardFolder = try ReadOnlyFile(inner)
        defer { guardFolder.release() }
        let store = try RideStore(location: .file(url))
        #expect(store.readOnlyReason == "its folder is read-only")
        let (service, _) = StoreTestSupport.service(store: store)
        #expect(service.handle(intent: StoreTestSupport.toSFO()).code == .failure)
        #expect(store.takeFailures().first?.description.contains("its folder is read-only") == true)
    }

    @Test func readOnlyAccessCreatesNothingBesideTheStore() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try DamagedStoreTests.sampleStore(at: url)
        let before = StoreTestSupport.bytes(url)
        let store = try RideStore(location: .file(url), access: .readOnly)
        #expect(try store.donations().count == 4)
        #expect(try store.rides().count == 4)
        #expect(StoreTestSupport.bytes(url) == before)
        #expect(!StoreTestSupport.companionsExist(url))

        let missing = folder.file("none/hail.sqlite")
        #expect(try RideStore(location: .file(missing), access: .readOnly).donations().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))
    }
}

/// Makes a file or folder read-only for the test: mode 0555/0444, and the immutable attribute
/// where chmod alone does not stop the writer (root).
final class ReadOnlyFile {
    let url: URL
    let mode: Int
    var usedChattr = false

    init(_ url: URL) throws {
        self.url = url
        mode = StoreTestSupport.permissions(url)
        var isDirectory: ObjCBool = false
        FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        try FileManager.default.setAttributes([.posixPermissions: isDirectory.boolValue ? 0o555 : 0o444], ofItemAtPath: url.path)
        if access(url.path, W_OK) == 0 {
            usedChattr = Self.chattr("+i", url)
        }
    }

    func release() {
        if usedChattr { _ = Self.chattr("-i", url) }
        try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    static func chattr(_ flag: String, _ url: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, url.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether this machine lets a test make a file read-only (as a user, or root with chattr).
    static func canMake() -> Bool {
        guard let folder = try? TemporaryFolder() else { return false }
        let url = folder.file("probe")
        guard FileManager.default.createFile(atPath: url.path, contents: Data("x".utf8)), let probe = try? ReadOnlyFile(url) else { return false }
        defer { probe.release() }
        return access(url.path, W_OK) != 0
    }
}
