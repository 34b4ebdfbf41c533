import Conversation
import Foundation
import RideIntents

/// One JSON object per user turn, for `hail --jsonl`: the user's text, what Hail said, the dialog
/// stage, each resolution result and each intent response (code and ride status), so any
/// language can drive Hail in its tests. Keys are sorted, dates are ISO 8601.
public enum TurnJSON {
    struct Record: Encodable {
        var user: String
        var said: String
        var stage: String
        var intent: String?
        var resolutions: [Resolution]
        var responses: [Response]
    }

    struct Resolution: Encodable {
        var parameter: String
        var kind: String
        var values: [String]
        var reason: String?
    }

    struct Response: Encodable {
        var intent: String
        var step: String
        var code: String
        var rideStatus: RideStatus?
    }

    struct CommandRecord: Encodable {
        var command: String
        var said: String
    }

    /// The line for a dialog turn.
    public static func line(for turn: Turn) -> String {
        let record = Record(
            user: turn.userText,
            said: turn.text,
            stage: turn.stage.name,
            intent: turn.understanding?.intent?.rawValue,
            resolutions: turn.resolutions.map { resolution in
                Resolution(
                    parameter: resolution.parameter.rawValue,
                    kind: resolution.kind.rawValue,
                    values: resolution.offeredLabels,
                    reason: resolution.unsupportedReason.map(ConversationEngine.short)
                        ?? resolution.needsValueReason.map(ConversationEngine.short)
                )
            },
            responses: turn.responses.map {
                Response(intent: $0.intentName, step: $0.step, code: $0.codeName, rideStatus: $0.rideStatus)
            }
        )
        return encode(record)
    }

    struct UpdateRecord: Encodable {
        var update: String
    }

    /// The line for a live update on the followed ride.
    public static func line(forUpdate update: String) -> String {
        encode(UpdateRecord(update: update))
    }

    /// The line for a meta-command.
    public static func line(forCommand command: String, output: String) -> String {
        encode(CommandRecord(command: command, said: output))
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
            return #"{"error": "could not encode this turn"}"#
        }
        return text
    }
}
