import RideLanguage

/// A corpus file that cannot be read, or a line of it that is not a labelled turn: the file, the
/// line, and what is wrong, e.g. "corpus.jsonl:12: not valid JSON (expected one object a line)".
public struct CorpusFileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    /// The 1-based line at fault; nil when the file itself cannot be read.
    public var line: Int?
    public var reason: String

    public init(path: String, line: Int?, reason: String) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    public var description: String {
        line.map { "\(path):\($0): \(reason)" } ?? "\(path): \(reason)"
    }

    /// A short reason for a decoding error, naming the key at fault.
    static func reason(for error: Error) -> String {
        guard let error = error as? DecodingError else { return "not a labelled turn" }
        func key(_ path: [CodingKey]) -> String {
            path.isEmpty ? "the record" : "'" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "'"
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON (expected one JSON object a line)"
        case .dataCorrupted(let context):
            return "\(key(context.codingPath)) is not valid"
        case .keyNotFound(let missing, let context):
            return "missing key \(key(context.codingPath + [missing]))"
        case .typeMismatch(let type, let context):
            return "\(key(context.codingPath)) is not \(Self.name(of: type))"
        case .valueNotFound(let type, let context):
            return "\(key(context.codingPath)) is null; expected \(Self.name(of: type))"
        @unknown default:
            return "not a labelled turn"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is [String].Type: "a list of strings"
        default: "of the expected kind"
        }
    }
}
