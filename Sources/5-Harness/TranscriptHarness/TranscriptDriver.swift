/// Plays the program's side of a transcript: sets up from the header, then performs each step and returns
/// what the program printed. Errors thrown become diagnostics at the header or the step and fail the
/// transcript; throw a `SourceDiagnostic` (e.g. from ``TranscriptDirective/error(_:at:expected:)``) to
/// point at a particular place.
public protocol TranscriptDriver {
    /// Prepares a fresh conversation from the header directives (clock, seed, profile, location, trace).
    mutating func start(header: [TranscriptDirective]) throws

    /// Performs one step (a user line or a directive) and returns the output it produced.
    mutating func perform(_ step: TranscriptStep) throws -> String
}
