import Foundation
import RideIntents

/// Writes a `TurnJSON.LineRecord` without live updates or faults, and without a response's cancel
/// fee or ride options, as `JSONEncoder` does with sorted keys and unescaped slashes: keys in
/// order, no spaces, strings escaped alike; a ride status is encoded by `JSONEncoder` itself, and
/// the last one kept for the next line.
enum TurnLineWriter {
    /// The line as UTF-8, or nil when a string holds a character only `JSONEncoder` knows how to
    /// escape, or the line has what this writer leaves to it (faults, a cancel fee, ride options).
    static func lineBytes(_ record: TurnJSON.LineRecord) -> [UInt8]? {
        guard record.faults.isEmpty, record.updates.isEmpty,
              record.responses.allSatisfy({ $0.cancellationFee == nil && $0.cancellationFeeThreshold == nil && $0.rideOptions == nil })
        else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(512)
        out.append(UInt8(ascii: "{"))
        key("faults", &out)
        out.append(contentsOf: [UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ",")])
        if let intent = record.intent {
            key("intent", &out)
            guard quote(intent, &out) else { return nil }
            out.append(UInt8(ascii: ","))
        }
        key("resolutions", &out)
        out.append(UInt8(ascii: "["))
        for (index, resolution) in record.resolutions.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{"))
            key("kind", &out)
            guard quote(resolution.kind, &out) else { return nil }
            out.append(UInt8(ascii: ","))
            key("parameter", &out)
            guard quote(resolution.parameter, &out) else { return nil }
            out.append(UInt8(ascii: ","))
            if let reason = resolution.reason {
                key("reason", &out)
                guard quote(reason, &out) else { return nil }
                out.append(UInt8(ascii: ","))
            }
            key("values", &out)
            out.append(UInt8(ascii: "["))
            for (valueIndex, value) in resolution.values.enumerated() {
                if valueIndex > 0 { out.append(UInt8(ascii: ",")) }
                guard quote(value, &out) else { return nil }
            }
            out.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: "}")])
        }
        out.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: ",")])
        key("responses", &out)
        out.append(UInt8(ascii: "["))
        for (index, response) in record.responses.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{"))
            key("code", &out)
            guard quote(response.code, &out) else { return nil }
            out.append(UInt8(ascii: ","))
            key("intent", &out)
            guard quote(response.intent, &out) else { return nil }
            out.append(UInt8(ascii: ","))
            if let status = response.rideStatus {
                key("rideStatus", &out)
                guard let json = RideStatusJSON.shared.json(for: status.status) else { return nil }
                out.append(contentsOf: json)
                out.append(UInt8(ascii: ","))
            }
            key("step", &out)
            guard quote(response.step, &out) else { return nil }
            out.append(UInt8(ascii: "}"))
        }
        out.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: ",")])
        key("said", &out)
        guard quote(record.said, &out) else { return nil }
        out.append(UInt8(ascii: ","))
        key("stage", &out)
        guard quote(record.stage, &out) else { return nil }
        out.append(UInt8(ascii: ","))
        key("type", &out)
        guard quote(record.type, &out) else { return nil }
        out.append(UInt8(ascii: ","))
        key("updates", &out)
        out.append(contentsOf: [UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ",")])
        key("user", &out)
        guard quote(record.user, &out) else { return nil }
        out.append(UInt8(ascii: "}"))
        return out
    }

    /// `"name":`
    private static func key(_ name: StaticString, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    /// Appends `text` quoted as `JSONEncoder` quotes it; false (with `out` partly written) for a
    /// control character other than \n, \r, \t, \b and \f.
    private static func quote(_ text: String, _ out: inout [UInt8]) -> Bool {
        out.append(UInt8(ascii: "\""))
        // NB: the string's bytes read in place, and copied a run at a time between the bytes that
        // need escaping: appended one by one (a capacity and uniqueness check each) the line took
        // 36,200 instructions a `--jsonl` turn, now 28,500 (callgrind, 1,000 SGD turns). Writing
        // the line as a `String` instead was slower still: each `String.append` cost about 350.
        let escaped: Bool
        if let inPlace = text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &out) }) {
            escaped = inPlace
        } else {
            var copy = text
            escaped = copy.withUTF8 { appendEscaped($0, to: &out) }
        }
        guard escaped else { return false }
        out.append(UInt8(ascii: "\""))
        return true
    }

    /// Appends `bytes` with `"`, `\` and the control characters `JSONEncoder` names escaped;
    /// false at any other control character.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            default: return false
            }
            runStart = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        return true
    }
}

/// A ride status as `JSONEncoder` writes it in a `--jsonl` line, the last one kept: a dialog
/// reports the same status turn after turn.
final class RideStatusJSON: @unchecked Sendable {
    // NB: @unchecked Sendable because `last` is only touched while `lock` is held.
    static let shared = RideStatusJSON()
    private let lock = NSLock()
    private var last: (status: RideStatus, json: [UInt8])?

    func json(for status: RideStatus) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.status == status { return last.json }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(PhaseNamedRideStatus(status)) else { return nil }
        let json = [UInt8](data)
        last = (status, json)
        return json
    }
}
