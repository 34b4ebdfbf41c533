/// An expected output line that is a pattern rather than the text itself: `~ ` and a regular
/// expression that the whole printed line must match, for a sentence a team does not want to pin
/// (`~ Booked! Ride .* is confirmed\.`). The syntax is Swift's `Regex`, which reads the usual
/// Perl-style expressions.
public enum TranscriptPattern {
    /// What starts a pattern line in a file.
    public static let leader = "~ "

    /// Whether `line`, as written in an expected block, is a pattern line.
    static func isPattern(_ line: String) -> Bool {
        line.hasPrefix(leader)
    }

    /// Why `source` is not a regular expression; nil when it is one.
    static func problem(in source: String) -> String? {
        do {
            _ = try Regex(source)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Whether the whole of `line` matches the pattern line `patternLine` (`~ ` and the expression).
    static func matches(_ patternLine: String, _ line: String) -> Bool {
        guard let regex = try? Regex(String(patternLine.dropFirst(leader.count))) else { return false }
        return (try? regex.wholeMatch(in: line)) != nil
    }
}
