import RideIntents

/// A resolution result for one parameter, with its value type erased so one state machine can
/// handle all five parameters.
public struct ParameterResolution: Hashable, Sendable {
    public var parameter: RideParameter
    public var kind: ResolutionKind
    /// The resolved value (success) or the value to check (confirmation required).
    public var value: ParameterValue?
    /// The values offered (disambiguation).
    public var candidates: [ParameterValue]
    public var needsValueReason: NeedsValueReason?
    public var unsupportedReason: UnsupportedReason?
    public var confirmationReason: ConfirmationReason?

    public init<Value>(
        _ parameter: RideParameter,
        _ result: ResolutionResult<Value>,
        wrap: (Value) -> ParameterValue
    ) {
        self.parameter = parameter
        self.kind = result.kind
        self.candidates = []
        switch result {
        case .success(let resolved): value = wrap(resolved)
        case .disambiguation(let values): candidates = values.map(wrap)
        case .confirmationRequired(let toConfirm, let reason):
            value = wrap(toConfirm)
            confirmationReason = reason
        case .needsValue(let reason): needsValueReason = reason
        case .notRequired: break
        case .unsupported(let reason): unsupportedReason = reason
        }
    }

    /// The result less the ride options ruled out ("not a pool"), unless that rules out every one.
    // NB: what Siri puts before the user, and so what traces and `--jsonl` say was offered.
    func without(rideOptions excluded: Set<String>) -> ParameterResolution {
        guard parameter == .rideOptionName, !excluded.isEmpty else { return self }
        let kept = candidates.filter { candidate in
            guard case .speakable(let option) = candidate, let name = option.vocabularyIdentifier else { return true }
            return !excluded.contains(name)
        }
        guard !kept.isEmpty else { return self }
        var narrowed = self
        narrowed.candidates = kept
        return narrowed
    }

    /// The values this result puts before the user, for traces and `--jsonl`.
    public var offeredLabels: [String] {
        if !candidates.isEmpty { return candidates.map(\.label) }
        if let value { return [value.label] }
        return []
    }
}
