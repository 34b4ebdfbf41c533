#if canImport(Foundation)
import Foundation
#endif

/// Reads `lint: allow KIND[, KIND…]` directives: a comment on a grammar line (`# lint: allow
/// containment`) or in the vocabulary plist (`<!-- lint: allow homophone -->`) accepts findings of
/// those kinds on that line, for overlaps that are meant. A reason may follow the kinds
/// (`lint: allow containment: the longer phrase wins`). There is no directive that accepts all.
public enum LintSuppression {
    /// The kinds a line accepts.
    public static func allowedKinds(onLine line: String) -> Set<LintFinding.Kind> {
        guard let range = line.range(of: "lint: allow") else { return [] }
        var rest = line[range.upperBound...]
        if let end = rest.range(of: "-->") { rest = rest[..<end.lowerBound] }
        var kinds: Set<LintFinding.Kind> = []
        for word in rest.split(whereSeparator: { $0 == "," || $0 == " " }) {
            let name = word.trimmingCharacters(in: [":", ";", "."])
            guard let kind = LintFinding.Kind(rawValue: name) else { break }
            kinds.insert(kind)
            if word.hasSuffix(":") { break }
        }
        return kinds
    }
}
