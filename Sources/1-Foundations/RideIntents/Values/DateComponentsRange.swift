import Foundation

/// A window of time (SiriKit's `INDateComponentsRange`), used for a scheduled pickup.
public struct DateComponentsRange: Hashable, Sendable, Codable {
    public var startDate: Date
    public var endDate: Date?

    public init(startDate: Date, endDate: Date? = nil) {
        self.startDate = startDate
        self.endDate = endDate
    }
}
