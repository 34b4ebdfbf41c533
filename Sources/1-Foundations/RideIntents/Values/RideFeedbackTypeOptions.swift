/// What feedback a completed ride asks for (SiriKit's `INRideFeedbackTypeOptions`).
public struct RideFeedbackTypeOptions: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let rate = RideFeedbackTypeOptions(rawValue: 1 << 0)
    public static let tip = RideFeedbackTypeOptions(rawValue: 1 << 1)
}
