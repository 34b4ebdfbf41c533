import Foundation
import RideIntents
import RideLanguage

/// What a turn records beside its words: the intents' responses, trace lines and the stage.
extension ConversationEngine {
    func append(_ text: String, into turn: inout Turn) {
        guard !text.isEmpty else { return }
        turn.said.append(text)
    }

    func record(_ response: IntentResponseRecord, into turn: inout Turn) {
        turn.responses.append(response)
        var line = "\(response.step) \(response.intentName) → \(response.codeName)"
        if let status = response.rideStatus { line += " (\(status.rideIdentifier.isEmpty ? "" : status.rideIdentifier + ", ")phase \(status.phase.name))" }
        trace(line, into: &turn)
    }

    func trace(_ line: String, into turn: inout Turn) {
        turn.trace.append(line)
    }

    func finish(_ turn: inout Turn, from before: DialogStage) {
        turn.stage = stage
        if before != turn.stage {
            trace("stage \(before.name) → \(turn.stage.name)", into: &turn)
        }
    }

    /// A resolver's result in a few words, for the trace.
    func describe(_ resolution: ParameterResolution) -> String {
        var text = resolution.kind.rawValue
        let labels = resolution.offeredLabels
        if !labels.isEmpty { text += " [" + labels.joined(separator: " | ") + "]" }
        if let reason = resolution.needsValueReason { text += " (\(Self.short(reason)))" }
        if let reason = resolution.unsupportedReason { text += " (\(Self.short(reason)))" }
        return text
    }

    /// A short account of the reason, for traces and `--jsonl`.
    public static func short(_ reason: NeedsValueReason) -> String {
        switch reason {
        case .missing: "missing"
        case .notFound(let spoken): "not found: \(spoken)"
        case .partySizeRequired(let option, _, _): "\(option) prices by party size"
        case .exactTimeRequired(let window):
            "a time between \(ServiceTimeZone.dateAndTime(window.startDate)) and \(ServiceTimeZone.clockTime(window.endDate ?? window.startDate))"
        }
    }

    /// A short account of the reason, for traces and `--jsonl`.
    public static func short(_ reason: UnsupportedReason) -> String {
        switch reason {
        case .outsideServiceArea(let place, _): "outside service area: \(place)"
        case .sameAsPickup: "same as pickup"
        case .partyTooLarge(let size, let option, let capacity, _): "\(size) > \(option) capacity \(capacity)"
        case .partyLargerThanAnyOption(let size, let largest): "\(size) > largest \(largest)"
        case .invalidPartySize(let size): "invalid party size \(size)"
        case .unknownRideOption(let spoken, _): "unknown ride option: \(spoken)"
        case .paymentMethodExpired(let method): "expired: \(method.displayName)"
        case .unknownPaymentMethod(let spoken, _): "unknown payment method: \(spoken)"
        case .scheduledTimeOutOfRange(let detail): detail
        case .refusedByService(let parameter, let value): "refused by the service: \(parameter.rawValue) \(value)"
        }
    }
}
