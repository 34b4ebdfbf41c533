import PhraseGrammar
import RideIntents

/// Turns the engine's phrase matches into an `Understanding`: phrase kinds become intents,
/// answers, questions, choices and commands; captures fill slots by name. Later matches override
/// earlier ones, so "to SFO, no, to Oakland" ends with Oakland.
struct UnderstandingBuilder {
    // NB: the utterance's text is not held but handed to the readers that need it: held, it was
    // retained and released once a parse (two atomic operations).
    private let offsets: CharacterOffsets
    // NB: what follows is internal, not private, only so the builder's extensions (one file per
    // kind of slot) can keep it; nothing outside the builder reads it.
    /// A day said before its time ("tomorrow at 7").
    var pendingDayOffset: Int?
    /// A calendar day said before its time ("on December 31 at 9am").
    var pendingDay: PickupDay?
    /// A part of the day said with or instead of a time ("tomorrow evening at 7" is 7 PM).
    var pendingPart: DayPart?
    /// The first time said and where its latest evidence is, in the evidence.
    // NB: the first time apart, so an utterance saying one time never builds the dictionary of
    // `laterTimeEvidence` (about 1,200 instructions a time, callgrind).
    var firstTimeEvidence: (said: String, at: Int)?
    /// Where the latest time evidence of each other time as said is, in the evidence.
    var laterTimeEvidence: [String: Int] = Dictionary()
    /// Time evidence noted again later (the positions to drop): a time is noted once, last.
    // NB: dropped in one pass at the end; dropping each as it came cost the whole evidence per
    // time, quadratic in a line of thousands of "9 pm".
    /// A `choice described` phrase matched: its named pick is a description.
    var describesTheChoice = false
    var repeatedTimeEvidence: [Int] = []

    // NB: the meanings are handed down as an argument, not held: held, they were retained and
    // released once a parse (two atomic operations).
    private init(offsets: CharacterOffsets) {
        self.offsets = offsets
    }

    /// Fills `understanding`, with nothing understood yet of the parse's text, with what `parse`
    /// says. `expectingNothing`: no answer to a prompt is expected, so a question only a booked
    /// ride answers asks for the ride's status.
    // NB: the parse is borrowed, not moved into the builder, and the caller's `Understanding` is
    // filled in place: building it in `RideGrammar.understand` with the builder holding the parse
    // copied the whole `Understanding` and its slots on the way (about 1,000 instructions an
    // utterance, callgrind).
    static func fill(_ understanding: inout Understanding, from parse: PhraseParseView, meanings: [PhraseMeaning], expectingNothing: Bool) {
        var builder = UnderstandingBuilder(offsets: parse.characterOffsets)
        builder.interpret(parse, meanings: meanings, into: &understanding)
        // NB: the questions first (most utterances ask none): `slots.isEmpty` copies the slots
        // to read them (about 100 instructions an utterance, callgrind).
        if expectingNothing, understanding.intent == nil, understanding.questions.contains(where: \.isAboutABookedRide),
           understanding.slots.isEmpty {
            // "how far away is the driver?" with nothing asked: a question only a booked ride answers.
            understanding.intent = .getRideStatus
        }
        if expectingNothing, understanding.intent == nil, understanding.command == .cancel, !understanding.isOutOfDomain,
           !understanding.isClosing, understanding.slots.isEmpty, Self.saysOnlyCancel(understanding) {
            // "can you cancel it?", "lets cancel" with nothing asked: the booked ride's
            // cancellation, as the dialog takes it (the command, kept, still ends a request).
            // Not "never mind, goodbye": the word itself is said. Other sentences may be chatter
            // of their own ("Please cancel. I'll take a scooter.").
            understanding.intent = .cancelRide
        }
    }

    /// Whether the sentence that says "cancel" leaves only words that add nothing to it ("I want
    /// to", "lets", "oh wait"): "cancel the hotel booking" leaves words that name another thing.
    static func saysOnlyCancel(_ understanding: Understanding) -> Bool {
        let text = understanding.text
        guard let found = text.range(of: "cancel", options: .caseInsensitive) else { return false }
        // NB: offsets in characters, as the residue's spans are.
        let characters = Array(text)
        let at = min(text.distance(from: text.startIndex, to: found.lowerBound), characters.count)
        let sentenceEnds: Set<Character> = [".", "!", "?", "\n"]
        let start = (characters[..<at].lastIndex { sentenceEnds.contains($0) }).map { $0 + 1 } ?? 0
        let end = characters[at...].firstIndex { sentenceEnds.contains($0) } ?? characters.count
        return understanding.residueSpans.allSatisfy { span in
            let inside = span.clamped(to: start..<end)
            return inside.isEmpty || String(characters[inside]).lowercased()
                .split { !$0.isLetter && $0 != "'" }.allSatisfy { chatterWords.contains(String($0)) }
        }
    }

    static let chatterWords: Set<String> = [
        "i", "we", "want", "wanna", "need", "to", "lets", "let's", "let", "us", "actually", "oh", "wait", "just", "now",
        "then", "can", "you", "it", "that", "this", "ok", "okay", "so", "well", "nevermind", "never", "mind", "go",
        "ahead", "and", "yes", "yeah", "please", "i'd", "like", "would", "could", "ahh", "hmm", "sorry", "think", "gonna",
    ]

    // MARK: - Matches

    /// Fills `understanding` (made from the parse's text) from the matches.
    /// NB: the caller's own variable is filled in place; building one here and returning it cost
    /// two copies of the whole `Understanding` per utterance (about 800 instructions).
    private mutating func interpret(_ parse: PhraseParseView, meanings: [PhraseMeaning], into understanding: inout Understanding) {
        var sawClosing = false
        let intent = parse.intent
        let matchCount = parse.matchCount
        // NB: room for one note per match and capture up front, instead of growing the array.
        if matchCount > 0 { understanding.evidence.reserveCapacity(matchCount + parse.captureCount) }
        for index in 0..<matchCount {
            interpret(parse.match(at: index), of: parse, meanings: meanings, intent: intent, sawClosing: &sawClosing, into: &understanding)
        }
        if let chosen = understanding.slots.rideOption?.vocabularyIdentifier, understanding.slots.excludedRideOptions.contains(chosen) {
            // "not the SUV" after "an SUV": the later word against it wins.
            understanding.slots.rideOption = nil
        }
        if !repeatedTimeEvidence.isEmpty {
            let dropped = Set(repeatedTimeEvidence)
            understanding.evidence = understanding.evidence.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        }
        if describesTheChoice, case .named(let words) = understanding.choice { understanding.choice = .described(words) }
        // A size said beside "my friends and I" is the party's: nothing is left to ask.
        if understanding.slots.partySize != nil { understanding.slots.partySizeToAsk = false }
        if understanding.slots.sharedRideAcceptable == true, understanding.slots.rideOption == nil {
            // "a shared ride is fine" picks the shared option.
            understanding.slots.rideOption = SpeakableString(vocabularyIdentifier: "Shared", spokenPhrase: "shared ride")
        }
        // NB: the intent read above, its length compared first: most parses have another
        // intent, or none (about 45 instructions an utterance, callgrind).
        if let intent, intent.utf8.count == RideGrammarSchema.outOfDomainIntent.utf8.count, intent == RideGrammarSchema.outOfDomainIntent {
            understanding.isOutOfDomain = true
            understanding.intent = nil
            understanding.slots = RideSlots()
            understanding.choice = nil
            understanding.evidence.removeAll { $0.target.hasPrefix("slot:") || $0.target == "choice" }
        }
        if understanding.answer == .no, !understanding.slots.isEmpty {
            // "no, to the airport": a no that brings a new value corrects the old one.
            understanding.isCorrection = true
        }
        understanding.isClosing = sawClosing && understanding.intent == nil && understanding.slots.isEmpty
            && understanding.questions.isEmpty && !understanding.isOutOfDomain
        let residueCount = parse.residueCount
        if residueCount > 0 {
            understanding.residue = parse.residueText
            for index in 0..<residueCount { understanding.residueRuns.append(offsets.characterRange(parse.residue(at: index))) }
        }
    }

    /// Fills `understanding` from one match of a parse whose intent block is `intent`.
    private mutating func interpret(
        _ match: PhraseParseView.Match, of parse: PhraseParseView, meanings: [PhraseMeaning], intent: String?, sawClosing: inout Bool,
        into understanding: inout Understanding
    ) {
        let phrase = match.phraseIndex
        let meaning = match.phraseIndex < meanings.count ? meanings[match.phraseIndex] : parse.phrase(at: match.phraseIndex).map(PhraseMeaning.init) ?? .none
        switch meaning {
        case .trigger:
            if let intent {
                note("intent", intent, phrase: phrase, span: match.span, in: parse, into: &understanding)
                if understanding.intent == nil, let kind = Self.intentKind(named: intent) { understanding.intent = kind }
            }
        case .constant(let slot, let value):
            setConstant(value, slot: slot, phrase: phrase, span: match.span, in: parse, into: &understanding)
        case .answer(let answer, let name):
            if understanding.answer == nil { understanding.answer = answer }
            note("answer", name, phrase: phrase, span: match.span, in: parse, into: &understanding)
        case .question(let question, let name):
            if !understanding.questions.contains(question) { understanding.questions.append(question) }
            understanding.question = understanding.questions.first
            note("question", name, phrase: phrase, span: match.span, in: parse, into: &understanding)
        case .command(let command, let name):
            if understanding.command == nil { understanding.command = command }
            note("command", name, phrase: phrase, span: match.span, in: parse, into: &understanding)
        case .lastChoice:
            understanding.choice = .last
            note("choice", "last", phrase: phrase, span: match.span, in: parse, into: &understanding)
        case .cheapestChoice:
            understanding.choice = .cheapest
            note("choice", "cheapest", phrase: phrase, span: match.span, in: parse, into: &understanding)
        case .describedChoice:
            describesTheChoice = true
        case .correction:
            understanding.isCorrection = true
            note("correction", "true", phrase: phrase, span: match.span, in: parse, into: &understanding)
        case .closing:
            sawClosing = true
            note("closing", "true", phrase: phrase, span: match.span, in: parse, into: &understanding)
        case .other(let kind):
            note(kind, "", phrase: phrase, span: match.span, in: parse, into: &understanding)
        case .sum(let slot):
            addUp(match.captures.compactMap { parse.capture(at: $0) }.filter { $0.slot == slot }, slot: slot, phrase: phrase, span: match.span, in: parse, into: &understanding)
            return
        case .exclusion(let slot):
            for index in match.captures {
                if let capture = parse.capture(at: index), capture.slot == slot { exclude(capture, phrase: phrase, in: parse, into: &understanding) }
            }
            return
        case .none:
            break
        }
        guard !match.captures.isEmpty else { return }
        // A bare value ("SFO" when a drop-off is expected) never overrides one a phrase named
        // with words ("I'm going to SFO, I'd like a pool" keeps SFO).
        let isBare = match.score < 19
        // A time a trigger captures ("a cab at 7") is said by its own words, not the trigger's.
        var timeSpan = match.span
        // NB: a trigger with one capture needs no pass of its own to find its times: its time, if
        // it is one, is that capture (each capture read makes a `Capture`, about 250 instructions).
        var isLoneTriggerCapture = false
        if case .trigger = meaning {
            isLoneTriggerCapture = match.captures.count == 1
            // NB: the first and last time found in one pass, without filtering into arrays.
            var times: (first: Range<Int>, last: Range<Int>)?
            for index in match.captures where !isLoneTriggerCapture {
                guard let capture = parse.capture(at: index), RideSlotName(capture.slot) == .scheduledPickupTime else { continue }
                times = (times?.first ?? capture.span.utf8, capture.span.utf8)
            }
            if let (first, last) = times { timeSpan = TextSpan(first.lowerBound..<max(first.upperBound, last.upperBound)) }
        }
        for index in match.captures {
            guard let capture = parse.capture(at: index), let slot = RideSlotName(capture.slot),
                !(isBare && isSet(slot, in: understanding)) else { continue }
            let phraseSpan = slot == .scheduledPickupTime ? (isLoneTriggerCapture ? capture.span : timeSpan) : match.span
            apply(capture, to: slot, phrase: phrase, phraseSpan: phraseSpan, in: parse, into: &understanding)
        }
    }

    /// The intent a parse's intent block names.
    // NB: the names compared by length first, then as strings; `IntentKind(rawValue:)` tried
    // each case's name in turn (about 440 instructions a trigger).
    private static func intentKind(named name: String) -> IntentKind? {
        let count = name.utf8.count
        for (kindName, kind) in intentNames where kindName.utf8.count == count && kindName == name { return kind }
        return nil
    }

    private static let intentNames = IntentKind.allCases.map { ($0.rawValue, $0) }

    private func isSet(_ slot: RideSlotName, in understanding: Understanding) -> Bool {
        switch slot {
        case .pickup: understanding.slots.pickup != nil
        case .dropOff: understanding.slots.dropOff != nil
        case .partySize: understanding.slots.partySize != nil
        case .rideOption: understanding.slots.rideOption != nil
        case .paymentMethod: understanding.slots.paymentMethod != nil
        case .scheduledPickupTime: understanding.slots.scheduledPickupTime != nil
        default: false
        }
    }

    /// Notes evidence of the phrase at `phrase` in `parse`'s grammar.
    // NB: the phrase's rule read from the parse as each evidence takes it, rather than read once a
    // match and handed down: held meanwhile, it was retained and released once more a match.
    func note(
        _ target: String, _ value: String, phrase: Int, synonym: String? = nil, span: TextSpan, in parse: PhraseParseView,
        into understanding: inout Understanding
    ) {
        understanding.evidence.append(Evidence(
            target: target, value: value, rule: parse.rule(ofPhrase: phrase), span: offsets.characterRange(span), synonym: synonym))
    }

    /// The text `span` of `text` covers, as typed.
    func typed(_ span: TextSpan, of text: String) -> String {
        span.text(in: text)
    }

    /// "{LIST} TYPED → VALUE": the list entry a value was read from, for the evidence.
    // NB: written into one string of the right size; interpolating grew it piece by piece (about
    // 2,500 instructions a synonym, callgrind).
    static func synonym(list: String, typed: String, value: String) -> String {
        let arrow = " → ".utf8
        let count = list.utf8.count + typed.utf8.count + value.utf8.count + arrow.count + 3
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer[0] = UInt8(ascii: "{")
            var end = buffer[1...].initialize(fromContentsOf: list.utf8)
            buffer[end] = UInt8(ascii: "}")
            buffer[end + 1] = UInt8(ascii: " ")
            end = buffer[(end + 2)...].initialize(fromContentsOf: typed.utf8)
            end = buffer[end...].initialize(fromContentsOf: arrow)
            return buffer[end...].initialize(fromContentsOf: value.utf8)
        }
    }
}
