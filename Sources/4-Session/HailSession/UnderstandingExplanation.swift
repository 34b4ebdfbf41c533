import RideLanguage

/// A readable account of what the grammar made of an utterance, for `:explain`.
public enum UnderstandingExplanation {
    /// One line per finding: what it set, the value, the words it used and the rule behind it.
    public static func render(_ understanding: Understanding) -> String {
        var lines: [String] = []
        let characters = Array(understanding.text)
        let width = max(16, understanding.evidence.map(\.target.count).max() ?? 0)
        for evidence in understanding.evidence {
            let lower = max(0, min(evidence.span.lowerBound, characters.count))
            let upper = max(lower, min(evidence.span.upperBound, characters.count))
            let words = String(characters[lower..<upper])
            var line = "  \(evidence.target.padding(toLength: width, withPad: " ", startingAt: 0)) \(evidence.value)"
            line += "  ← \"\(words)\" (\(evidence.rule)"
            if let synonym = evidence.synonym { line += "; \(synonym)" }
            lines.append(line + ")")
        }
        if lines.isEmpty {
            lines.append(understanding.isOutOfDomain ? "  not a ride request (another domain)" : "  nothing understood")
        }
        if !understanding.residue.isEmpty {
            lines.append("  \("unused words".padding(toLength: width, withPad: " ", startingAt: 0)) \"\(understanding.residue)\"")
        }
        return lines.joined(separator: "\n")
    }
}
