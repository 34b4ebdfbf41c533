import PhraseGrammar
import RideIntents

/// Slots read from a parse: a phrase's constants, sums and exclusions, and each capture by its slot.
extension UnderstandingBuilder {
    // MARK: - Constants

    func setConstant(
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
    func addUp(_ captures: [Capture], slot: String, phrase: Int, span: TextSpan, in parse: PhraseParseView, into understanding: inout Understanding) {
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
    func exclude(_ capture: Capture, phrase: Int, in parse: PhraseParseView, into understanding: inout Understanding) {
        guard capture.slot == "rideOption", case .entry(let value) = capture.value else { return }
        if !understanding.slots.excludedRideOptions.contains(value) { understanding.slots.excludedRideOptions.append(value) }
        if understanding.slots.rideOption?.vocabularyIdentifier == value { understanding.slots.rideOption = nil }
        let synonym = Self.synonym(list: capture.source.name, typed: typed(capture.span, of: parse.text), value: value)
        note("slot:excludedRideOptions", value, phrase: phrase, synonym: synonym, span: capture.span, in: parse, into: &understanding)
    }

    // MARK: - Captures

    mutating func apply(
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
            // NB: a share over 100% is kept ("tip 150%"): the dialog asks before sending a tip larger than the fare.
            guard let percent = integer(capture.value), percent >= 0, percent <= 1_000 else { return }
            understanding.slots.tipPercent = percent
            shown = "\(percent)%"
        case .rider:
            guard case .entry(let value) = capture.value else { return }
            understanding.slots.rider = value.replacingOccurrences(of: "_", with: " ")
            shown = understanding.slots.rider
        case .vehicleCount:
            guard let count = integer(capture.value), count >= 1, count <= 99 else { return }
            understanding.slots.vehicleCount = count
            shown = String(count)
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
}
