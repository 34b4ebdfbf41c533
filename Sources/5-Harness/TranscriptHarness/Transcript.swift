/// One recorded conversation: header directives that set the scene, then steps, each with the output Hail
/// is expected to print. See `Transcripts/README.md` for the file format.
public struct Transcript: Hashable, Sendable {
    /// The file's path as shown in diagnostics and diffs ("Transcripts/booking/missing-pickup.txt").
    public var file: String
    /// The directives before the first step, in file order.
    public var header: [TranscriptDirective]
    public var steps: [TranscriptStep]
    /// The file's lines exactly as read (a trailing '\r' kept), so the recorder can rewrite only the
    /// expected blocks; empty for a transcript built in code, which the recorder lays out itself.
    public var sourceLines: [String]
    /// Whether the file's last line ended with a newline.
    public var endsWithNewline: Bool

    public init(
        file: String,
        header: [TranscriptDirective] = [],
        steps: [TranscriptStep],
        sourceLines: [String] = [],
        endsWithNewline: Bool = true
    ) {
        self.file = file
        self.header = header
        self.steps = steps
        self.sourceLines = sourceLines
        self.endsWithNewline = endsWithNewline
    }
}
