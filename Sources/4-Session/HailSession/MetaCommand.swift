/// A REPL command (a line starting with ':'), as opposed to something said to the dialog.
public enum MetaCommand: Equatable, Sendable {
    case help
    case quit
    case trace(Bool?)
    case explain(String)
    case reload
    case reset
    case vocabulary
    case lint
    case coverage
    case why

    /// Every command with its one-line description, for `:help` and Tab completion.
    public static let catalogue: [(name: String, usage: String, summary: String)] = [
        (":help", ":help", "show this list"),
        (":quit", ":quit", "leave Hail (Ctrl-D does too)"),
        (":trace", ":trace on|off", "print each resolution result and state transition"),
        (":explain", ":explain TEXT", "show what the grammar makes of TEXT, without saying it"),
        (":reload", ":reload", "re-read the grammar directory"),
        (":reset", ":reset", "forget the request under way"),
        (":vocab", ":vocab", "list the user vocabulary loaded from the profile"),
        (":lint", ":lint", "check the grammar (with this profile's vocabulary) for conflicts and overlaps"),
        (":coverage", ":coverage", "which grammar rules this session's turns used, per intent"),
        (":why", ":why", "which rules and synonyms produced the last answer's understanding"),
    ]

    /// Parses a line that starts with ':'; a clear error for anything else.
    public static func parse(_ line: String) -> Result<MetaCommand, SessionError> {
        let body = line.drop { $0 == " " }.dropFirst()
        let name = body.prefix { !$0.isWhitespace }.lowercased()
        let argument = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        switch name {
        case "help", "h", "?": return .success(.help)
        case "quit", "q", "exit": return .success(.quit)
        case "reload": return .success(.reload)
        case "reset": return .success(.reset)
        case "vocab", "vocabulary": return .success(.vocabulary)
        case "lint": return .success(.lint)
        case "coverage": return .success(.coverage)
        case "why": return .success(.why)
        case "trace":
            switch argument.lowercased() {
            case "on": return .success(.trace(true))
            case "off": return .success(.trace(false))
            case "": return .success(.trace(nil))
            default: return .failure(SessionError("Usage: :trace on|off"))
            }
        case "explain":
            guard !argument.isEmpty else { return .failure(SessionError("Usage: :explain TEXT, for example :explain get me a cab to SFO")) }
            return .success(.explain(argument))
        case "":
            return .failure(SessionError("A command needs a name after ':'. Type :help for the list."))
        default:
            let names = catalogue.map { String($0.name.dropFirst()) }
            let hint = Suggestion.closest(to: name, among: names).map { " Did you mean :\($0)?" } ?? ""
            return .failure(SessionError("Unknown command :\(name).\(hint) Type :help for the list."))
        }
    }
}

import Foundation
import SourceDiagnostics
