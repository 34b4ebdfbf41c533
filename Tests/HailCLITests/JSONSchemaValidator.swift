import Foundation

/// Checks JSON values against the subset of JSON Schema (2020-12) that Schemas/*.schema.json use:
/// `type`, `enum`, `const`, `properties`, `required`, `additionalProperties` (true or false), `items`,
/// `minItems`, `maxItems`, `oneOf`, `allOf`, `if`/`then`/`else`, `$ref` to `#/$defs/…`, `minimum`,
/// `pattern` and `format: date-time`. A keyword outside the subset is an error, so the schema cannot
/// say something this validator would not check.
struct JSONSchemaValidator {
    let root: JSONValue

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    static let keywords: Set<String> = [
        "type", "enum", "const", "properties", "required", "additionalProperties", "items", "minItems", "maxItems", "oneOf", "allOf",
        "if", "then", "else", "$ref", "minimum", "pattern", "format",
    ]

    init(contentsOf url: URL) throws {
        root = try JSONValue.parse(String(contentsOf: url, encoding: .utf8))
    }

    /// Every way `value` breaks the schema, each with its JSON path; empty when it conforms.
    func problems(with value: JSONValue) -> [String] {
        problems(value, against: root, at: "$")
    }

    private func problems(_ value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        guard case .object(let rules) = schema else { return ["\(path): the schema here is not an object"] }
        var found: [String] = []
        for key in rules.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            found.append("\(path): the schema uses '\(key)', which this validator does not check")
        }
        if let reference = rules["$ref"]?.string {
            guard reference.hasPrefix("#/$defs/"), let target = root["$defs"]?[String(reference.dropFirst(8))] else {
                return found + ["\(path): unknown $ref \(reference)"]
            }
            found += problems(value, against: target, at: path)
        }
        if let choices = rules["oneOf"]?.array {
            let matching = choices.filter { problems(value, against: $0, at: path).isEmpty }.count
            if matching != 1 {
                let reasons = choices.map { problems(value, against: $0, at: path).prefix(3).joined(separator: "; ") }
                found.append("\(path): matches \(matching) of the oneOf choices, not 1 (\(reasons.joined(separator: " | ")))")
            }
        }
        for part in rules["allOf"]?.array ?? [] {
            found += problems(value, against: part, at: path)
        }
        if let condition = rules["if"] {
            // NB: `if` only chooses; its own problems are not reported.
            let branch = problems(value, against: condition, at: path).isEmpty ? rules["then"] : rules["else"]
            if let branch { found += problems(value, against: branch, at: path) }
        }
        if let type = rules["type"] {
            let allowed = type.array?.compactMap(\.string) ?? [type.string].compactMap { $0 }
            if !allowed.contains(where: { Self.value(value, isOfType: $0) }) {
                return found + ["\(path): expected \(allowed.joined(separator: " or ")), got \(value)"]
            }
        }
        if let choices = rules["enum"]?.array, !choices.contains(value) {
            found.append("\(path): \(value) is not one of \(JSONValue.array(choices))")
        }
        if let constant = rules["const"], constant != value {
            found.append("\(path): \(value) is not \(constant)")
        }
        if case .object(let members) = value {
            let properties: [String: JSONValue]
            if case .object(let declared) = rules["properties"] ?? .object([:]) { properties = declared } else { properties = [:] }
            for name in rules["required"]?.array?.compactMap(\.string) ?? [] where members[name] == nil {
                found.append("\(path): '\(name)' is required")
            }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                if let rule = properties[name] {
                    found += problems(member, against: rule, at: "\(path).\(name)")
                } else if rules["additionalProperties"] == .bool(false) {
                    found.append("\(path): '\(name)' is not allowed here")
                }
            }
        }
        if case .array(let items) = value, let rule = rules["items"] {
            for (index, item) in items.enumerated() { found += problems(item, against: rule, at: "\(path)[\(index)]") }
        }
        if case .array(let items) = value, let least = rules["minItems"].flatMap(Self.number), Double(items.count) < least {
            found.append("\(path): \(items.count) items, fewer than \(Int(least))")
        }
        if case .array(let items) = value, let most = rules["maxItems"].flatMap(Self.number), Double(items.count) > most {
            found.append("\(path): \(items.count) items, more than \(Int(most))")
        }
        if let minimum = rules["minimum"], let number = Self.number(value), let bound = Self.number(minimum), number < bound {
            found.append("\(path): \(number) is less than \(bound)")
        }
        if let pattern = rules["pattern"]?.string, let text = value.string, text.range(of: pattern, options: .regularExpression) == nil {
            found.append("\(path): \"\(text)\" does not match \(pattern)")
        }
        if rules["format"]?.string == "date-time", let text = value.string, ISO8601DateFormatter().date(from: text) == nil {
            found.append("\(path): \"\(text)\" is not an ISO 8601 date-time")
        }
        return found
    }

    private static func value(_ value: JSONValue, isOfType type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("integer", .integer), ("number", .integer), ("number", .number),
             ("string", .string), ("array", .array), ("object", .object):
            true
        default:
            false
        }
    }

    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let number): Double(number)
        case .number(let number): number
        default: nil
        }
    }
}
