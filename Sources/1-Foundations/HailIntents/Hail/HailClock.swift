import Foundation

/// Not part of Apple's API: "now" by Hail's clock, for an extension whose answers depend on the
/// time (pickup estimates, departures, a ride's progress).
///
/// A transcript or `--clock` runs Hail on a clock that moves only when told to (`@advance`,
/// `:advance`), so that a conversation replays byte for byte; an extension that reads `Date()`
/// would see the machine's time instead. Read `HailClock.now` where Apple's platforms read
/// `Date()`:
///
/// ```swift
/// #if os(iOS) || os(watchOS)
/// var now: Date { Date() }
/// #else
/// var now: Date { HailClock.now }
/// #endif
/// ```
///
/// Outside Hail's command line (a unit test of the extension on its own) it is the wall clock.
public enum HailClock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var source: (@Sendable () -> Date)?

    /// Now: Hail's clock while Hail runs the extension, the wall clock otherwise.
    public static var now: Date {
        lock.lock()
        let source = source
        lock.unlock()
        return source?() ?? Date()
    }

    /// Makes `now` read `source` (Hail sets it to its session's clock); `nil` goes back to the
    /// wall clock.
    package static func use(_ source: (@Sendable () -> Date)?) {
        lock.lock()
        self.source = source
        lock.unlock()
    }
}
