import Foundation
import Testing
@testable import LineEditor

@Suite struct NoticeQueueTests {
    @Test func printsAtOnceWhenNoLineIsBeingRead() {
        let printed = Printed()
        let queue = NoticeQueue { printed.append($0) }
        queue.post("Your driver is 3 min away.")
        #expect(printed.texts == ["Your driver is 3 min away."])
        #expect(!queue.hasPending)
    }

    @Test func queuesAndWakesTheReaderWhileALineIsBeingRead() throws {
        let printed = Printed()
        let queue = NoticeQueue { printed.append($0) }
        try #require(queue.canWake)
        queue.beginReading()
        queue.post("one")
        queue.post("two")
        #expect(printed.texts.isEmpty)
        #expect(Platform.waitForInput(on: queue.wakeRead, orWake: queue.wakeRead) == .wake)
        #expect(queue.takeAll() == ["one", "two"])
        #expect(!queue.hasPending)
        queue.endReading()
    }

    @Test func printsWhatIsLeftWhenReadingEnds() {
        let printed = Printed()
        let queue = NoticeQueue { printed.append($0) }
        queue.beginReading()
        queue.post("arriving")
        queue.endReading()
        #expect(printed.texts == ["arriving"])
        queue.post("arrived")
        #expect(printed.texts == ["arriving", "arrived"])
    }

    @Test func acceptsTextsFromManyThreads() async {
        let printed = Printed()
        let queue = NoticeQueue { printed.append($0) }
        queue.beginReading()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 { group.addTask { queue.post("update \(index)") } }
        }
        #expect(queue.takeAll().count == 50)
        queue.endReading()
    }
}

/// Collects printed texts; locked because posts may come from several threads.
final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func append(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        collected.append(text)
    }

    var texts: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
