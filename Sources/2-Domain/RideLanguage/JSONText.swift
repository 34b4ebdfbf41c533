/// Builds one JSON object on one line with keys in the order they are added.
public struct JSONText {
    private var parts: [String] = []

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quote(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    mutating func add(_ key: String, raw value: String) {
        parts.append("\(Self.quote(key)): \(value)")
    }

    mutating func add(_ key: String, _ value: String?) {
        add(key, raw: value.map(Self.quote) ?? "null")
    }

    mutating func add(_ key: String, _ value: Int) {
        add(key, raw: String(value))
    }

    mutating func add(_ key: String, _ value: Bool) {
        add(key, raw: value ? "true" : "false")
    }

    var text: String { "{" + parts.joined(separator: ", ") + "}" }
}
