import PhraseGrammar
import RideLanguage

/// Says which phrases, rules, alternatives and synonyms produced an understanding (`:why`):
///
///     "get me an XL" → intent=RequestRide rideOption=SUV
///       request.grammar:10 trigger  "get me an XL"
///         <want> (request.grammar:4) · get (request.grammar:4) · [<me> | for <me>] (request.grammar:10) · …
///         {ride_option} xl → SUV (common.grammar:38)
public enum WhyExplanation {
    /// The account of how `grammar` read `utterance`.
    public static func render(_ utterance: Utterance, grammar: RideGrammar, locator: EntryLocator = EntryLocator()) -> String {
        let recognizer = DerivationRecognizer(catalogue: SiteCatalogue(definition: grammar.definition, locator: locator), runtimeEntries: grammar.runtimeEntries)
        let parse = grammar.phraseParse(utterance.text, expecting: utterance.expectation)
        let understanding = grammar.understand(utterance.text, expecting: utterance.expectation)
        let expecting = utterance.expectation.map { " (while expecting \($0.blockName))" } ?? ""
        var lines = ["\"\(utterance.text)\"\(expecting) → \(UnderstandingSummary.text(understanding))"]
        let derivation = recognizer.derive(parse)
        if derivation.matches.isEmpty { lines.append("  no phrase matched") }
        for match in derivation.matches {
            lines.append("  \(match.match.rule)  \"\(match.match.span.text(in: utterance.text))\"")
            let parts = match.sites.dropFirst().filter { $0.kind != .listEntry }
            let synonyms = parts.filter { $0.kind == .synonym }
            let others = parts.filter { $0.kind != .synonym }
            if !others.isEmpty { lines.append("    " + others.map { "\($0.label) (\($0.fileAndLine))" }.joined(separator: " · ")) }
            for synonym in synonyms { lines.append("    \(synonym.label) (\(synonym.fileAndLine))") }
            for capture in match.match.captures {
                if case .list = capture.source, !synonyms.isEmpty { continue }
                lines.append("    {\(capture.source.name)} \"\(capture.span.text(in: utterance.text))\" → \(capture.slot)")
            }
            if !match.isComplete { lines.append("    (the parts inside could not be re-derived)") }
        }
        if !parse.residue.isEmpty { lines.append("  unused words: \"\(parse.residueText)\"") }
        return lines.joined(separator: "\n")
    }
}
