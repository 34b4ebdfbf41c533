import SourceDiagnostics

/// What replaying one transcript produced: each step's actual output, the steps that differed, and any
/// errors the driver reported.
public struct TranscriptResult: Hashable, Sendable {
    public var transcript: Transcript
    /// The text each step printed, in step order; shorter than the steps when the driver failed and
    /// replay stopped.
    public var actualOutputs: [String]
    public var mismatches: [TranscriptMismatch]
    /// Errors the driver threw, reported at the header directive or step they belong to.
    public var diagnostics: [SourceDiagnostic]

    public init(
        transcript: Transcript,
        actualOutputs: [String] = [],
        mismatches: [TranscriptMismatch] = [],
        diagnostics: [SourceDiagnostic] = []
    ) {
        self.transcript = transcript
        self.actualOutputs = actualOutputs
        self.mismatches = mismatches
        self.diagnostics = diagnostics
    }

    /// Whether every step ran and printed exactly its expected output.
    public var passed: Bool { mismatches.isEmpty && diagnostics.isEmpty }

    /// Every mismatch as a unified diff (see ``TranscriptMismatch/unifiedDiff(file:)``), then a line saying
    /// how to accept the new output with `program` (the command that replayed, "myrides"); empty when
    /// nothing differs.
    public func unifiedDiff(program: String = "hail") -> String {
        guard !mismatches.isEmpty else { return "" }
        let file = transcript.file
        let diffs = mismatches.map { $0.unifiedDiff(file: file) }
        let hint = "Run `\(program) replay --record \(file)` to accept the new output."
        return (diffs + [hint]).joined(separator: "\n\n")
    }

    /// Everything to show for a failed replay: the driver's diagnostics, then the unified diff.
    public func report(program: String = "hail") -> String {
        ([DiagnosticListing.text(diagnostics, separator: "\n\n")].filter { !$0.isEmpty } + [unifiedDiff(program: program)].filter { !$0.isEmpty }).joined(separator: "\n\n")
    }
}
