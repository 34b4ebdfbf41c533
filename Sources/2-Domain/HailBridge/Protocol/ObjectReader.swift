import Foundation

/// Reads the fields of one JSON object the service wrote, naming each by its path
/// (`rideStatus.vehicle.location`) when it has the wrong type, and remembering which fields were
/// read so that the others can be reported as unknown.
final class ObjectReader {
    /// Where the object sits in the answer, e.g. `rideStatus.vehicle`; empty for the line itself.
    let path: String
    private let fields: [String: JSONValue]
    private var used: Set<String> = []

    init(_ value: JSONValue, path: String) throws(BridgeLineError) {
        guard case .object(let fields) = value else {
            throw BridgeLineError("has \(path.isEmpty ? "a line" : path) that is \(value.kindName), not an object")
        }
        self.path = path
        self.fields = fields
    }

    /// The path of a field, for messages.
    func name(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// The field's value; `nil` when it is absent or null.
    func value(_ key: String) -> JSONValue? {
        used.insert(key)
        guard let value = fields[key], value != .null else { return nil }
        return value
    }

    func has(_ key: String) -> Bool {
        value(key) != nil
    }

    func wrongType(_ key: String, _ value: JSONValue, expected: String) -> BridgeLineError {
        BridgeLineError("has \(name(key)) that is \(value.kindName), not \(expected)")
    }

    func string(_ key: String) throws(BridgeLineError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw wrongType(key, value, expected: "a string") }
        return text
    }

    func requiredString(_ key: String) throws(BridgeLineError) -> String {
        guard let text = try string(key) else { throw BridgeLineError("has no \(name(key))") }
        return text
    }

    func bool(_ key: String) throws(BridgeLineError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw wrongType(key, value, expected: "true or false") }
        return flag
    }

    func double(_ key: String) throws(BridgeLineError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value, number.isFinite else { throw wrongType(key, value, expected: "a number") }
        return number
    }

    func int(_ key: String) throws(BridgeLineError) -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value, let whole = Int(exactly: number) else {
            throw wrongType(key, value, expected: "a whole number")
        }
        return whole
    }

    func decimal(_ key: String) throws(BridgeLineError) -> NSDecimalNumber? {
        guard let value = value(key) else { return nil }
        guard let decimal = value.decimal else { throw wrongType(key, value, expected: "a number") }
        return NSDecimalNumber(decimal: decimal)
    }

    func date(_ key: String) throws(BridgeLineError) -> Date? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value, let date = BridgeDate.parse(text) else {
            throw wrongType(key, value, expected: "an ISO 8601 date-time such as \"2026-11-23T17:00:00Z\"")
        }
        return date
    }

    func object(_ key: String) throws(BridgeLineError) -> ObjectReader? {
        guard let value = value(key) else { return nil }
        return try ObjectReader(value, path: name(key))
    }

    func array(_ key: String) throws(BridgeLineError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let items) = value else { throw wrongType(key, value, expected: "an array") }
        return items
    }

    /// The fields that were never read, as warnings ("ignored unknown field rideStatus.colour").
    func unknownFields() -> [String] {
        fields.keys.filter { !used.contains($0) }.sorted().map { "ignored unknown field \(name($0))" }
    }
}

/// The bridge's dates: ISO 8601 in UTC, seconds precision ("2026-11-23T17:00:00Z"); fractional
/// seconds and offsets are accepted when read.
enum BridgeDate {
    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    static func parse(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
