import Foundation
import SourceDiagnostics

/// Replays one transcript file and, when recording, rewrites its expected output: the common core of
/// `hail replay [--record]` and the transcript tests (`RECORD_TRANSCRIPTS=1 swift test`).
public enum TranscriptCheck {
    /// How checking one file went.
    public enum Outcome: Hashable, Sendable {
        /// Every step printed its expected output.
        case passed
        /// Record mode wrote the file with the new output (it differed before).
        case recorded
        /// What to show the user: a parse error, the driver's errors, or a unified diff with a hint.
        case failed(String)
    }

    /// Reads, parses and replays the transcript at `url` with `driver`.
    /// - Parameters:
    ///   - file: the name used in diagnostics and diffs (defaults to `url.relativePath`).
    ///   - record: rewrite the file with the actual output instead of failing on a difference; a file with
    ///     errors is never rewritten.
    ///   - program: the command the hint to re-record names (`myrides replay --record …`).
    public static func run(
        _ url: URL, file: String? = nil, record: Bool, program: String = "hail", driver: inout some TranscriptDriver
    ) -> Outcome {
        let name = file ?? url.relativePath
        let transcript: Transcript
        do {
            transcript = try TranscriptParser.parse(contentsOf: url, file: name)
        } catch {
            return .failed(error.description)
        }
        let result = TranscriptReplayer.replay(transcript, driver: &driver)
        guard result.diagnostics.isEmpty else { return .failed(result.report(program: program)) }
        guard !result.passed else { return .passed }
        guard record else { return .failed(result.report(program: program)) }
        do {
            try TranscriptRecorder.render(result).write(to: url, atomically: true, encoding: .utf8)
        } catch {
            return .failed("\(name): error: cannot write the recorded transcript (\(error.localizedDescription))")
        }
        return .recorded
    }
}
