import Foundation
import RideIntents

/// The service's timing and money rules in one place.
enum ServicePolicy {
    /// A scheduled pickup may be this many seconds in the past (a clock slip) and still count as now.
    static let pastScheduleTolerance: TimeInterval = 60
    /// A pickup window longer than this ("tomorrow morning") needs a time within it.
    static let longestPickupWindow: TimeInterval = 3600
    /// Rides scheduled further ahead than this must be booked in the app.
    static let maximumScheduleAhead: TimeInterval = 30 * 24 * 3600
    /// A scheduled ride holds its rider from this long before its pickup to at least this long after
    /// it: no other ride of the rider's may overlap that (see `RideOverlap`).
    // NB: 15 minutes covers a car a little early or late without blocking the rest of the day.
    static let scheduledRideMargin: TimeInterval = 15 * 60
    /// Minutes between booking and a car setting off.
    static let dispatchMinutes = 1
    /// The car is "approaching" this many seconds before the pickup.
    static let approachingLead: TimeInterval = 120
    /// The rider boards this many seconds after the car arrives.
    static let boardingWait: TimeInterval = 60
    /// After arriving, the driver waits at most this long.
    static let pickupWaitLimit: TimeInterval = 300
    /// The fee for cancelling once the car is approaching the pickup.
    static let cancellationFee = CurrencyAmount(minorUnits: 500)
    /// Traffic holds a car up on its way to a pickup by at most this many seconds a mile of its drive
    /// (4 minutes a mile: a crawl at 15 mph).
    static let trafficDelayPerMile: TimeInterval = 240
    /// Live status updates come at least this often (seconds of ride time), and at every phase change.
    static let updateInterval: TimeInterval = 20
    /// A completed ride without feedback blocks listing ride options for this long.
    static let feedbackWindow: TimeInterval = 24 * 3600
    /// How long a list of ride options stays valid.
    static let listExpiration: TimeInterval = 300
    /// A drop-off this close to the pickup counts as the same place.
    static let sameAsPickupMiles = 0.1
    /// Tips offered after a completed ride.
    static let defaultTippingOptions = [200, 300, 500].map { CurrencyAmount(minorUnits: $0) }
    /// Phrases meaning where the rider is now.
    static let currentLocationPhrases: Set<String> = [
        "current location", "my current location", "my location", "here", "right here", "where i am", "where im",
        "my position", "current position", "me",
    ]
}
