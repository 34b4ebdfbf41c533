import Conversation
import ExtensionHost
import Foundation
import RideIntents

/// The objects `hail --jsonl` writes, one per line; their schema is Schemas/hail-jsonl.schema.json.
///
/// Every input line gets exactly one object, `type` "turn" (said to the dialog) or "command" (a
/// meta-command, the command in `user`): what Hail said, the dialog stage after it, each resolution
/// result and intent response, in `updates` every live update that came due with it, and in
/// `faults` what went wrong in the ride service's calls. Live updates and faults that come due
/// between lines (on the real clock) get objects of their own, `type` "update" and "fault". Keys
/// are sorted; dates are ISO 8601.
public enum TurnJSON {
    /// An input line's object.
    struct LineRecord: Encodable {
        var type: String
        var user: String
        var said: String
        var stage: String
        var intent: String?
        var resolutions: [Resolution]
        var responses: [Response]
        var updates: [Update]
        var faults: [Fault]
    }

    /// A fault of the ride service: the call it happened in and what went wrong, apart from a
    /// `failure` the service answered on purpose. `type` is "fault" for an object of its own
    /// (between lines), absent inside a line's `faults`.
    struct Fault: Encodable {
        var type: String?
        var call: String?
        var problem: String
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
        var rideStatus: PhaseNamedRideStatus?
        /// A cancel's fee, and the seconds after booking past which it is charged.
        var cancellationFee: CurrencyAmount?
        var cancellationFeeThreshold: Int?
        /// The options Maps listed.
        var rideOptions: [RideOption]?
    }

    /// A live update: the moment it describes, the ride's status then, and what Hail said.
    struct Update: Encodable {
        /// "update" for an object of its own (between lines); absent inside a line's `updates`.
        var type: String?
        var asOf: Date
        var code: String
        var rideStatus: PhaseNamedRideStatus?
        var said: String
    }

    /// The object for one input line and what it produced.
    /// - Parameters:
    ///   - line: the line as typed; card numbers are redacted here.
    ///   - stage: the dialog's stage after the line.
    public static func line(forInput line: String, output: SessionOutput, stage: DialogStage) -> String {
        String(decoding: lineBytes(forInput: line, output: output, stage: stage), as: UTF8.self)
    }

    /// The object for one input line, as `line(forInput:output:stage:)` writes it, in UTF-8.
    // NB: for the REPL's `--jsonl` output, written out as bytes: made into a `String` first, every
    // line's UTF-8 was checked again (about 9,800 instructions a turn, 829 bytes on average;
    // callgrind, 1,000 corpus turns).
    public static func lineBytes(forInput line: String, output: SessionOutput, stage: DialogStage) -> [UInt8] {
        let record = record(forInput: line, output: output, stage: stage)
        guard record.updates.isEmpty, record.faults.isEmpty, let bytes = TurnLineWriter.lineBytes(record) else { return Array(encode(record).utf8) }
        return bytes
    }

    private static func record(forInput line: String, output: SessionOutput, stage: DialogStage) -> LineRecord {
        let isCommand = HailSession.isMetaCommand(line)
        let turn = output.turn
        let updates = (turn?.rideUpdates ?? []) + output.updates
        // NB: `said` is the reply without trace lines (the stage, resolutions and responses carry
        // them) and without the updates said during the turn, which are in `updates`, structured.
        let said = said(in: output.reply, leavingOut: Set((turn?.rideUpdates ?? []).map(\.line)))
        // NB: written directly (`TurnLineWriter`), the ride status alone through JSONEncoder and
        // kept for the next line (898 of 901 statuses in 2,000 corpus turns were the one before):
        // JSONEncoder's generic encoding of every line was 31% of a `--jsonl` dialog (perf). A line
        // with live updates, or a string with a control character other than \n, \r, \t, \b and
        // \f, is encoded whole as before. The text is the same byte for byte.
        return LineRecord(
            type: isCommand ? "command" : "turn",
            user: CardNumberRedaction.redacted(line),
            said: said,
            stage: (turn?.stage ?? stage).name,
            intent: turn?.understanding?.intent?.rawValue,
            resolutions: (turn?.resolutions ?? []).map { resolution in
                Resolution(
                    parameter: resolution.parameter.rawValue,
                    kind: resolution.kind.rawValue,
                    values: resolution.offeredLabels,
                    reason: resolution.unsupportedReason.map(ConversationEngine.short)
                        ?? resolution.needsValueReason.map(ConversationEngine.short)
                )
            },
            responses: (turn?.responses ?? []).map(response),
            updates: updates.map { updateRecord(for: $0, type: nil) },
            faults: output.faults.map { faultRecord(for: $0, type: nil) }
        )
    }

    /// The reply without its trace lines and without `updateLines`, the live updates said during
    /// the turn.
    static func said(in reply: String, leavingOut updateLines: Set<String>) -> String {
        // NB: the reply's bytes read in place, lines found with `memchr`: splitting the UTF-8 view
        // into an array of slices, after a byte-by-byte search for a carriage return, was about
        // 7,600 instructions a turn (callgrind, 1,000 corpus turns).
        if let said = reply.utf8.withContiguousStorageIfAvailable({ bytes in said(in: bytes, of: reply, leavingOut: updateLines) }) ?? nil {
            return said
        }
        // NB: a reply with a carriage return, where a Character can be "\r\n", is split as
        // Characters; splitting every reply so was 12% of a `--jsonl` dialog (callgrind, 36,600
        // instructions a turn).
        return reply.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix(tracePrefix) && !updateLines.contains(String($0)) }
            .joined(separator: "\n")
    }

    /// `reply`, whose bytes are `bytes`, without its trace lines and `updateLines`; nil when it has a
    /// carriage return, to be split as Characters.
    private static func said(in bytes: UnsafeBufferPointer<UInt8>, of reply: String, leavingOut updateLines: Set<String>) -> String? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return reply }
        if memchr(base, 0x0D, bytes.count) != nil { return nil }
        let prefix = tracePrefixBytes
        var kept: [Range<Int>] = []
        var leftOut = false
        var start = 0
        while true {
            let newline = memchr(base + start, 0x0A, bytes.count - start).map { UnsafeRawPointer(base).distance(to: $0) } ?? bytes.count
            let line = UnsafeBufferPointer(rebasing: bytes[start..<newline])
            if line.starts(with: prefix) || (!updateLines.isEmpty && updateLines.contains(String(decoding: line, as: UTF8.self))) {
                leftOut = true
            } else {
                kept.append(start..<newline)
            }
            guard newline < bytes.count else { break }
            start = newline + 1
        }
        guard leftOut else { return reply }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        for (index, range) in kept.enumerated() {
            if index > 0 { joined.append(0x0A) }
            joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
        }
        return String(decoding: joined, as: UTF8.self)
    }

    private static let tracePrefix = "  [trace] "
    private static let tracePrefixBytes = Array(tracePrefix.utf8)

    /// The object for a live update that came due between input lines.
    public static func line(forUpdate update: RideUpdate) -> String {
        encode(updateRecord(for: update, type: "update"))
    }

    static func updateRecord(for update: RideUpdate, type: String?) -> Update {
        Update(type: type, asOf: update.date, code: update.code, rideStatus: update.status.map(PhaseNamedRideStatus.init), said: update.line)
    }

    /// The object for a fault of the ride service that came between input lines.
    public static func line(forFault fault: ExtensionFault) -> String {
        encode(faultRecord(for: fault, type: "fault"))
    }

    static func faultRecord(for fault: ExtensionFault, type: String?) -> Fault {
        Fault(type: type, call: fault.call, problem: CardNumberRedaction.redacted(fault.problem))
    }

    /// An intent response with the fields a test asserts on: the ride status, a cancel's fee, the
    /// options listed.
    static func response(_ record: IntentResponseRecord) -> Response {
        var response = Response(
            intent: record.intentName, step: record.step, code: record.codeName,
            rideStatus: record.rideStatus.map(PhaseNamedRideStatus.init))
        switch record {
        case .confirmCancelRide(let cancel), .handleCancelRide(let cancel):
            response.cancellationFee = cancel.cancellationFee
            response.cancellationFeeThreshold = cancel.cancellationFeeThresholdSeconds
        case .listRideOptions(let list):
            response.rideOptions = list.rideOptions
        default:
            break
        }
        return response
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
