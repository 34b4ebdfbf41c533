import Foundation

/// One VEVENT: a reservation as a calendar application shows it.
public struct CalendarEvent: Hashable, Sendable {
    /// The event's STATUS.
    public enum Status: String, Hashable, Sendable {
        case confirmed = "CONFIRMED"
        case cancelled = "CANCELLED"
        case tentative = "TENTATIVE"
    }

    /// Globally unique and stable for the same reservation ("HAIL-ALWYAP@hail.invalid").
    public var uid: String
    /// When this description of the event was made.
    public var stamp: Date
    public var start: Date
    public var end: Date
    public var location: String?
    public var summary: String
    public var status: Status
    public var description: String?

    public init(
        uid: String, stamp: Date, start: Date, end: Date, location: String?, summary: String, status: Status,
        description: String?
    ) {
        self.uid = uid
        self.stamp = stamp
        self.start = start
        self.end = end
        self.location = location
        self.summary = summary
        self.status = status
        self.description = description
    }
}
