/// Builds one JSON object on one line with keys in the order they are added.
// NB: the object is written as UTF-8 bytes into one array, and strings are escaped a byte at a
// time with a scan for the bytes that need it: building it from a `String` per key and joining
// them, with escapes appended a scalar at a time, was 45% of `hail parse --batch` (perf; the
// batch ran at 77,000 lines/s). The text is the same byte for byte.
public struct JSONText {
    private var bytes: [UInt8]
    private var isEmpty = true

    public init() {
        bytes = [UInt8(ascii: "{")]
        bytes.reserveCapacity(320)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quote(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal: `"`, `\`, control characters (as `\n`, `\r`, `\t`
    /// or `\u00XX`), DEL and the line and paragraph separators U+2028 and U+2029 escaped.
    static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var copied = 0
            for index in utf8.indices {
                let byte = utf8[index]
                // NB: every byte that may need an escape is below 0x20, '"', '\', DEL or 0xE2 (the
                // lead byte of U+2028 and U+2029); the rest are copied in runs.
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2 else { continue }
                let escape: StaticString
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0xE2:
                    guard index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 else { continue }
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                default: escape = ""
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
                if escape.utf8CodeUnitCount > 0 {
                    bytes.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                    copied = byte == 0xE2 ? index + 3 : index + 1
                } else {
                    append("\\u00", to: &bytes)
                    bytes.append(hexDigit(byte >> 4))
                    bytes.append(hexDigit(byte & 0xF))
                    copied = index + 1
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A lowercase hexadecimal digit for `value` (0–15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    // NB: fixed text goes in from `StaticString`s: array literals such as `[",", " "]` were
    // allocated on every call (callgrind: 9,000 instructions a `hail parse` line for its JSON).
    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `"key": ` after a separator when a key came before.
    private mutating func key(_ key: StaticString) {
        if isEmpty {
            isEmpty = false
            bytes.append(UInt8(ascii: "\""))
        } else {
            Self.append(", \"", to: &bytes)
        }
        // NB: keys are the literals of this module, none with a character to escape.
        Self.append(key, to: &bytes)
        Self.append("\": ", to: &bytes)
    }

    /// `"key": VALUE`, a JSON text given whole.
    public mutating func add(_ key: StaticString, raw value: String) {
        self.key(key)
        bytes.append(contentsOf: value.utf8)
    }

    /// `"key": "value"`, escaped; `null` for nil.
    public mutating func add(_ key: StaticString, _ value: String?) {
        self.key(key)
        if let value {
            Self.appendQuoted(value, to: &bytes)
        } else {
            Self.append("null", to: &bytes)
        }
    }

    /// `"key": 42`.
    public mutating func add(_ key: StaticString, _ value: Int) {
        self.key(key)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `"key": true`.
    public mutating func add(_ key: StaticString, _ value: Bool) {
        self.key(key)
        Self.append(value ? "true" : "false", to: &bytes)
    }

    /// `"key": VALUE`, a JSON text given whole.
    public mutating func add(_ key: StaticString, raw value: StaticString) {
        self.key(key)
        Self.append(value, to: &bytes)
    }

    /// `"key": {…}`, an object built by another `JSONText`.
    public mutating func add(_ key: StaticString, object: JSONText) {
        self.key(key)
        object.append(to: &bytes)
    }

    /// `"key": ["a", "b"]`.
    public mutating func add<Strings: Sequence<String>>(_ key: StaticString, strings: Strings) {
        self.key(key)
        bytes.append(UInt8(ascii: "["))
        var first = true
        for string in strings {
            if !first { Self.append(", ", to: &bytes) }
            first = false
            Self.appendQuoted(string, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `"key": [{…}, {…}]`, objects built by other `JSONText`s.
    public mutating func add(_ key: StaticString, objects: [JSONText]) {
        self.key(key)
        bytes.append(UInt8(ascii: "["))
        for (index, object) in objects.enumerated() {
            if index > 0 { Self.append(", ", to: &bytes) }
            object.append(to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends the finished object's UTF-8 to `output`.
    func append(to output: inout [UInt8]) {
        output.append(contentsOf: bytes)
        output.append(UInt8(ascii: "}"))
    }

    /// The object written so far, closed.
    public var text: String {
        var finished = bytes
        finished.append(UInt8(ascii: "}"))
        return String(decoding: finished, as: UTF8.self)
    }
}
