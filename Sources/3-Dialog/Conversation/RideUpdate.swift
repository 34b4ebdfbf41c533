import Foundation
import RideIntents

/// One live update on a followed ride, worded for the user, with the status it reports.
public struct RideUpdate: Hashable, Sendable {
    /// "[9:03:20 AM] Approaching pickup: Aisha D. is 0.2 mi away, …".
    public var line: String
    /// The moment the update describes.
    public var date: Date
    /// Whether the ride changed phase (or was cancelled) with this update.
    public var isChange: Bool
    /// The ride's status at `date`, as the service reported it (nil when it reported none).
    public var status: RideStatus?
    /// The service's response code ("success", or "failure" when there was no ride to report).
    public var code: String

    public init(line: String, date: Date, isChange: Bool, status: RideStatus? = nil, code: String = "success") {
        self.line = line
        self.date = date
        self.isChange = isChange
        self.status = status
        self.code = code
    }

    /// The lines for a batch of updates, with each long run of routine updates between two
    /// changes cut to its first and last and a count of those left out, so a jump of the clock
    /// does not flood the screen.
    public static func lines(for updates: [RideUpdate], longestRun: Int = 3) -> [String] {
        var lines: [String] = []
        var run: [RideUpdate] = []
        func flush() {
            if run.count > longestRun, let first = run.first, let last = run.last {
                lines.append(first.line)
                lines.append(RideStatusVoice.elided(run.count - 2, every: Int(RideUpdate.interval(run))))
                lines.append(last.line)
            } else {
                lines += run.map(\.line)
            }
            run.removeAll()
        }
        for update in updates {
            if update.isChange {
                flush()
                lines.append(update.line)
            } else {
                run.append(update)
            }
        }
        flush()
        return lines
    }

    /// The spacing of a run of routine updates, in seconds.
    private static func interval(_ run: [RideUpdate]) -> Double {
        guard run.count > 1, let first = run.first, let last = run.last else { return 0 }
        return (last.date.timeIntervalSince(first.date) / Double(run.count - 1)).rounded()
    }
}
