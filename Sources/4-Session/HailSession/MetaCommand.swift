import RideIntents

/// A REPL command (a line starting with ':'), as opposed to something said to the dialog.
public enum MetaCommand: Equatable, Sendable {
    case help
    case quit
    case trace(Bool?)
    case explain(String)
    case reload
    case reset
    case vocabulary
    /// `:maps FROM to TO [for N]`: list ride options as Maps does.
    case maps(from: String?, to: String, partySize: Int?)
    /// `:watch`: follow the booked ride live.
    case watch
    /// `:unwatch`: stop following it.
    case unwatch
    /// `:advance DURATION`: move the clock ahead.
    case advance(TimeInterval)
    /// `:donations`: the reservation donations made so far.
    case donations
    /// `:lint`: lint the grammar with the profile's vocabulary.
    case lint
    /// `:coverage`: the grammar rules this session's turns used.
    case coverage
    /// `:why`: the rules and synonyms behind the last understanding.
    case why

    /// Every command with its one-line description, for `:help` and Tab completion.
    public static let catalogue: [(name: String, usage: String, summary: String)] = [
        (":help", ":help", "show this list"),
        (":quit", ":quit", "end the conversation (Ctrl-D does too)"),
        (":trace", ":trace on|off", "print each resolution result and state transition"),
        (":explain", ":explain TEXT", "show what the grammar makes of TEXT, without saying it"),
        (":reload", ":reload", "re-read the grammar directory"),
        (":reset", ":reset", "forget the request under way"),
        (":vocab", ":vocab", "list the user vocabulary loaded from the profile"),
        (":maps", ":maps [FROM] to TO [for N]", "list ride options as Maps does, then choose one by number or name"),
        (":watch", ":watch", "follow the booked ride live (updates above the prompt)"),
        (":unwatch", ":unwatch", "stop following the ride"),
        (":advance", ":advance DURATION", "move the clock ahead (30s, 5m, 1h30m), sending any updates due"),
        (":donations", ":donations", "list the reservation donations made so far"),
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
        case "watch", "follow": return .success(.watch)
        case "unwatch", "unfollow": return .success(.unwatch)
        case "maps", "options":
            return MapsRequest.parse(argument).map { .maps(from: $0.from, to: $0.to, partySize: $0.partySize) }
        case "advance":
            guard let seconds = DurationText.seconds(argument) else {
                return .failure(SessionError("Usage: :advance DURATION, for example :advance 90s, :advance 5m or :advance 1h30m"))
            }
            if let tooLong = DurationText.tooLong(seconds) { return .failure(SessionError(tooLong)) }
            return .success(.advance(seconds))
        case "donations": return .success(.donations)
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
            guard !argument.isEmpty else { return .failure(SessionError("Usage: :explain TEXT, for example :explain get me a cab to \(ServiceRegion.current.exampleDestination)")) }
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
import RideIntents
import SourceDiagnostics
