import SourceDiagnostics

/// "Did you mean …?" for a mistyped subcommand. `hail` runs the REPL when no subcommand is given, and
/// the REPL takes no words, so any bare word first on the command line was meant as a subcommand.
enum SubcommandSuggestion {
    /// The error for `arguments` when the first one is a word that names no subcommand; nil when the
    /// command line starts with an option, a subcommand or nothing.
    static func error(for arguments: [String], subcommands: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !subcommands.contains(first), first != "help" else {
            return nil
        }
        let known = "The subcommands are: \(subcommands.joined(separator: ", "))."
        if let nearest = nearest(to: first, among: subcommands) {
            return "Unknown subcommand '\(first)'; did you mean '\(nearest)'? \(known)"
        }
        return "Unknown subcommand '\(first)'. \(known)"
    }

    /// The subcommand closest to `word`: a likely typo, or one that `word` starts or is the start of.
    static func nearest(to word: String, among subcommands: [String]) -> String? {
        if let close = Suggestion.closest(to: word, among: subcommands) { return close }
        let lowered = word.lowercased()
        guard lowered.count >= 2 else { return nil }
        return subcommands.first { $0.hasPrefix(lowered) || lowered.hasPrefix($0) }
    }
}
