import Foundation

/// One line of a ride's status history: a phase it reaches (planned from its timeline), or a
/// change the rider made (booked, canceled, feedbackSent).
public struct RideStatusEvent: Hashable, Sendable {
    /// Whether it is a phase of the ride's life or a change the rider made.
    public enum Kind: String, Hashable, Sendable {
        case phase
        case change
    }

    public var date: Date
    public var kind: Kind
    /// The phase's name ("approachingPickup") or the change's ("canceled").
    public var name: String

    public init(date: Date, kind: Kind, name: String) {
        self.date = date
        self.kind = kind
        self.name = name
    }
}
