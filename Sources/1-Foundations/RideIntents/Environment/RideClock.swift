import Foundation

/// Where "now" comes from. Inject `ManualClock` for deterministic runs; `SystemClock` otherwise.
public protocol RideClock: AnyObject {
    var now: Date { get }
}

/// The wall clock, optionally running `speed` times faster from the moment it was made, and
/// moved ahead by `advance(by:)` (the REPL's `:advance`).
public final class SystemClock: RideClock {
    private let origin = Date()
    /// How many seconds of ride time pass per second of wall time.
    public let speed: Double
    private var skipped: TimeInterval = 0

    public init(speed: Double = 1) {
        self.speed = speed
    }

    public var now: Date {
        origin.addingTimeInterval(Date().timeIntervalSince(origin) * speed + skipped)
    }

    /// Jumps time forward; negative intervals are ignored.
    public func advance(by seconds: TimeInterval) {
        if seconds > 0 { skipped += seconds }
    }
}

/// A clock that moves only when told to (`advance(by:)`), so a transcript replays byte for byte.
public final class ManualClock: RideClock {
    public private(set) var now: Date

    public init(now: Date) {
        self.now = now
    }

    /// Moves time forward; negative intervals are ignored.
    public func advance(by seconds: TimeInterval) {
        if seconds > 0 { now = now.addingTimeInterval(seconds) }
    }

    /// Sets the time outright.
    public func set(_ date: Date) {
        now = date
    }
}
