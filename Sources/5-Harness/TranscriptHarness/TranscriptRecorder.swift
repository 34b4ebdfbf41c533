/// Writes a transcript back out with new expected output, leaving everything else as it was.
///
/// Comments, directives, user lines and blank lines between steps stay in place; only an expected block
/// whose output changed is rewritten, so a file that already matches comes back byte for byte.
public enum TranscriptRecorder {
    /// The transcript's text with each step's expected block replaced by its actual output.
    /// - Parameter actualOutputs: the text each step printed, in step order; steps past its end keep their
    ///   expected block.
    public static func render(_ transcript: Transcript, actualOutputs: [String]) -> String {
        if transcript.sourceLines.isEmpty { return renderFresh(transcript, actualOutputs: actualOutputs) }
        let source = transcript.sourceLines
        let lineEnding = source.first?.unicodeScalars.last == "\r" ? "\r" : ""
        var out: [String] = []
        var next = 0  // index into `source` of the first line not yet copied
        for (index, step) in transcript.steps.enumerated() {
            let blockStart = min(source.count, max(next, step.expectedStartLine - 1))
            let blockEnd = min(source.count, max(blockStart, step.expectedEndLine - 1))
            out += source[next..<blockStart]
            let block = Array(source[blockStart..<blockEnd])
            if index < actualOutputs.count {
                let actual = TranscriptOutput.lines(of: actualOutputs[index])
                out += step.matches(actual) ? block : rewritten(block, with: written(actual, for: step), lineEnding: lineEnding)
            } else {
                out += block
            }
            next = blockEnd
        }
        out += source[next...]
        return out.joined(separator: "\n") + (transcript.endsWithNewline ? "\n" : "")
    }

    /// The text to write for a replay's result: its transcript with the outputs it saw.
    public static func render(_ result: TranscriptResult) -> String {
        render(result.transcript, actualOutputs: result.actualOutputs)
    }

    /// The lines to write for a step's new output: each escaped as it needs, or the pattern line it
    /// was compared with when that pattern still matches it.
    static func written(_ actual: [String], for step: TranscriptStep) -> [String] {
        var lines = actual.map(TranscriptOutput.escape)
        guard !step.patternLines.isEmpty else { return lines }
        for case .same(let old, let new) in step.edits(against: actual) where step.patternLines.contains(old) {
            lines[new] = step.expected[old]
        }
        return lines
    }

    /// An expected block with its output lines replaced by `output`, lines as written in the file.
    /// Comments before the first output line stay before the new output; comments among the old
    /// output follow it; the trailing blank lines and comments (which separate the block from the
    /// next step) stay as they were.
    static func rewritten(_ block: [String], with output: [String], lineEnding: String) -> [String] {
        func isComment(_ line: String) -> Bool { line.hasPrefix("#") }
        func isContent(_ line: String) -> Bool {
            !TranscriptOutput.droppingCarriageReturn(line).isEmpty && !isComment(line)
        }
        let first = block.firstIndex(where: isContent)
        let last = block.lastIndex(where: isContent)
        let head = first.map { block[..<$0].filter(isComment) } ?? []
        let middle = first.flatMap { f in last.map { l in block[f...l].filter(isComment) } } ?? []
        let tail = last.map { Array(block[($0 + 1)...]) } ?? block
        return head + output.map { $0 + lineEnding } + middle + tail
    }

    /// Lays out a transcript that was built in code: header directives, a blank line, then each step
    /// followed by its output and a blank line between steps.
    static func renderFresh(_ transcript: Transcript, actualOutputs: [String]) -> String {
        var out = transcript.header.map(\.text)
        for (index, step) in transcript.steps.enumerated() {
            if !out.isEmpty { out.append("") }
            out.append(step.text)
            if index < actualOutputs.count {
                out += written(TranscriptOutput.lines(of: actualOutputs[index]), for: step)
            } else {
                out += step.expected.indices.map { step.patternLines.contains($0) ? step.expected[$0] : TranscriptOutput.escape(step.expected[$0]) }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
