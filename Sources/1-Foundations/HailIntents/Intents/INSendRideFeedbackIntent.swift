import Foundation

/// Feedback on a completed ride: a rating, a tip, or both (at least one is present).
open class INSendRideFeedbackIntent: INIntent {
    /// The ride's identifier, as given in ``INRideStatus/rideIdentifier``.
    public let rideIdentifier: String
    /// A rating from 0 to 10.
    open var rating: NSNumber?
    /// A tip for the driver.
    open var tip: INCurrencyAmount?

    /// Feedback on the given ride; set `rating` or `tip`.
    public init(rideIdentifier: String) {
        self.rideIdentifier = rideIdentifier
        super.init()
    }
}
