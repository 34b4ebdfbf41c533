import RideIntents

/// Where a conversation stands between two user turns, as `--jsonl` and traces name it.
public enum DialogStage: Hashable, Sendable {
    /// Nothing under way; any request may start.
    case idle
    /// A parameter needs a value from the user.
    case awaitingValue(RideParameter)
    /// The user picks one of several offered values for a parameter.
    case awaitingChoice(RideParameter)
    /// The user checks a loosely matched value.
    case awaitingValueConfirmation(RideParameter)
    /// The ride is summarised; yes books it.
    case awaitingConfirmation
    /// The user said no at confirmation; what should change?
    case awaitingChange
    /// A cancellation with a fee waits for the user's yes.
    case awaitingCancellationConfirmation
    /// A tip larger than the fare waits for the user's yes.
    case awaitingTipConfirmation
    /// Maps listed the ride options and waits for the user to choose one.
    case awaitingRideOptionsChoice

    /// Every stage there is, idle first; `--jsonl`'s schema enumerates their names.
    public static let allStages: [DialogStage] =
        [.idle]
        + [awaitingValue, awaitingChoice, awaitingValueConfirmation].flatMap { stage in RideParameter.allCases.map(stage) }
        + [.awaitingConfirmation, .awaitingChange, .awaitingCancellationConfirmation, .awaitingTipConfirmation, .awaitingRideOptionsChoice]

    /// "awaitingChoice(dropOffLocation)".
    public var name: String {
        switch self {
        case .idle: "idle"
        case .awaitingValue(let parameter): "awaitingValue(\(parameter.rawValue))"
        case .awaitingChoice(let parameter): "awaitingChoice(\(parameter.rawValue))"
        case .awaitingValueConfirmation(let parameter): "awaitingValueConfirmation(\(parameter.rawValue))"
        case .awaitingConfirmation: "awaitingConfirmation"
        case .awaitingChange: "awaitingChange"
        case .awaitingCancellationConfirmation: "awaitingCancellationConfirmation"
        case .awaitingTipConfirmation: "awaitingTipConfirmation"
        case .awaitingRideOptionsChoice: "awaitingRideOptionsChoice"
        }
    }
}
