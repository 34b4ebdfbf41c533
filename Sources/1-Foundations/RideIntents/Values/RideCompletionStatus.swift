/// How a ride ended (SiriKit's `INRideCompletionStatus`, built by its factories).
public struct RideCompletionStatus: Hashable, Sendable, Codable {
    public var isCompleted: Bool
    public var isCanceled: Bool
    public var isMissedPickup: Bool
    public var isOutstanding: Bool
    public var isCanceledByService: Bool
    public var paymentAmount: CurrencyAmount?
    public var feedbackType: RideFeedbackTypeOptions
    public var defaultTippingOptions: [CurrencyAmount]?

    private init(
        completed: Bool, canceled: Bool = false, missedPickup: Bool = false, outstanding: Bool = false,
        byService: Bool = false, amount: CurrencyAmount? = nil, feedback: RideFeedbackTypeOptions = []
    ) {
        isCompleted = completed
        isCanceled = canceled
        isMissedPickup = missedPickup
        isOutstanding = outstanding
        isCanceledByService = byService
        paymentAmount = amount
        feedbackType = feedback
    }

    public static func completed() -> Self { Self(completed: true) }
    public static func completed(settled amount: CurrencyAmount) -> Self { Self(completed: true, amount: amount) }
    public static func completed(outstanding amount: CurrencyAmount) -> Self {
        Self(completed: true, outstanding: true, amount: amount)
    }
    public static func completed(feedbackType: RideFeedbackTypeOptions, amount: CurrencyAmount? = nil) -> Self {
        Self(completed: true, amount: amount, feedback: feedbackType)
    }
    public static func canceledByService() -> Self { Self(completed: false, canceled: true, byService: true) }
    public static func canceledByUser(fee: CurrencyAmount? = nil) -> Self {
        Self(completed: false, canceled: true, amount: fee)
    }
    public static func canceledMissedPickup() -> Self { Self(completed: false, canceled: true, missedPickup: true) }
}
