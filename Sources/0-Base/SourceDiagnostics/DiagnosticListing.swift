/// Renders a list of diagnostics for people: every one while there are few; when a message
/// repeats, its first few, and past a limit, a last line "… and N more" so a file with
/// thousands of faults (a line of `| | | …`) costs a screenful, not megabytes.
public enum DiagnosticListing {
    /// At most this many diagnostics are shown in full.
    public static let shownLimit = 20
    /// At most this many diagnostics with the same message are shown in full.
    public static let repeatLimit = 3

    /// The diagnostics shown in full, in order, and how many more there are.
    public static func shown(_ diagnostics: [SourceDiagnostic]) -> (shown: [SourceDiagnostic], more: Int) {
        var shown: [SourceDiagnostic] = []
        var timesShown: [String: Int] = [:]
        for diagnostic in diagnostics where shown.count < shownLimit {
            let times = timesShown[diagnostic.message, default: 0]
            guard times < repeatLimit else { continue }
            timesShown[diagnostic.message] = times + 1
            shown.append(diagnostic)
        }
        return (shown, diagnostics.count - shown.count)
    }

    /// The diagnostics as text, one after another (`separator` between them), then
    /// "… and N more" when some were left out.
    public static func text(_ diagnostics: [SourceDiagnostic], separator: String = "\n") -> String {
        let (shown, more) = shown(diagnostics)
        return (shown.map(\.description) + (more > 0 ? [moreLine(more)] : [])).joined(separator: separator)
    }

    /// "… and 1 more", "… and 4,997 more".
    public static func moreLine(_ count: Int) -> String {
        var digits = String(count)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return "… and \(digits + grouped) more"
    }
}
