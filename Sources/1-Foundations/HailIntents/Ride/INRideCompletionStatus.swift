import Foundation

/// How a ride ended: completed (paid, owing, or awaiting feedback) or canceled (and by whom).
///
/// Create one with a factory method; set it on ``INRideStatus/completionStatus`` once the phase is
/// ``INRidePhase/completed``.
public class INRideCompletionStatus: NSObject {
    /// Whether the ride reached its destination.
    public let isCompleted: Bool
    /// Whether the ride was canceled.
    public let isCanceled: Bool
    /// Whether the ride was canceled because the passenger did not show up.
    public let isMissedPickup: Bool
    /// Whether the user still owes a payment or feedback.
    public let isOutstanding: Bool
    /// The amount paid or owed.
    public let paymentAmount: INCurrencyAmount?
    /// The feedback asked for.
    public let feedbackType: INRideFeedbackTypeOptions
    /// Opens the app to settle what is outstanding.
    public var completionUserActivity: NSUserActivity?
    /// The tips to offer when `feedbackType` includes `.tip`.
    public var defaultTippingOptions: Set<INCurrencyAmount>?
    /// Whether the service (rather than the user) canceled; Apple keeps this private.
    package let isCanceledByService: Bool

    required init(
        completed: Bool, canceled: Bool, missedPickup: Bool = false, outstanding: Bool = false,
        paymentAmount: INCurrencyAmount? = nil, feedbackType: INRideFeedbackTypeOptions = [],
        canceledByService: Bool = false
    ) {
        self.isCompleted = completed
        self.isCanceled = canceled
        self.isMissedPickup = missedPickup
        self.isOutstanding = outstanding
        self.paymentAmount = paymentAmount
        self.feedbackType = feedbackType
        self.isCanceledByService = canceledByService
        super.init()
    }

    /// The ride completed; nothing is owed.
    public class func completed() -> Self {
        self.init(completed: true, canceled: false)
    }

    /// The ride completed and the given amount was paid.
    public class func completed(settled settledPaymentAmount: INCurrencyAmount) -> Self {
        self.init(completed: true, canceled: false, paymentAmount: settledPaymentAmount)
    }

    /// The ride completed and the given amount is still owed.
    public class func completed(outstanding outstandingPaymentAmount: INCurrencyAmount) -> Self {
        self.init(completed: true, canceled: false, outstanding: true, paymentAmount: outstandingPaymentAmount)
    }

    /// The ride completed and the service asks for feedback.
    public class func completed(feedbackType: INRideFeedbackTypeOptions = []) -> Self {
        self.init(completed: true, canceled: false, outstanding: true, feedbackType: feedbackType)
    }

    /// The service canceled the ride (e.g. the driver did).
    public class func canceledByService() -> Self {
        self.init(completed: false, canceled: true, canceledByService: true)
    }

    /// The user canceled the ride.
    public class func canceledByUser() -> Self {
        self.init(completed: false, canceled: true)
    }

    /// The ride was canceled because the passenger did not come to the pickup point in time.
    public class func canceledMissedPickup() -> Self {
        self.init(completed: false, canceled: true, missedPickup: true, canceledByService: true)
    }
}

extension INRideCompletionStatus: NSCopying {
    /// A status with the same values, so that later changes to this one leave the copy alone.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(
            completed: isCompleted, canceled: isCanceled, missedPickup: isMissedPickup, outstanding: isOutstanding,
            paymentAmount: paymentAmount, feedbackType: feedbackType, canceledByService: isCanceledByService
        )
        copy.completionUserActivity = completionUserActivity
        copy.defaultTippingOptions = defaultTippingOptions
        return copy
    }
}
