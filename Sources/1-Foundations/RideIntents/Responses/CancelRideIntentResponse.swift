/// The codes of a cancel-ride response (SiriKit's `INCancelRideIntentResponseCode`).
public enum CancelRideIntentResponseCode: Int, Hashable, Sendable, Codable, CaseIterable {
    case unspecified = 0
    case ready = 1
    case success = 2
    case failure = 3
}

/// The answer to a cancel (SiriKit's `INCancelRideIntentResponse`).
public struct CancelRideIntentResponse: Hashable, Sendable, Codable {
    public var code: CancelRideIntentResponseCode
    /// Shown at confirm time as a warning.
    public var cancellationFee: CurrencyAmount?
    /// Seconds after booking past which cancelling costs the fee.
    public var cancellationFeeThresholdSeconds: Int?
    /// Why cancelling failed, when it did.
    public var failureReason: String?

    public init(
        code: CancelRideIntentResponseCode,
        cancellationFee: CurrencyAmount? = nil,
        cancellationFeeThresholdSeconds: Int? = nil,
        failureReason: String? = nil
    ) {
        self.code = code
        self.cancellationFee = cancellationFee
        self.cancellationFeeThresholdSeconds = cancellationFeeThresholdSeconds
        self.failureReason = failureReason
    }
}
