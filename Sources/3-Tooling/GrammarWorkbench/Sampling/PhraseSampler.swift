import PhraseGrammar
import RideIntents
import RideLanguage

/// Makes sentences a grammar accepts, from its phrases: a seeded random walk through each
/// phrase's alternatives, optional parts, permutations, rules and lists, with numbers, times and
/// place names filled in. The same seed gives the same sentences.
public struct PhraseSampler: Sendable {
    public let grammar: WorkbenchGrammar
    /// Free text for wildcards, by wildcard name; "place" by default gets these places.
    public var wildcardTexts: [String: [String]]

    public static let defaultPlaces = ["Oracle Park", "Union Square", "SFO", "Ferry Building", "Oakland", "Golden Gate Park", "the Exploratorium"]

    public init(grammar: WorkbenchGrammar, wildcardTexts: [String: [String]] = ["place": PhraseSampler.defaultPlaces]) {
        self.grammar = grammar
        self.wildcardTexts = wildcardTexts
    }

    /// One sentence from the phrase at `index`.
    public func sample(phraseAt index: Int, using random: inout SplitMix64) -> SampledSentence {
        let phrase = grammar.definition.phrases[index]
        var walk = SampleWalk(sampler: self, phrase: phrase)
        walk.emit(phrase.expression, random: &random)
        var intent: String?
        var expectation: String?
        switch phrase.scope {
        case .global: break
        case .intent(let name): intent = name
        case .expect(let name): expectation = name
        }
        return SampledSentence(
            text: walk.words.joined(separator: " "), phraseIndex: index, rule: "\(phrase.span.fileAndLine) \(phrase.label)", intent: intent,
            expectation: expectation, captures: walk.captures, ruleWords: walk.ruleWords, words: walk.words,
            isComplete: walk.isComplete && !walk.words.isEmpty)
    }

    /// `count` sentences that parse to `intent` ("RequestRide", "OutOfDomain"), made from its
    /// triggers in turn; sentences the full grammar reads otherwise are left out and counted.
    public func sentences(forIntent intent: String, count: Int, seed: UInt64) -> (sentences: [SampledSentence], rejected: Int) {
        var random = SplitMix64(seed: seed)
        let triggers = grammar.definition.phrases.indices.filter {
            grammar.definition.phrases[$0].kind == "trigger" && grammar.definition.phrases[$0].scope == .intent(intent)
        }
        guard !triggers.isEmpty, count > 0 else { return ([], 0) }
        var sentences: [SampledSentence] = []
        var seen = Set<String>()
        var rejected = 0
        var attempts = 0
        while sentences.count < count, attempts < count * 20 {
            attempts += 1
            let sentence = sample(phraseAt: triggers[Self.pick(triggers.count, &random)], using: &random)
            guard sentence.isComplete, seen.insert(sentence.text).inserted else { continue }
            if Self.intentName(of: grammar.grammar.understand(sentence.text)) == intent {
                sentences.append(sentence)
            } else {
                rejected += 1
            }
        }
        return (sentences, rejected)
    }

    /// The intent an understanding asks for, with another domain as "OutOfDomain".
    static func intentName(of understanding: Understanding) -> String? {
        understanding.isOutOfDomain ? "OutOfDomain" : understanding.intent?.rawValue
    }

    /// A number in 0..<count.
    static func pick(_ count: Int, _ random: inout SplitMix64) -> Int {
        Int(random.next() % UInt64(max(1, count)))
    }
}

/// One walk through a phrase, collecting its words and the values put into captures.
struct SampleWalk {
    let sampler: PhraseSampler
    let phrase: PhraseDeclaration
    var words: [String] = []
    var captures: [ExpectedCapture] = []
    var ruleWords: [String: [Range<Int>]] = [:]
    var depth = 0
    var isComplete = true

    static let numberWords = ["one", "two", "three", "four", "five", "six"]
    static let ordinalWords = ["first", "second", "third"]

    mutating func emit(_ expression: Expression, random: inout SplitMix64) {
        depth += 1
        defer { depth -= 1 }
        guard depth < 40 else { return }
        switch expression {
        case .word(let word, _):
            words.append(word)
        case .sequence(let parts):
            for part in parts { emit(part, random: &random) }
        case .alternative(let parts, _):
            emit(parts[PhraseSampler.pick(parts.count, &random)], random: &random)
        case .optional(let part, _):
            if random.next() % 2 == 0 { emit(part, random: &random) }
        case .permutation(let parts, _):
            var order = Array(parts.indices)
            for index in order.indices.reversed() where index > 0 { order.swapAt(index, PhraseSampler.pick(index + 1, &random)) }
            for index in order { emit(parts[index], random: &random) }
        case .ruleReference(let name, _):
            guard let rule = sampler.grammar.definition.rules[name] else {
                isComplete = false
                return
            }
            let start = words.count
            emit(rule.expression, random: &random)
            ruleWords[name, default: []].append(start..<words.count)
        case .listReference(let name, let slot, _):
            capture(name, slot: slot ?? phrase.name ?? name, random: &random)
        }
    }

    private mutating func capture(_ name: String, slot: String, random: inout SplitMix64) {
        let definition = sampler.grammar.definition
        if let builtin = BuiltinKind(rawValue: name) {
            switch builtin {
            case .number:
                let value = 1 + PhraseSampler.pick(6, &random)
                words.append(random.next() % 2 == 0 ? String(value) : Self.numberWords[value - 1])
                captures.append(ExpectedCapture(slot: slot, value: .number(Double(value)), sourceName: name))
            case .ordinal:
                let value = 1 + PhraseSampler.pick(3, &random)
                words.append(Self.ordinalWords[value - 1])
                captures.append(ExpectedCapture(slot: slot, value: .ordinal(value), sourceName: name))
            case .time:
                let hour = 1 + PhraseSampler.pick(11, &random)
                words.append("\(hour)pm")
                captures.append(ExpectedCapture(slot: slot, value: .time(ClockTime(hour: hour + 12, minute: 0, isMeridiemKnown: true)), sourceName: name))
            case .duration:
                let minutes = [10, 15, 20, 30][PhraseSampler.pick(4, &random)]
                words += [String(minutes), "minutes"]
                captures.append(ExpectedCapture(slot: slot, value: .duration(minutes), sourceName: name))
            case .date:
                let day = PhraseSampler.pick(2, &random)
                words.append(["tomorrow", "monday"][day])
                captures.append(ExpectedCapture(slot: slot, value: .date(day == 0 ? .offset(1) : .weekday(2, isNext: false)), sourceName: name))
            }
            return
        }
        if let list = definition.list(named: name) {
            let entries = list.entries + (sampler.grammar.grammar.runtimeEntries[name] ?? [])
            guard !entries.isEmpty else {
                isComplete = false
                return
            }
            let entry = entries[PhraseSampler.pick(entries.count, &random)]
            emit(entry.expression, random: &random)
            captures.append(ExpectedCapture(slot: slot, value: .entry(entry.value), sourceName: name))
            return
        }
        let texts = sampler.wildcardTexts[name] ?? ["blue sky"]
        let text = texts[PhraseSampler.pick(texts.count, &random)]
        words += Tokenizer.tokenize(text).map(\.text)
        let strip = definition.wildcards.first { $0.name == name }?.stripWords ?? []
        let kept = text.split(separator: " ").drop { strip.contains($0.lowercased()) }.joined(separator: " ")
        captures.append(ExpectedCapture(slot: slot, value: .text(kept), sourceName: name))
    }
}
