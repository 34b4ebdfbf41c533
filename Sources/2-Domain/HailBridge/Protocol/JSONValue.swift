import Foundation

/// One JSON value, as a line of the bridge protocol holds it.
///
/// Numbers are kept as `Double`; prices are read back through their shortest decimal spelling
/// (`18.15`, never `18.149999`), see `decimal`.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value's kind in words, for error messages ("a string", "an object").
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The number as an exact decimal: its shortest spelling, or a string holding one ("18.15").
    var decimal: Decimal? {
        switch self {
        case .number(let number) where number.isFinite: Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX"))
        case .string(let text): Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        default: nil
        }
    }
}

extension JSONValue: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

extension JSONValue {
    /// The value as one line of JSON, keys sorted, no slashes escaped.
    var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return "null"  // NB: unreachable for values built from finite numbers and strings.
        }
        return text
    }

    /// Parses one line of JSON.
    /// - Throws: a ``BridgeLineError`` saying why the line is not JSON.
    static func parse(_ line: String) throws(BridgeLineError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
        } catch {
            throw BridgeLineError("is not JSON")
        }
    }
}

/// Why a line the service wrote cannot be used, in words that follow "the line ...".
struct BridgeLineError: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
