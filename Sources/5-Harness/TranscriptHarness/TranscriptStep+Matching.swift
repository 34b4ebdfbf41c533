extension TranscriptStep {
    /// Whether a step printed what it expects: as many lines as expected (trailing blank lines
    /// left out on both sides), each equal to its expected line or, for a pattern line
    /// (``patternLines``), matched by its pattern.
    public func matches(_ actual: [String]) -> Bool {
        var actual = actual
        TranscriptOutput.trimTrailingBlankLines(&actual)
        var expected = self.expected
        TranscriptOutput.trimTrailingBlankLines(&expected)
        guard actual.count == expected.count else { return false }
        return actual.indices.allSatisfy { expectedLine($0, matches: actual[$0]) }
    }

    /// Whether the expected line at `index` is `line`, or a pattern `line` matches.
    func expectedLine(_ index: Int, matches line: String) -> Bool {
        guard patternLines.contains(index) else { return expected[index] == line }
        return TranscriptPattern.matches(expected[index], line)
    }

    /// The step's expected lines against `actual`, line by line, a pattern line the same as a line
    /// it matches.
    func edits(against actual: [String]) -> [LineDiff.Edit] {
        LineDiff.edits(from: expected, to: actual) { expectedLine($0, matches: actual[$1]) }
    }
}
