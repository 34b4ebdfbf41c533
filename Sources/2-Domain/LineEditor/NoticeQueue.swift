import Foundation

/// Texts waiting to be printed above the prompt, handed from any thread to the thread reading a line.
///
/// While a line is being read, ``post(_:)`` queues the text and writes a byte to a pipe the reader polls,
/// so the reader wakes, erases its prompt, prints and redraws. Otherwise the text is printed at once.
final class NoticeQueue: @unchecked Sendable {
    // NB: every stored property below is guarded by `lock`; the pipe's ends never change after init.
    private let lock = NSLock()
    private var pending: [String] = []
    private var isReading = false
    let wakeRead: Int32
    let wakeWrite: Int32
    private let printNow: @Sendable (String) -> Void

    /// - Parameter printNow: prints a text when no line is being read.
    init(printNow: @escaping @Sendable (String) -> Void) {
        let pipe = Platform.makeWakePipe()
        wakeRead = pipe?.read ?? -1
        wakeWrite = pipe?.write ?? -1
        self.printNow = printNow
    }

    deinit {
        if wakeRead >= 0 { Platform.closeDescriptor(wakeRead) }
        if wakeWrite >= 0 { Platform.closeDescriptor(wakeWrite) }
    }

    /// Whether the reader can be woken; without a pipe, texts are printed at once.
    var canWake: Bool { wakeRead >= 0 }

    /// Queues `text` for the reader, or prints it now when no line is being read.
    func post(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard isReading, canWake else {
            printNow(text)
            return
        }
        pending.append(text)
        Platform.writeAll([UInt8(ascii: "n")], to: wakeWrite)
    }

    var hasPending: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !pending.isEmpty
    }

    /// Removes and returns every queued text.
    func takeAll() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        defer { pending = [] }
        return pending
    }

    /// From now on, texts are queued for the reader.
    func beginReading() {
        lock.lock()
        defer { lock.unlock() }
        isReading = true
    }

    /// From now on, texts are printed at once; prints what is still queued.
    func endReading() {
        lock.lock()
        defer { lock.unlock() }
        isReading = false
        for text in pending { printNow(text) }
        pending = []
        if canWake { Platform.drain(wakeRead) }
    }
}
