import Foundation
import GrammarWorkbench
import PhraseGrammar
import PhraseGrammarOracle
import RideIntents
import RideLanguage
import Testing

/// The fast matcher (`CompiledGrammar`, through `RideGrammar`) against the reference matcher on
/// the real `Grammar/en-US`: every reading (intent, matches, captures and their values, residue,
/// scores) must be the same.
struct FastMatcherAgreementTests {
    /// One corpus line in `corpusStride` (every fourth: 5,108 of the 20,427 turns), so the debug
    /// build reads both corpora in about 40 s of one core; `HAIL_ORACLE_STRIDE=1` reads them all.
    static let corpusStride = ProcessInfo.processInfo.environment["HAIL_ORACLE_STRIDE"].flatMap(Int.init).map { max($0, 1) } ?? 4

    @Test(.enabled(if: !OracleFixture.corpora.isEmpty, "the tuning corpora are not beside the checkout (../shared/corpora)"))
    func bothMatchersReadTheTuningCorporaAlike() throws {
        var turns: [OracleFixture.Turn] = []
        for corpus in OracleFixture.corpora { turns += try OracleFixture.turns(of: corpus, every: Self.corpusStride, phase: 1) }
        #expect(turns.count > 1_000)
        Self.expectAgreement(on: turns, grammar: try OracleFixture.grammar())
    }

    @Test func bothMatchersReadSampledSentencesAlike() throws {
        let workbench = try OracleFixture.grammar()
        let turns = Self.sampledTurns(of: workbench, timesEach: 3, seed: 29)
        #expect(turns.count > 300)
        Self.expectAgreement(on: turns, grammar: workbench)
    }

    /// With a user's saved places and payment nicknames as list entries added at run time.
    @Test func bothMatchersReadSampledSentencesWithAUserVocabularyAlike() throws {
        let vocabulary = UserVocabulary(placeNames: ["my house", "the gym", "Mom's"], paymentNicknames: ["work card", "blue visa"])
        let workbench = try OracleFixture.grammar(userVocabulary: vocabulary)
        #expect(!workbench.grammar.runtimeEntries.isEmpty)
        var turns = Self.sampledTurns(of: workbench, timesEach: 1, seed: 30)
        for text in ["take me to my house with the work card", "from the gym to Mom's, blue visa", "to my house and the gym"] {
            turns.append(OracleFixture.Turn(text: text, expectation: nil, origin: "a user vocabulary"))
        }
        Self.expectAgreement(on: turns, grammar: workbench)
    }

    /// Utterances of more than 64 words, which the engine reads by another path (its bit sets of
    /// positions hold 64): sampled sentences joined, some with punctuation, some without.
    @Test func bothMatchersReadLongUtterancesAlike() throws {
        let workbench = try OracleFixture.grammar()
        let sentences = Self.sampledTurns(of: workbench, timesEach: 1, seed: 31).map(\.text)
        var turns: [OracleFixture.Turn] = []
        let separators = [" ", ", ", ". ", " and "]
        var index = 0
        while index + 12 <= sentences.count, turns.count < 24 {
            let separator = separators[turns.count % separators.count]
            let text = sentences[index..<index + 12].joined(separator: separator)
            turns.append(OracleFixture.Turn(text: text, expectation: nil, origin: "sampled sentences \(index)..<\(index + 12) joined"))
            index += 12
        }
        #expect(turns.contains { Tokenizer.tokenize($0.text).count > 64 })
        Self.expectAgreement(on: turns, grammar: workbench)
    }

    /// The README's examples and the edges it names: skip words, acronyms spelled out, address
    /// tails, join words, clock forms, dates, minus signs, punctuation and non-ASCII text; each
    /// with no expectation and with five.
    @Test func bothMatchersReadTheDocumentedEdgesAlike() throws {
        let texts = [
            "to SFO, 4 of us, an XL", "um, can you get me a cab please", "what can you do?", "a jumbo cab to SFO for 6",
            "to 1200 Clay St Apt 4, San Francisco, CA 94108", "from 1200 Clay St, San Francisco to SFO", "to the Hilton, Oakland",
            "to SFO, Oakland is closer", "to 300 Post St, it's raining", "from 3rd and King", "to Barnes and Noble",
            "to the Hilton in Oakland", "to SFO and the zoo", "to SFO in 20 minutes", "to Cafe at the Park", "to SFO at around 6pm",
            "pick up at 5 from the Marriott", "change it to 3:45 pm", "for two", "for 5 pm", "for 3 tonight", "-2 people", "3 - 2",
            "at half past 7", "ten to six", "half six", "0600", "at 9ish", "on the 15th", "the 2nd", "on the 31st of Smarch",
            "December 31 at 9am", "next Friday at 8", "6/3/27", "April 31", "in an hour and a half", "ess you vee to the zoo",
            "hail ex el to SFO", "my flight leaves at noon, get me a cab to SFO", "me and my three kids to the zoo",
            "anything but a pool", "yes", "yes.", "no, to Oakland", "Café Réunion, s'il vous plaît 🚕", "",
            "to to to to to to to to to to to to", "at at at 7 7 7", "SFO SFO SFO, SFO. SFO!",
        ]
        let workbench = try OracleFixture.grammar()
        let expectations: [String?] = [nil, "dropOff", "partySize", "scheduledPickupTime", "confirmation", "choice"]
        let turns = texts.flatMap { text in
            expectations.map { OracleFixture.Turn(text: text, expectation: $0, origin: "a documented edge") }
        }
        Self.expectAgreement(on: turns, grammar: workbench)
    }

    /// Every phrase sampled `timesEach` times, each sentence with its phrase's expectation, if
    /// any, as the dialog would hear it.
    private static func sampledTurns(of workbench: WorkbenchGrammar, timesEach: Int, seed: UInt64) -> [OracleFixture.Turn] {
        let sampler = PhraseSampler(grammar: workbench)
        var random = SplitMix64(seed: seed)
        var turns: [OracleFixture.Turn] = []
        for index in workbench.definition.phrases.indices {
            for _ in 0..<timesEach {
                let sentence = sampler.sample(phraseAt: index, using: &random)
                guard !sentence.words.isEmpty else { continue }
                turns.append(OracleFixture.Turn(text: sentence.text, expectation: sentence.expectation, origin: "a sample of \(sentence.rule)"))
            }
        }
        return turns
    }

    private static func expectAgreement(on turns: [OracleFixture.Turn], grammar workbench: WorkbenchGrammar) {
        let reference = ReferenceMatcher(definition: workbench.grammar.definition, extraEntries: workbench.grammar.runtimeEntries)
        let differences = OracleFixture.differences(in: turns, grammar: workbench.grammar, reference: reference)
        #expect(differences.isEmpty, "\(OracleFixture.report(differences, of: turns.count))")
    }
}
