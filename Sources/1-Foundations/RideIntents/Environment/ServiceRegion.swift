import Foundation

/// Where the service runs, as what is said depends on it: the time zone its times are spoken in
/// and the name of its area. The Bay Area unless a session on another map (`--map`) runs its work
/// inside ``run(_:)``.
public final class ServiceRegion: Sendable {
    /// The zone times are read and spoken in.
    public let timeZone: TimeZone
    /// A Gregorian calendar in `timeZone`.
    public let calendar: Calendar
    /// The area as a place is said to be outside it ("the San Francisco Bay Area").
    public let areaName: String
    /// The area as a place is looked for in it ("I couldn't find 'X' in the Bay Area").
    public let shortAreaName: String
    /// Places of the area for the examples the dialog gives: "get me a ride to SFO", "an SUV from
    /// the Ferry Building to Oakland".
    public let exampleDestination: String
    public let exampleOrigin: String
    public let exampleOtherPlace: String

    public init(
        timeZone: TimeZone, areaName: String, shortAreaName: String? = nil, exampleDestination: String = "SFO",
        exampleOrigin: String = "the Ferry Building", exampleOtherPlace: String = "Oakland"
    ) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.timeZone = timeZone
        self.calendar = calendar
        self.areaName = areaName
        self.shortAreaName = shortAreaName ?? areaName
        self.exampleDestination = exampleDestination
        self.exampleOrigin = exampleOrigin
        self.exampleOtherPlace = exampleOtherPlace
    }

    /// Hail's own service: Pacific time, the San Francisco Bay Area.
    public static let bayArea = ServiceRegion(
        timeZone: ServiceTimeZone.pacific, areaName: "the San Francisco Bay Area", shortAreaName: "the Bay Area"
    )

    /// The region of the work under way: the one whose ``run(_:)`` it is inside, else the Bay Area.
    public static var current: ServiceRegion { scoped ?? bayArea }

    /// Runs `body` in this region: ``current`` (and so ``ServiceTimeZone``) is this region while it
    /// runs, on this thread (or task) only.
    // NB: scoped rather than set once per process, as `hail replay` plays transcripts of several
    // maps at once, one a thread.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$scoped.withValue(self, operation: body)
    }

    @TaskLocal private static var scoped: ServiceRegion?
}
