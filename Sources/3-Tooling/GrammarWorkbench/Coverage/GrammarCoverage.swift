import PhraseGrammar
import RideLanguage

/// Counts how often each grammar site took part in the parses of a set of utterances.
///
///     var coverage = GrammarCoverage(grammar: workbench)
///     coverage.hear(Utterance("get me a cab to SFO"))
///     coverage.report().neverHit  // the sites no utterance used
public struct GrammarCoverage: Sendable {
    public let recognizer: DerivationRecognizer
    let grammar: RideGrammar
    /// Hits per site.
    public private(set) var hits: [GrammarSite: Int] = [:]
    public private(set) var utteranceCount = 0
    public private(set) var matchCount = 0
    /// Matches the recogniser could not re-derive (only their phrase is counted).
    public private(set) var underivedCount = 0

    public init(grammar: WorkbenchGrammar) {
        self.init(grammar: grammar.grammar, locator: grammar.locator)
    }

    /// Coverage of a loaded ride grammar (plist entries are then placed at the plist's first line
    /// unless `locator` knows its text).
    public init(grammar: RideGrammar, locator: EntryLocator = EntryLocator()) {
        let catalogue = SiteCatalogue(definition: grammar.definition, locator: locator)
        recognizer = DerivationRecognizer(catalogue: catalogue, runtimeEntries: grammar.runtimeEntries)
        self.grammar = grammar
    }

    /// Parses `utterance` as the dialog would and counts the sites its parse used.
    public mutating func hear(_ utterance: Utterance) {
        let derivation = recognizer.derive(grammar.phraseParse(utterance.text, expecting: utterance.expectation))
        utteranceCount += 1
        for match in derivation.matches {
            matchCount += 1
            if !match.isComplete { underivedCount += 1 }
            for site in Set(match.sites) { hits[site, default: 0] += 1 }
        }
    }

    /// Every site with its hit count, grouped by file and intent.
    public func report() -> CoverageReport {
        CoverageReport(coverage: self)
    }
}
