import PhraseGrammar
import RideIntents

/// Turns the engine's phrase matches into an `Understanding`: phrase kinds become intents,
/// answers, questions, choices and commands; captures fill slots by name. Later matches override
/// earlier ones, so "to SFO, no, to Oakland" ends with Oakland.
struct UnderstandingBuilder {
    // NB: the utterance's text is not held but handed to the readers that need it: held, it was
    // retained and released once a parse (two atomic operations).
    private let offsets: CharacterOffsets
    /// A day said before its time ("tomorrow at 7").
    private var pendingDayOffset: Int?
    /// A calendar day said before its time ("on December 31 at 9am").
    private var pendingDay: PickupDay?
    /// A part of the day said with or instead of a time ("tomorrow evening at 7" is 7 PM).
    private var pendingPart: DayPart?
    /// The first time said and where its latest evidence is, in the evidence.
    // NB: the first time apart, so an utterance saying one time never builds the dictionary of
    // `laterTimeEvidence` (about 1,200 instructions a time, callgrind).
    private var firstTimeEvidence: (said: String, at: Int)?
    /// Where the latest time evidence of each other time as said is, in the evidence.
    private var laterTimeEvidence: [String: Int] = Dictionary()
    /// Time evidence noted again later (the positions to drop): a time is noted once, last.
    // NB: dropped in one pass at the end; dropping each as it came cost the whole evidence per
    // time, quadratic in a line of thousands of "9 pm".
    private var repeatedTimeEvidence: [Int] = []

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
    }

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
    private func note(
        _ target: String, _ value: String, phrase: Int, synonym: String? = nil, span: TextSpan, in parse: PhraseParseView,
        into understanding: inout Understanding
    ) {
        understanding.evidence.append(Evidence(
            target: target, value: value, rule: parse.rule(ofPhrase: phrase), span: offsets.characterRange(span), synonym: synonym))
    }

    /// The text `span` of `text` covers, as typed.
    private func typed(_ span: TextSpan, of text: String) -> String {
        span.text(in: text)
    }

    /// "{LIST} TYPED → VALUE": the list entry a value was read from, for the evidence.
    // NB: written into one string of the right size; interpolating grew it piece by piece (about
    // 2,500 instructions a synonym, callgrind).
    private static func synonym(list: String, typed: String, value: String) -> String {
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

    // MARK: - Constants

    private func setConstant(
        _ value: String, slot: RideSlotName, phrase: Int, span: TextSpan, in parse: PhraseParseView, into understanding: inout Understanding
    ) {
        let typed = typed(span, of: parse.text)
        switch slot {
        case .partySize:
            // NB: `slot partySize = ask` marks a party said without its size, for the dialog to ask.
            if value == "ask" { understanding.slots.partySizeToAsk = true }
            guard let size = Int(value) else { return }
            understanding.slots.partySize = size
        case .sharedRideAcceptable:
            guard let accepted = Bool(value) else { return }
            understanding.slots.sharedRideAcceptable = accepted
        case .rideOption:
            understanding.slots.rideOption = SpeakableString(vocabularyIdentifier: value, spokenPhrase: typed)
        case .scheduledPickupTime:
            guard value == "now" else { return }
            understanding.slots.scheduledPickupTime = .now
        case .pickup, .dropOff:
            let place: PlaceMention = value == "here" ? .currentLocation : value == "there" ? .reference(typed) : .named(value)
            if slot == .pickup { understanding.slots.pickup = place } else { understanding.slots.dropOff = place }
        case .paymentMethod:
            understanding.slots.paymentMethod = value
        case .rating:
            guard let rating = Int(value) else { return }
            understanding.slots.rating = rating
        default:
            return
        }
        note(slot.evidenceTarget, value, phrase: phrase, span: span, in: parse, into: &understanding)
    }

    // MARK: - Sums and exclusions

    /// `(sum)`: "me and my three kids" is 1 + 3, "3 adults and a child" 3 + 1.
    private func addUp(_ captures: [Capture], slot: String, phrase: Int, span: TextSpan, in parse: PhraseParseView, into understanding: inout Understanding) {
        guard slot == "partySize", !captures.isEmpty else { return }
        var total = 0
        for capture in captures {
            guard let count = integer(capture.value), count >= 0, count <= 99 else { return }
            total += count
        }
        guard total <= 99 else { return }
        understanding.slots.partySize = total
        note(RideSlotName.partySize.evidenceTarget, String(total), phrase: phrase, span: span, in: parse, into: &understanding)
    }

    /// `(not)`: "anything but a pool", "no SUV" rule the option out rather than choose it.
    private func exclude(_ capture: Capture, phrase: Int, in parse: PhraseParseView, into understanding: inout Understanding) {
        guard capture.slot == "rideOption", case .entry(let value) = capture.value else { return }
        if !understanding.slots.excludedRideOptions.contains(value) { understanding.slots.excludedRideOptions.append(value) }
        if understanding.slots.rideOption?.vocabularyIdentifier == value { understanding.slots.rideOption = nil }
        let synonym = Self.synonym(list: capture.source.name, typed: typed(capture.span, of: parse.text), value: value)
        note("slot:excludedRideOptions", value, phrase: phrase, synonym: synonym, span: capture.span, in: parse, into: &understanding)
    }

    // MARK: - Captures

    private mutating func apply(
        _ capture: Capture, to slot: RideSlotName, phrase: Int, phraseSpan: TextSpan, in parse: PhraseParseView, into understanding: inout Understanding
    ) {
        // NB: the typed text and the synonym are made only where a case uses them: a number, a
        // time or a wildcard's place needs neither (each about 300 instructions, callgrind).
        var typedText: String?
        func typed() -> String {
            if let typedText { return typedText }
            let typedNow = self.typed(capture.span, of: parse.text)
            typedText = typedNow
            return typedNow
        }
        var synonym: String? {
            guard case .list(let list) = capture.source, case .entry(let value) = capture.value else { return nil }
            return Self.synonym(list: list, typed: typed(), value: value)
        }
        var shown: String?
        switch slot {
        case .pickup, .dropOff:
            guard let place = place(capture, typed: typed()) else { return }
            let current = slot == .pickup ? understanding.slots.pickup : understanding.slots.dropOff
            if case .reference = place, place.referencedKind == nil, case .named = current {
                // "I'm closer to the Airport, pick me up there": "there" is the place just named.
                // NB: a reference that names a kind ("to the zoo, no wait, to the museum") is a
                // place of its own, for Maps to look up.
                note(slot.evidenceTarget, current?.text ?? typed(), phrase: phrase, synonym: synonym, span: capture.span, in: parse, into: &understanding)
                return
            }
            if slot == .pickup { understanding.slots.pickup = place } else { understanding.slots.dropOff = place }
            shown = place.text
        case .partySize:
            // NB: 0 and negative sizes ("-2 people") are kept, so the dialog can say a ride needs at
            // least one passenger; a minus sign is never dropped.
            guard let size = integer(capture.value), size >= -99, size <= 99 else { return }
            understanding.slots.partySize = size
            shown = String(size)
        case .rideOption:
            switch capture.value {
            case .entry(let value): understanding.slots.rideOption = SpeakableString(vocabularyIdentifier: value, spokenPhrase: typed())
            case .text(let text): understanding.slots.rideOption = SpeakableString(spokenPhrase: text)
            default: return
            }
            shown = understanding.slots.rideOption?.vocabularyIdentifier ?? typed()
        case .paymentMethod:
            switch capture.value {
            case .entry(let value), .text(let value): understanding.slots.paymentMethod = value
            case .number where understanding.slots.paymentMethod != nil:
                // "visa ending 4242": the digits tell two cards of one kind apart.
                understanding.slots.paymentMethod = (understanding.slots.paymentMethod ?? "") + " ending " + typed()
            default: understanding.slots.paymentMethod = typed()
            }
            shown = understanding.slots.paymentMethod
        case .scheduledPickupTime:
            guard applyTime(capture, into: &understanding) else { return }
            // The whole phrase is the time as said ("tomorrow at 7:30"), noted once.
            let said = self.typed(phraseSpan, of: parse.text)
            if let earlier = noteTime(said, at: understanding.evidence.count) { repeatedTimeEvidence.append(earlier) }
            note("slot:scheduledPickupTime", said, phrase: phrase, span: phraseSpan, in: parse, into: &understanding)
            return
        case .sharedRideAcceptable:
            guard case .entry(let value) = capture.value, let accepted = Bool(value) else { return }
            understanding.slots.sharedRideAcceptable = accepted
            shown = value
        case .rating:
            // NB: any rating said is kept ("12 stars"), so the dialog can refuse it with the range.
            guard let rating = integer(capture.value), rating >= -99, rating <= 99 else { return }
            understanding.slots.rating = rating
            shown = String(rating)
        case .tip:
            guard case .number(let dollars) = capture.value, dollars >= 0, dollars < 10_000 else { return }
            understanding.slots.tip = CurrencyAmount(dollars: dollars)
            shown = understanding.slots.tip?.formatted
        case .position:
            guard let position = integer(capture.value), position >= 1 else { return }
            understanding.choice = .position(position)
            note("choice", String(position), phrase: phrase, synonym: synonym, span: capture.span, in: parse, into: &understanding)
            return
        case .arrivalDeadline:
            // Read as a time, then kept apart from the pickup time the utterance may also give.
            let pickupTime = understanding.slots.scheduledPickupTime
            understanding.slots.scheduledPickupTime = understanding.slots.arrivalDeadline
            let read = applyTime(capture, into: &understanding)
            if read { understanding.slots.arrivalDeadline = understanding.slots.scheduledPickupTime }
            understanding.slots.scheduledPickupTime = pickupTime
            guard read else { return }
            understanding.evidence.removeAll { $0.target == "slot:arrivalDeadline" }
            note("slot:arrivalDeadline", self.typed(phraseSpan, of: parse.text), phrase: phrase, span: phraseSpan, in: parse, into: &understanding)
            return
        case .tipPercent:
            guard let percent = integer(capture.value), percent >= 0, percent <= 100 else { return }
            understanding.slots.tipPercent = percent
            shown = "\(percent)%"
        case .rideIdentifier:
            // "the status of ride 605": the rider's own number for the ride. Hail follows the one
            // ride under way, so the number is kept as evidence only (`--explain` shows it).
            note("rideIdentifier", typed(), phrase: phrase, span: capture.span, in: parse, into: &understanding)
            return
        case .named:
            let typed = typed()
            switch capture.value {
            case .entry(let value), .text(let value): understanding.choice = .named(value)
            default: understanding.choice = .named(typed)
            }
            note("choice", typed, phrase: phrase, synonym: synonym, span: capture.span, in: parse, into: &understanding)
            return
        }
        note(slot.evidenceTarget, shown ?? typed(), phrase: phrase, synonym: synonym, span: capture.span, in: parse, into: &understanding)
    }

    /// Notes that time evidence for `said` is at `position`; returns where the time's evidence
    /// was before, if it was said already.
    private mutating func noteTime(_ said: String, at position: Int) -> Int? {
        guard let first = firstTimeEvidence else {
            firstTimeEvidence = (said, position)
            return nil
        }
        if first.said == said {
            firstTimeEvidence = (said, position)
            return first.at
        }
        return laterTimeEvidence.updateValue(position, forKey: said)
    }

    private func integer(_ value: CaptureValue) -> Int? {
        switch value {
        case .number(let number): number == number.rounded() && abs(number) < 1e6 ? Int(number) : nil
        case .ordinal(let ordinal): ordinal
        case .entry(let text): Int(text)
        default: nil
        }
    }

    private func place(_ capture: Capture, typed: @autoclosure () -> String) -> PlaceMention? {
        switch capture.source {
        case .list(RideGrammarSchema.placeReferenceList): return .reference(typed())
        case .list(RideGrammarSchema.currentLocationList): return .currentLocation
        default: break
        }
        switch capture.value {
        case .entry(let value), .text(let value): return value.isEmpty ? nil : .named(value)
        default: return .named(typed())
        }
    }

    /// Times combine within one phrase: "tomorrow" ({day}) or "next Friday" ({date}) and "at 7:30"
    /// ({time}), in either order.
    private mutating func applyTime(_ capture: Capture, into understanding: inout Understanding) -> Bool {
        switch capture.value {
        case .time(var time):
            if let part = pendingPart, !time.isMeridiemKnown {
                time = ClockTime(hour: part.hour(time.hour), minute: time.minute, isMeridiemKnown: true)
            }
            if let day = pendingDay {
                understanding.slots.scheduledPickupTime = .dated(day, hour: time.hour, minute: time.minute, isMeridiemKnown: time.isMeridiemKnown)
            } else {
                understanding.slots.scheduledPickupTime = .clock(
                    hour: time.hour, minute: time.minute, dayOffset: pendingDayOffset ?? 0, isMeridiemKnown: time.isMeridiemKnown)
            }
            return true
        case .duration(let minutes):
            understanding.slots.scheduledPickupTime = .relative(minutes: minutes)
            return true
        case .number(let value):
            // "9" answering "What time should the driver come?": an hour of the day.
            guard value == value.rounded(), value >= 0, value <= 24 else { return false }
            let hour = Int(value)
            var time = ClockTime(hour: hour % 24, minute: 0, isMeridiemKnown: hour == 0 || hour > 12)
            if let part = pendingPart, !time.isMeridiemKnown { time = ClockTime(hour: part.hour(hour), minute: 0, isMeridiemKnown: true) }
            understanding.slots.scheduledPickupTime = .clock(hour: time.hour, minute: 0, dayOffset: pendingDayOffset ?? 0, isMeridiemKnown: time.isMeridiemKnown)
            return true
        case .entry(let value):
            // "1" (tomorrow), "1_morning" (tomorrow morning), "evening" (a part alone).
            let pieces = value.split(separator: "_")
            let days = pieces.first.flatMap { Int($0) }
            if let word = pieces.last, let part = DayPart(rawValue: String(word)) { applyPart(part, into: &understanding) }
            guard let days else { return understanding.slots.scheduledPickupTime != nil }
            return applyDay(offset: days, into: &understanding)
        case .date(.offset(let days)):
            return applyDay(offset: days, into: &understanding)
        case .date(let day):
            return applyDay(day, into: &understanding)
        default:
            return false
        }
    }

    /// A day counted from today; "at 9am tomorrow": the day may come after its time. Without a
    /// time it is a window ("tomorrow morning").
    private mutating func applyDay(offset days: Int, into understanding: inout Understanding) -> Bool {
        pendingDayOffset = days
        pendingDay = nil
        switch understanding.slots.scheduledPickupTime {
        case .clock(let hour, let minute, _, let known), .dated(_, let hour, let minute, let known):
            understanding.slots.scheduledPickupTime = .clock(hour: hour, minute: minute, dayOffset: days, isMeridiemKnown: known)
        case nil where days == 0 && pendingPart == nil:
            // "today" alone ("that's all for today") says nothing about when.
            return false
        default:
            understanding.slots.scheduledPickupTime = .window(.offset(days), part: pendingPart)
        }
        return true
    }

    /// "in the evening", "tonight": the part of the day a time without am or pm falls in.
    private mutating func applyPart(_ part: DayPart, into understanding: inout Understanding) {
        pendingPart = part
        switch understanding.slots.scheduledPickupTime {
        case .clock(let hour, let minute, let days, false):
            understanding.slots.scheduledPickupTime = .clock(hour: part.hour(hour), minute: minute, dayOffset: days, isMeridiemKnown: true)
        case .dated(let day, let hour, let minute, false):
            understanding.slots.scheduledPickupTime = .dated(day, hour: part.hour(hour), minute: minute, isMeridiemKnown: true)
        case .window(let day, _):
            understanding.slots.scheduledPickupTime = .window(day, part: part)
        case nil:
            understanding.slots.scheduledPickupTime = .window(pendingDay ?? .offset(pendingDayOffset ?? 0), part: part)
        default:
            break
        }
    }

    /// A calendar day; "at 9am on December 31": the day may come after its time.
    private mutating func applyDay(_ day: PickupDay, into understanding: inout Understanding) -> Bool {
        pendingDay = day
        switch understanding.slots.scheduledPickupTime {
        case .clock(let hour, let minute, _, let known), .dated(_, let hour, let minute, let known):
            understanding.slots.scheduledPickupTime = .dated(day, hour: hour, minute: minute, isMeridiemKnown: known)
        default:
            // "on Thursday", "12/31": a day with no time yet.
            understanding.slots.scheduledPickupTime = .window(day, part: pendingPart)
        }
        return true
    }
}
