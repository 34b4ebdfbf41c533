import Foundation
import GRDB
import RideIntents
import RideSimulation
import Testing
@testable import RideStore

/// A store file exactly as Hail last checked (or closed) it opens without the checks whose cost
/// grows with the store; any change to the file (bytes in place, an edit through SQLite, a copy,
/// a touch) breaks its seal, and a damaged store is still refused untouched.
@Suite("Store seals")
struct StoreSealTests {
    /// A sample store and a seals folder of the test's own, the store settled past the seal's margin.
    static func sealableStore(_ folder: TemporaryFolder) throws -> (URL, StoreSeals) {
        let url = folder.file("hail.sqlite")
        try DamagedStoreTests.sampleStore(at: url)
        settle()
        return (url, StoreSeals(folder: folder.file("state/hail/store-seals")))
    }

    /// Waits past the seal's margin, so the file's last change is old enough to seal.
    static func settle() {
        Thread.sleep(forTimeInterval: Double(StoreSeal.margin) / 1e9 + 0.02)
    }

    /// How an open with `seals` checks the file (and that it passed).
    static func openCheck(_ url: URL, _ seals: StoreSeals, access: RideStore.Access = .readOnly) throws -> StoreOpenCheck? {
        try RideStore(location: .file(url), access: access, readingRides: false, seals: seals).openCheck
    }

    /// Refused as damaged by an open with `seals`, byte for byte untouched, nothing beside it.
    static func expectRefusedUntouched(_ url: URL, _ seals: StoreSeals, sourceLocation: SourceLocation = #_sourceLocation) {
        for access in [RideStore.Access.readOnly, .readWrite] {
            let before = StoreTestSupport.bytes(url)
            let error = #expect(throws: StoreError.self, sourceLocation: sourceLocation) {
                try RideStore(location: .file(url), access: access, seals: seals)
            }
            #expect(error?.kind == .corrupt, "\(error?.description ?? "")", sourceLocation: sourceLocation)
            #expect(StoreTestSupport.bytes(url) == before, sourceLocation: sourceLocation)
            #expect(!StoreTestSupport.companionsExist(url), sourceLocation: sourceLocation)
        }
    }

    /// Seals `url` (a full check that passes) and checks that the next open trusts the seal.
    static func seal(_ url: URL, _ seals: StoreSeals, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try openCheck(url, seals) == .full, sourceLocation: sourceLocation)
        #expect(try openCheck(url, seals) == .sealed, sourceLocation: sourceLocation)
    }

    @Test func aStoreCheckedOnceOpensNextWithoutTheFullCheck() throws {
        let folder = try TemporaryFolder()
        let (url, seals) = try Self.sealableStore(folder)
        let first = try RideStore(location: .file(url), access: .readOnly, readingRides: false, seals: seals)
        #expect(first.openCheck == .full)
        #expect(first.isSealed)
        let second = try RideStore(location: .file(url), access: .readOnly, seals: seals)
        #expect(second.openCheck == .sealed)
        #expect(try second.rides().count == 4)
        // NB: the seal lies in the state folder, never beside the store.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["hail.sqlite", "state"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: seals.folder.path).count == 1)
    }

    @Test func withoutSealsEveryOpenChecksInFull() throws {
        let folder = try TemporaryFolder()
        let (url, _) = try Self.sealableStore(folder)
        #expect(try RideStore(location: .file(url), access: .readOnly).openCheck == .full)
        #expect(try RideStore(location: .file(url), access: .readOnly).openCheck == .full)
    }

    @Test func aFileThatChangedWithinTwoClockTicksOfItsStatDataIsNotSettled() {
        let takenAt: Int64 = 1_795_453_200_123_456_789
        func seal(changedBefore nanoseconds: Int64, wholeSeconds: Bool = false) -> StoreSeal {
            var changed = takenAt - nanoseconds
            if wholeSeconds { changed -= changed % 1_000_000_000 }
            let stat = FileStat(device: 1, inode: 2, size: 4096, modified: changed, changed: changed)
            return StoreSeal(path: "/s.sqlite", stat: stat, header: "", takenAt: takenAt)
        }
        // NB: a change in the same clock tick could keep the change time, so no seal then.
        #expect(!seal(changedBefore: 5_000_000).isSettled)
        #expect(!seal(changedBefore: StoreSeal.margin).isSettled)
        #expect(seal(changedBefore: StoreSeal.margin + 1).isSettled)
        // NB: a file system keeping whole seconds needs two of them.
        #expect(!seal(changedBefore: 1_000_000_000, wholeSeconds: true).isSettled)
        #expect(seal(changedBefore: 2_500_000_000, wholeSeconds: true).isSettled)
    }

    @Test func aForcedCheckRunsInFullDespiteTheSeal() throws {
        let folder = try TemporaryFolder()
        let (url, seals) = try Self.sealableStore(folder)
        try Self.seal(url, seals)
        #expect(try RideStore(location: .file(url), access: .readOnly, seals: seals, fullCheck: true).openCheck == .full)
    }

    @Test func aStoreHailWroteAloneAndClosedIsSealed() throws {
        let folder = try TemporaryFolder()
        let (url, seals) = try Self.sealableStore(folder)
        try Self.seal(url, seals)
        let store = try RideStore(location: .file(url), seals: seals)
        #expect(store.openCheck == .sealed)
        let (service, _) = StoreTestSupport.service(store: store, at: StoreTestSupport.offPeak.addingTimeInterval(86_400 * 30))
        #expect(service.handle(intent: StoreTestSupport.toSFO()).rideStatus != nil)
        store.close()
        #expect(!StoreTestSupport.companionsExist(url))
        let reopened = try RideStore(location: .file(url), access: .readOnly, seals: seals)
        #expect(reopened.openCheck == .sealed)
        #expect(try reopened.rides().count == 5)
    }

    @Test func aCloseAfterAnotherConnectionCommittedDoesNotSeal() throws {
        let folder = try TemporaryFolder()
        let (url, seals) = try Self.sealableStore(folder)
        try Self.seal(url, seals)
        let store = try RideStore(location: .file(url), seals: seals)
        // NB: an edit through SQLite while Hail has the store open: the close must not vouch for it.
        let other = try DatabaseQueue(path: url.path)
        try other.writeWithoutTransaction { db in try db.execute(sql: "UPDATE ride SET record = '{\"identifier\": \"HAIL-X\"}' WHERE id = 3") }
        try other.close()
        store.close()
        Self.expectRefusedUntouched(url, seals)
    }

    @Test func bytesChangedInPlaceKeepingTheSizeBreakTheSeal() throws {
        let folder = try TemporaryFolder()
        let (url, seals) = try Self.sealableStore(folder)
        try Self.seal(url, seals)
        var bytes = StoreTestSupport.bytes(url)
        // NB: every date Hail wrote ("2026-…") made unreadable, in the rows and the index alike.
        let date = Data("2026-".utf8)
        var damaged = 0
        var start = bytes.startIndex
        while let found = bytes.range(of: date, in: start..<bytes.endIndex) {
            bytes[found.lowerBound + 2] = UInt8(ascii: "x")
            start = found.upperBound
            damaged += 1
        }
        #expect(damaged > 0)
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: bytes)
        try handle.close()
        #expect(StoreTestSupport.bytes(url).count == bytes.count)
        Self.expectRefusedUntouched(url, seals)
    }

    @Test func anEditThroughSQLiteWithoutHailBreaksTheSeal() throws {
        let folder = try TemporaryFolder()
        let (url, seals) = try Self.sealableStore(folder)
        try Self.seal(url, seals)
        try DamagedStoreTests.tamper(url, "UPDATE ride SET record = '{\"identifier\": \"HAIL-X\"}' WHERE id = 3")
        Self.expectRefusedUntouched(url, seals)
    }

    @Test func aCopyIsCheckedInFull() throws {
        let folder = try TemporaryFolder()
        let (url, seals) = try Self.sealableStore(folder)
        try Self.seal(url, seals)
        let copy = folder.file("copy.sqlite")
        try FileManager.default.copyItem(at: url, to: copy)
        #expect(try Self.openCheck(copy, seals) == .full)
        // NB: a damaged copy put in the sealed store's place is refused.
        try DamagedStoreTests.tamper(copy, "UPDATE donation SET reservation = '[]' WHERE id = 4")
        try StoreTestSupport.bytes(copy).write(to: url)
        Self.expectRefusedUntouched(url, seals)
    }

    @Test func aTouchThatRestoresTheModificationTimeStillBreaksTheSeal() throws {
        let folder = try TemporaryFolder()
        let (url, seals) = try Self.sealableStore(folder)
        try Self.seal(url, seals)
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
        // NB: the change time moved, though size and modification time are as sealed.
        #expect(try Self.openCheck(url, seals) == .full)
    }

    @Test func aSealThatCannotBeReadIsNoSeal() throws {
        let folder = try TemporaryFolder()
        let (url, seals) = try Self.sealableStore(folder)
        try Self.seal(url, seals)
        let sealFile = seals.file(for: StoreSeals.realPath(url))
        try Data("not a seal".utf8).write(to: sealFile)
        #expect(try Self.openCheck(url, seals) == .full)
        #expect(try Self.openCheck(url, seals) == .sealed)
        // NB: a folder where the seal cannot be written: the store opens, checked in full.
        let blocked = StoreSeals(folder: folder.file("hail.sqlite/seals"))
        #expect(try Self.openCheck(url, blocked) == .full)
        #expect(try Self.openCheck(url, blocked) == .full)
    }

    @Test func theStandardSealsFolderFollowsXDGStateHome() {
        let home = URL(fileURLWithPath: "/home/rider")
        #expect(StoreSeals.standard(environment: ["XDG_STATE_HOME": "/state"], home: home).folder.path == "/state/hail/store-seals")
        #expect(StoreSeals.standard(environment: ["XDG_STATE_HOME": ""], home: home).folder.path == "/home/rider/.local/state/hail/store-seals")
        #expect(StoreSeals.standard(environment: [:], home: home).folder.path == "/home/rider/.local/state/hail/store-seals")
    }

    /// The damage test of `DamagedStoreTests` on a sealed store, damaged in place: each copy's
    /// seal is broken, so each is checked in full, and refused untouched or genuinely usable.
    @Test func randomlyDamagedSealedStoresAreCheckedInFull() throws {
        let folder = try TemporaryFolder()
        let original = folder.file("original.sqlite")
        try DamagedStoreTests.sampleStore(at: original)
        let pristine = StoreTestSupport.bytes(original)
        let seals = StoreSeals(folder: folder.file("seals"))
        var random = SplitMix64(seed: 41)
        var refused = 0
        for copy in 0..<20 {
            let url = folder.file("copy-\(copy).sqlite")
            try pristine.write(to: url)
            Self.settle()
            try Self.seal(url, seals)
            var bytes = pristine
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let offset = Int(random.next() % UInt64(bytes.count))
                bytes[offset] = UInt8(truncatingIfNeeded: random.next())
            }
            let handle = try FileHandle(forWritingTo: url)
            try handle.write(contentsOf: bytes)
            try handle.close()
            let store: RideStore
            do {
                store = try RideStore(location: .file(url), seals: seals)
            } catch {
                refused += 1
                #expect(StoreTestSupport.bytes(url) == bytes, "copy \(copy) was changed: \(error)")
                #expect(!StoreTestSupport.companionsExist(url), "copy \(copy) got -wal or -shm files: \(error)")
                continue
            }
            #expect(store.openCheck == .full, "copy \(copy) was trusted by its seal")
            try DamagedStoreTests.expectUsable(store, url: url, copy: copy)
        }
        #expect(refused > 0, "no damaged copy was refused")
    }
}
