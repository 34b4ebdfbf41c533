import Foundation
import RideIntents
import RideSimulation
import Testing
@testable import RideStore

/// A store on a full disk (issue 27): an existing one opens to read, says so, and leaves nothing
/// beside it; a new one is not created, and no file is left behind. The disk's free space comes
/// through `DiskSpace`, a full disk standing in for the file system's word.
@Suite("Stores on a full disk")
struct FullDiskTests {
    static let full = DiskSpace { _ in 0 }

    static func open(_ url: URL, disk: DiskSpace) throws(StoreError) -> RideStore {
        try RideStore(location: .file(url), access: .readWrite, readingRides: false, seals: nil, fullCheck: false, disk: disk)
    }

    @Test func anExistingStoreOpensToReadSaysSoAndLeavesNothingBesideIt() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        let identifier: String
        do {
            let store = try RideStore(location: .file(url))
            let (service, _) = StoreTestSupport.service(store: store)
            identifier = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus?.rideIdentifier)
            store.close()
        }
        let before = StoreTestSupport.bytes(url)

        let store = try Self.open(url, disk: Self.full)
        #expect(store.readOnlyReason == "the disk is full")
        #expect(!StoreTestSupport.companionsExist(url))
        #expect(try store.rides().map(\.identifier) == [identifier])
        #expect(store.takeFailures().map(\.description) == ["hail: the disk holding the store \(url.path) is full: Hail opened it to read only, and will save no change (no booking, cancellation or feedback) until there is room."])
        #expect(store.failedWriteCount == 0)

        let (service, clock) = StoreTestSupport.service(store: store)
        clock.advance(by: 86_400)
        #expect(service.handle(intent: StoreTestSupport.toSFO()).code == .failure)
        #expect(store.takeFailures().map(\.description) == ["hail: the booking was not saved, so nothing was booked: cannot write to the store \(url.path): the disk is full."])
        store.close()
        #expect(StoreTestSupport.bytes(url) == before)
        #expect(!StoreTestSupport.companionsExist(url))
    }

    @Test func aNewStoreIsNotCreatedAndNoFileIsLeft() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        let error = #expect(throws: StoreError.self) { try Self.open(url, disk: Self.full) }
        #expect(error?.description == "hail: cannot create the store \(url.path): the disk is full. Free some space, or pass --store with a path on another disk (or --ephemeral).")
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(!StoreTestSupport.companionsExist(url))
    }

    @Test func aDiskWithRoomIsNotFull() {
        #expect(!DiskSpace { _ in DiskSpace.minimumBytes }.isFull(around: URL(fileURLWithPath: "/tmp/hail.sqlite")))
        #expect(DiskSpace { _ in DiskSpace.minimumBytes - 1 }.isFull(around: URL(fileURLWithPath: "/tmp/hail.sqlite")))
        #expect(!DiskSpace { _ in nil }.isFull(around: URL(fileURLWithPath: "/tmp/hail.sqlite")))
    }
}
