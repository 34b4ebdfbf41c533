import SourceDiagnostics

/// Runs a transcript through a driver and compares each step's output with the expected block.
public enum TranscriptReplayer {
    /// Starts the driver with the header, performs every step in order and collects the differences.
    /// Replay stops at the first error the driver throws; later steps are not run.
    public static func replay(_ transcript: Transcript, driver: inout some TranscriptDriver) -> TranscriptResult {
        var result = TranscriptResult(transcript: transcript)
        do {
            try driver.start(header: transcript.header)
        } catch {
            result.diagnostics.append(headerDiagnostic(for: error, in: transcript))
            return result
        }
        for (index, step) in transcript.steps.enumerated() {
            let output: String
            do {
                output = try driver.perform(step)
            } catch let diagnostic as SourceDiagnostic {
                result.diagnostics.append(diagnostic)
                break
            } catch {
                result.diagnostics.append(step.error(String(describing: error)))
                break
            }
            result.actualOutputs.append(output)
            let actual = TranscriptOutput.lines(of: output)
            if !step.matches(actual) {
                result.mismatches.append(TranscriptMismatch(stepIndex: index, step: step, actual: actual))
            }
        }
        return result
    }

    private static func headerDiagnostic(for error: any Error, in transcript: Transcript) -> SourceDiagnostic {
        if let diagnostic = error as? SourceDiagnostic { return diagnostic }
        let message = String(describing: error)
        if let first = transcript.header.first { return first.error(message) }
        let line = transcript.sourceLines.first.map(TranscriptOutput.droppingCarriageReturn)
        return SourceDiagnostic(.error, at: SourceLocation(file: transcript.file, line: 1, column: 1), message: message, sourceLine: line)
    }
}
