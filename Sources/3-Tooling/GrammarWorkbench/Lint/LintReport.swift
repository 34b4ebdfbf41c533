import RideLanguage

/// What `hail lint` found: the findings to show and how many were accepted by suppressions.
public struct LintReport: Sendable {
    /// Findings not suppressed, sorted by place.
    public var findings: [LintFinding]
    /// Findings a `lint: allow` comment accepted.
    public var suppressed: [LintFinding]
    let lineText: @Sendable (String, Int) -> String?

    public var errorCount: Int { findings.filter(\.isError).count }
    public var warningCount: Int { findings.count - errorCount }

    /// Whether any finding is an error.
    public var hasErrors: Bool { errorCount > 0 }

    /// Every finding as a compiler-style diagnostic, then a count line.
    public func rendered() -> String {
        var blocks = findings.map { $0.diagnostic(sourceLine: lineText($0.location.file, $0.location.line)).description }
        var tally = "\(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s")"
        if !suppressed.isEmpty { tally += " (\(suppressed.count) accepted by lint: allow)" }
        blocks.append(tally)
        return blocks.joined(separator: "\n")
    }

    /// One JSON object: the counts and every finding with file, line, column, kind, severity.
    public func json() -> String {
        let items = findings.map { finding in
            "{\"file\": \(JSONText.quote(finding.location.file)), \"line\": \(finding.location.line), \"column\": \(finding.location.column), "
                + "\"severity\": \(JSONText.quote(finding.severity.rawValue)), \"kind\": \(JSONText.quote(finding.kind.rawValue)), "
                + "\"message\": \(JSONText.quote(finding.message))}"
        }
        return "{\"errors\": \(errorCount), \"warnings\": \(warningCount), \"suppressed\": \(suppressed.count), \"findings\": [\(items.joined(separator: ", "))]}"
    }
}
