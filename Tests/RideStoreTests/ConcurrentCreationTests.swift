import Foundation
import GRDB
import Testing
@testable import RideStore

/// Many Hails creating one new store at the same moment all open it (issue 27: 2 of 40 processes
/// exited with "table ride already exists": each read which migrations were applied, then ran them,
/// and another had applied one in between).
@Suite("Stores created by many at once")
struct ConcurrentCreationTests {
    /// Opens `count` stores on `url` at one moment (threads released together); their errors.
    static func openAtOnce(_ url: URL, count: Int) -> [String] {
        let failures = LockedList()
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for _ in 0..<count {
            done.enter()
            let thread = Thread {
                ready.signal()
                go.wait()
                do {
                    let store = try RideStore(location: .file(url))
                    try store.saveProfile(.standard)
                    store.close()
                } catch {
                    failures.append("\(error)")
                }
                done.leave()
            }
            thread.start()
        }
        for _ in 0..<count { ready.wait() }
        for _ in 0..<count { go.signal() }
        done.wait()
        return failures.items
    }

    @Test func fortyOpenersOfANewStoreAllSucceedAndLeaveOneWholeStore() throws {
        for round in 0..<5 {
            let folder = try TemporaryFolder()
            let url = folder.file("hail.sqlite")
            let failures = Self.openAtOnce(url, count: 40)
            #expect(failures.isEmpty, "round \(round): \(failures.count) of 40 failed: \(failures.prefix(3))")
            let store = try RideStore(location: .file(url), access: .readOnly, readingRides: false, fullCheck: true)
            #expect(store.openCheck == .full)
            let version = try DatabaseQueue(path: url.path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
            #expect(version == StoreSchema.version)
        }
    }
}

/// Strings appended from several threads.
private final class LockedList: @unchecked Sendable {
    // NB: @unchecked Sendable because `stored` is only touched while `lock` is held.
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ item: String) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(item)
    }

    var items: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
