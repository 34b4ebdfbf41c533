#if canImport(Foundation)
import Foundation
#endif
import RideLanguage

/// One line of `hail parse --batch --jsonl`: `{"text": …, "context": …}`, a user turn and the
/// system's previous turn (absent, null or "" for none).
public struct HeardTurnLine: Decodable, Hashable, Sendable {
    public var text: String
    public var context: String

    public init(text: String, context: String = "") {
        self.text = text
        self.context = context
    }

    private enum CodingKeys: String, CodingKey {
        case text, context
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        context = try container.decodeIfPresent(String.self, forKey: .context) ?? ""
    }

    /// The turn on `line`, or what is wrong with it ("missing key 'text'").
    public static func read(_ line: String) -> Result<HeardTurnLine, HeardTurnLineError> {
        if line.allSatisfy(\.isWhitespace) { return .failure(.init(reason: "empty line; expected a JSON object with \"text\"")) }
        do {
            return .success(try JSONDecoder().decode(HeardTurnLine.self, from: Data(line.utf8)))
        } catch let DecodingError.typeMismatch(_, context) where context.codingPath.isEmpty {
            return .failure(.init(reason: "not a JSON object; expected {\"text\": …, \"context\": …}"))
        } catch {
            return .failure(.init(reason: CorpusFileError.reason(for: error)))
        }
    }

    /// The turn understood as the dialog hears it after its context, as `hail tune` reads it.
    public func understood(by grammar: RideGrammar) -> Understanding {
        grammar.understand(text, answering: context)
    }
}

/// What is wrong with a line of `hail parse --batch --jsonl`.
public struct HeardTurnLineError: Error, Hashable, Sendable {
    public var reason: String

    /// `{"line": N, "error": REASON}`: the object printed for the line instead of a parse.
    public func jsonLine(lineNumber: Int) -> String {
        var json = JSONText()
        json.add("line", lineNumber)
        json.add("error", reason)
        return json.text
    }
}
