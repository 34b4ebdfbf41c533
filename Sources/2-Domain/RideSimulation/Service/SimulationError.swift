/// A setting the service could not apply.
public enum SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No place has this name; the closest name, if any is close.
    case unknownPlace(String, suggestion: String?)
    /// The name fits several places; names that pick each one.
    case ambiguousPlace(String, candidates: [String])

    public var description: String {
        switch self {
        case .unknownPlace(let name, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "unknown place '\(name)'\(hint)"
        case .ambiguousPlace(let name, let candidates):
            return "'\(name)' could be \(candidates.map { "'\($0)'" }.joined(separator: ", ")); name one of them"
        }
    }
}
