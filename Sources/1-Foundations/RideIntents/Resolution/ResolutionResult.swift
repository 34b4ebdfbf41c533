/// What a resolver decided about one parameter (SiriKit's typed `INIntentResolutionResult`s,
/// folded into one generic enum).
public enum ResolutionResult<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value is good (possibly filled in or corrected from what the user said).
    case success(Value)
    /// Several values match; the user picks one.
    case disambiguation([Value])
    /// A value was matched loosely; the user should check it.
    case confirmationRequired(Value, reason: ConfirmationReason)
    /// A value is required and none usable was given.
    case needsValue(NeedsValueReason)
    /// The parameter is not needed; continue without it.
    case notRequired
    /// The value cannot be used; the user gives another.
    case unsupported(UnsupportedReason)

    /// The kind of result, as `--jsonl` and traces name it.
    public var kind: ResolutionKind {
        switch self {
        case .success: .success
        case .disambiguation: .disambiguation
        case .confirmationRequired: .confirmationRequired
        case .needsValue: .needsValue
        case .notRequired: .notRequired
        case .unsupported: .unsupported
        }
    }

    /// The resolved value, for a success.
    public var resolvedValue: Value? {
        if case .success(let value) = self { return value }
        return nil
    }
}

/// The kinds of resolution result.
public enum ResolutionKind: String, Hashable, Sendable, Codable, CaseIterable {
    case success, disambiguation, confirmationRequired, needsValue, notRequired, unsupported
}
