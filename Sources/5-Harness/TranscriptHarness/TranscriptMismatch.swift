/// A step whose output differs from the transcript's expected block.
public struct TranscriptMismatch: Hashable, Sendable {
    /// The step's position in `Transcript.steps`.
    public var stepIndex: Int
    public var step: TranscriptStep
    /// The output lines the step actually printed (trailing blank lines dropped).
    public var actual: [String]

    public init(stepIndex: Int, step: TranscriptStep, actual: [String]) {
        self.stepIndex = stepIndex
        self.step = step
        self.actual = actual
    }

    /// A unified diff of the expected block against the actual output, numbered with the file's lines and
    /// preceded by the step that produced it:
    ///
    ///     Transcripts/booking/suv.txt:11: > yes
    ///     --- Transcripts/booking/suv.txt:12 (expected)
    ///     +++ actual
    ///     @@ -12,2 +12,2 @@
    ///      Booked.
    ///     -Your driver is Ana.
    ///     +Your driver is Bo.
    ///
    /// A line ending in spaces or tabs is marked with '¬' so the difference is visible.
    public func unifiedDiff(file: String) -> String {
        let expected = step.expected
        let base = step.expectedLineNumbers.first ?? step.expectedStartLine
        func oldNumber(_ index: Int) -> Int {
            step.expectedLineNumbers.indices.contains(index) ? step.expectedLineNumbers[index] : base + index
        }
        var out = [
            "\(file):\(step.location.line): \(step.sourceLine)",
            "--- \(file):\(step.expectedStartLine) (expected\(step.patternLines.isEmpty ? "" : "; a line starting '~ ' is a pattern the whole line must match"))",
            "+++ actual",
        ]
        let edits = step.edits(against: actual)
        for hunk in LineDiff.hunks(edits) {
            var oldIndices: [Int] = [], newIndices: [Int] = []
            var body: [String] = []
            for edit in hunk {
                switch edit {
                case .same(let o, let n):
                    oldIndices.append(o)
                    newIndices.append(n)
                    body.append(" " + Self.marked(expected[o]))
                case .removed(let o):
                    oldIndices.append(o)
                    body.append("-" + Self.marked(expected[o]))
                case .inserted(let n):
                    newIndices.append(n)
                    body.append("+" + Self.marked(actual[n]))
                }
            }
            let (oldBefore, newBefore) = Self.consumed(before: hunk.startIndex, in: edits)
            let oldStart = oldIndices.first.map(oldNumber) ?? (oldBefore > 0 ? oldNumber(oldBefore - 1) : step.expectedStartLine - 1)
            let newStart = newIndices.first.map { base + $0 } ?? base + newBefore - 1
            out.append("@@ -\(oldStart),\(oldIndices.count) +\(newStart),\(newIndices.count) @@")
            out += body
        }
        return out.joined(separator: "\n")
    }

    /// How many old and new lines the edits before `index` use.
    private static func consumed(before index: Int, in edits: [LineDiff.Edit]) -> (Int, Int) {
        var old = 0, new = 0
        for edit in edits[..<index] {
            switch edit {
            case .same: old += 1; new += 1
            case .removed: old += 1
            case .inserted: new += 1
            }
        }
        return (old, new)
    }

    /// The line with '¬' appended when it ends in whitespace.
    static func marked(_ line: String) -> String {
        guard let last = line.last, last == " " || last == "\t" else { return line }
        return line + "¬"
    }
}
