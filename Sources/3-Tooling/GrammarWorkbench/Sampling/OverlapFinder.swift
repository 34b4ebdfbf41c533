import PhraseGrammar
import RideIntents
import RideLanguage

/// Samples sentences from every phrase and reports those the full grammar reads as another intent,
/// through another phrase, or with other values; then tries near-misses (a ride request with the
/// ride swapped for a table, a train, a flight) that must not be read as ride requests.
public struct OverlapFinder: Sendable {
    public let sampler: PhraseSampler
    /// Nouns of other domains put where a ride noun was.
    public var foreignNouns = ["table", "train", "flight", "hotel room", "pizza", "haircut", "movie ticket", "bus ticket"]
    /// The rule whose words are swapped for foreign nouns.
    public var rideNounRule = "ride_noun"
    /// Near-misses always tried.
    public var fixedNearMisses = [
        "book a table for two", "a train to Oakland", "book a flight to Chicago", "what's the weather in Oakland",
        "order a pizza to Union Square", "reserve a hotel room for 3 people", "set an alarm for 7am", "play some music",
    ]

    /// A finder sampling `grammar`, with `places` where a sentence names a place (the service's
    /// map's, so a place named like a product is caught).
    public init(grammar: WorkbenchGrammar, places: [String] = PhraseSampler.defaultPlaces) {
        sampler = PhraseSampler(grammar: grammar, wildcardTexts: ["place": places])
    }

    /// Samples `perPhrase` sentences from each phrase with `seed`.
    public func find(perPhrase: Int, seed: UInt64) -> OverlapReport {
        let grammar = sampler.grammar.grammar
        let phrases = sampler.grammar.definition.phrases
        var random = SplitMix64(seed: seed)
        var groups: [String: OverlapReport.Collision] = [:]
        var order: [String] = []
        var sampled = 0
        var rideSamples: [SampledSentence] = []
        for index in phrases.indices {
            var seen = Set<String>()
            for _ in 0..<max(0, perPhrase) {
                let sentence = sampler.sample(phraseAt: index, using: &random)
                guard sentence.isComplete, seen.insert(sentence.text).inserted else { continue }
                sampled += 1
                if sentence.intent == IntentKind.requestRide.rawValue, sentence.ruleWords[rideNounRule] != nil { rideSamples.append(sentence) }
                guard let (colliding, problem) = collision(sentence, grammar: grammar) else { continue }
                let key = "\(sentence.rule)\u{0}\(colliding)"
                if groups[key] == nil {
                    groups[key] = OverlapReport.Collision(rule: sentence.rule, collidingRule: colliding, examples: [], count: 0)
                    order.append(key)
                }
                groups[key]?.count += 1
                if (groups[key]?.examples.count ?? 0) < 3 { groups[key]?.examples.append("\"\(sentence.text)\" → \(problem)") }
            }
        }
        let collisions = order.compactMap { groups[$0] }.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }.map(\.element)
        let nearMisses = self.nearMisses(from: rideSamples, random: &random)
        var accepted: [String] = []
        for text in nearMisses {
            let parse = grammar.phraseParse(text)
            let understanding = grammar.understand(text)
            if understanding.intent == .requestRide {
                let trigger = parse.matches.first { $0.phrase.kind == "trigger" }.map { " (\($0.rule))" } ?? ""
                accepted.append("\"\(text)\" → RequestRide\(trigger)")
            }
        }
        return OverlapReport(sampledCount: sampled, collisions: collisions, nearMissCount: nearMisses.count, acceptedNearMisses: accepted)
    }

    /// Why the grammar's reading of `sentence` is not the phrase's, and the rule it went to.
    func collision(_ sentence: SampledSentence, grammar: RideGrammar) -> (String, String)? {
        let expectation = sentence.expectation.flatMap(DialogExpectation.init(blockName:))
        let parse = grammar.phraseParse(sentence.text, expecting: expectation)
        let phrase = sampler.grammar.definition.phrases[sentence.phraseIndex]
        let others = parse.matches.filter { $0.phraseIndex != sentence.phraseIndex }.sorted { $0.span.utf8.count > $1.span.utf8.count }
        let colliding = others.first?.rule ?? "nothing"
        if let intent = sentence.intent, parse.intent != intent {
            return (colliding, "intent \(parse.intent ?? "none"), not \(intent)")
        }
        let sameMeaning = parse.matches.contains { $0.phrase.kind == phrase.kind && $0.phrase.name == phrase.name && $0.phrase.value == phrase.value }
        if !sameMeaning {
            return (colliding, "no '\(phrase.label)\(phrase.value.map { " = \($0)" } ?? "")' in the parse")
        }
        let found = parse.matches.flatMap(\.captures)
        for expected in sentence.captures where !found.contains(where: { Self.same($0, expected) }) {
            let got = found.first { $0.slot == expected.slot }.map { Self.describe($0.value) } ?? "nothing"
            let owner = parse.matches.first { $0.captures.contains { $0.slot == expected.slot } }?.rule ?? colliding
            return (owner, "\(expected.slot) \(got), not \(Self.describe(expected.value))")
        }
        return nil
    }

    static func same(_ capture: Capture, _ expected: ExpectedCapture) -> Bool {
        guard capture.slot == expected.slot else { return false }
        switch (capture.value, expected.value) {
        case (.text(let got), .text(let want)): return got.lowercased() == want.lowercased()
        case (.time, .time), (.duration, .duration), (.date, .date): return true
        default: return capture.value == expected.value
        }
    }

    static func describe(_ value: CaptureValue) -> String {
        switch value {
        case .entry(let text), .text(let text): "'\(text)'"
        case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
        case .ordinal(let position): "#\(position)"
        case .time(let time): "\(time.hour):\(time.minute < 10 ? "0" : "")\(time.minute)"
        case .duration(let minutes): "\(minutes) min"
        case .date(let day): "\(day)"
        }
    }

    /// The fixed near-misses, then each sampled ride request with its ride noun swapped for a
    /// foreign one (only those with no other word that names a ride: no ride option, no second
    /// ride noun, no "ride").
    func nearMisses(from samples: [SampledSentence], random: inout SplitMix64) -> [String] {
        var result = fixedNearMisses
        var seen = Set(result)
        let definition = sampler.grammar.definition
        let rideWords = Set(definition.rules[rideNounRule].map { PhraseForms.forms(of: $0.expression, rules: definition.rules).flatMap { $0 } } ?? [])
        for sample in samples {
            guard let ranges = sample.ruleWords[rideNounRule], ranges.count == 1, let range = ranges.first,
                !sample.captures.contains(where: { $0.sourceName == "ride_option" }) else { continue }
            let rest = sample.words[..<range.lowerBound] + sample.words[range.upperBound...]
            guard !rest.contains(where: rideWords.contains) else { continue }
            let noun = foreignNouns[PhraseSampler.pick(foreignNouns.count, &random)]
            var words = sample.words
            words.replaceSubrange(range, with: noun.split(separator: " ").map(String.init))
            let text = words.joined(separator: " ")
            if seen.insert(text).inserted { result.append(text) }
        }
        return result
    }
}
