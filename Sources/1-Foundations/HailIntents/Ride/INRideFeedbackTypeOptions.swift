/// The feedback a completed ride asks for: a rating, a tip, or both.
public struct INRideFeedbackTypeOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// A rating of the ride.
    public static let rate = INRideFeedbackTypeOptions(rawValue: 1 << 0)
    /// A tip for the driver.
    public static let tip = INRideFeedbackTypeOptions(rawValue: 1 << 1)
}
