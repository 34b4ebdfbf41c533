#if canImport(Foundation)
import Foundation
#endif
import RideIntents
import RideLanguage

/// Counts hits and misses turn by turn, and what the turns label.
struct CorpusTally {
    var ratios: [String: TuningReport.Ratio] = [:]
    var misses: [String: [String: (count: Int, examples: [String])]] = [:]
    /// The label each miss category needs, so misses of a figure the corpus does not label are left out.
    var missLabels: [String: CorpusLabel] = [:]
    /// Everything some turn labels.
    var labels: Set<CorpusLabel> = []

    mutating func count(_ name: String, hit: Bool) {
        ratios[name, default: .init()].total += 1
        if hit { ratios[name, default: .init()].hits += 1 }
    }

    mutating func miss(_ category: String, needs label: CorpusLabel, _ record: CorpusRecord, expected: String, got: String) {
        missLabels[category] = label
        let shape = Self.shape(of: record)
        var group = misses[category, default: [:]][shape] ?? (0, [])
        group.count += 1
        if group.examples.count < 3 {
            let context = record.context.isEmpty ? "" : "[\(record.context.prefix(60))] "
            group.examples.append("\(context)\(record.text) → expected \(expected), got \(got)")
        }
        misses[category, default: [:]][shape] = group
    }

    /// The text lowercased, the labelled drop-off as {place} and pickup as {pickup}, digits as #,
    /// punctuation dropped.
    static func shape(of record: CorpusRecord) -> String {
        var text = record.text
        let placeholders = [(record.slots.dropOff, "placeholderdropoff", "{place}"), (record.slots.pickup, "placeholderpickup", "{pickup}")]
        for (value, marker, _) in placeholders {
            if let value, !value.isEmpty { text = text.replacingOccurrences(of: value, with: " \(marker) ", options: .caseInsensitive) }
        }
        var out = ""
        var lastWasDigit = false
        for character in text.lowercased() {
            if character.isNumber {
                if !lastWasDigit { out.append("#") }
                lastWasDigit = true
                continue
            }
            lastWasDigit = false
            if character.isLetter || character == "'" || character == " " { out.append(character) }
        }
        var shape = out.split(separator: " ").joined(separator: " ")
        for (_, marker, placeholder) in placeholders { shape = shape.replacingOccurrences(of: marker, with: placeholder) }
        return shape
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// A place's words for an exact comparison: a leading "the" left out, as the grammar leaves it
    /// out of a place ("the Airport" is "Airport").
    static func placeWords(_ text: String) -> [String] {
        let words = words(text)
        return words.count > 1 && words[0] == "the" ? Array(words.dropFirst()) : words
    }

    /// Whether at least half of `expected`'s words are among `got`'s.
    static func halfTheWords(of expected: String, in got: String?) -> Bool {
        let expected = words(expected)
        let found = Set(words(got ?? ""))
        return !expected.isEmpty && expected.filter { found.contains($0) }.count * 2 >= expected.count
    }

    mutating func add(_ record: CorpusRecord, understanding: Understanding, reading: SystemTurnReading) {
        labels.formUnion(record.labels)
        // What the dialog would make of it: "yes" to "is a shared ride okay?" picks the shared
        // option rather than confirming; a correction at confirmation rejects what was read back.
        var answer = understanding.answer
        var rideOption = understanding.slots.rideOption?.vocabularyIdentifier
        if reading.asksAboutSharedRide, !reading.readsBackDetails, answer == .yes, rideOption == nil {
            rideOption = "Shared"
        }
        if answer == nil, reading.readsBackDetails {
            if understanding.isCorrection || (!reading.asksForValue && !understanding.slots.isEmpty) {
                // Changing a detail that was read back rejects the read-back.
                answer = .no
            } else if !understanding.questions.isEmpty || (reading.asksForValue && !understanding.slots.isEmpty) {
                // Asking about the ride, or giving what else was asked, goes along with it.
                answer = .yes
            }
        }
        if reading.offersMoreHelp {
            // "Anything else?": a yes starts something new; a no or a closing declines.
            answer = answer == .no || understanding.isClosing ? .no : nil
        } else if !reading.readsBackDetails {
            answer = nil
        }

        if record.isOtherDomain {
            scoreOtherDomain(record, intent: understanding.intent)
        } else {
            scoreIntent(record, intent: understanding.intent)
            scoreSlots(record, understanding: understanding, rideOption: rideOption)
            scoreQuestions(record, understanding: understanding)
        }
        // Answers and closings are labelled in every domain.
        if let labelled = record.answer {
            count("answer recall", hit: answer?.rawValue == labelled)
            if answer?.rawValue != labelled { miss("answer", needs: .answer, record, expected: labelled, got: answer?.rawValue ?? "none") }
        }
        if let answer {
            count("answer precision", hit: answer.rawValue == record.answer)
            if record.answer == nil { miss("answer (extra)", needs: .answer, record, expected: "none", got: answer.rawValue) }
        }
        if record.closing || understanding.isClosing {
            if record.closing { count("closing recall", hit: understanding.isClosing) }
            if understanding.isClosing { count("closing precision", hit: record.closing) }
        }
    }

    private mutating func scoreOtherDomain(_ record: CorpusRecord, intent: IntentKind?) {
        count("intent false positives (other domain)", hit: intent != nil)
        if record.nearDomain {
            count("intent false positives (near domain)", hit: intent != nil)
        }
        if let intent {
            let category = record.nearDomain ? "intent false positive (near domain)" : "intent false positive"
            miss(category, needs: record.nearDomain ? .nearDomain : .otherDomain, record, expected: "none", got: intent.rawValue)
        }
    }

    private mutating func scoreIntent(_ record: CorpusRecord, intent: IntentKind?) {
        let got = intent?.rawValue
        if let labelled = record.intent, let label = CorpusLabel(intent: labelled) {
            count("\(labelled) recall", hit: got == labelled)
            if got != labelled { miss(labelled, needs: label, record, expected: labelled, got: got ?? "none") }
        }
        if record.rideCancel, record.intent == nil {
            count("CancelRide recall", hit: intent == .cancelRide)
            if intent != .cancelRide { miss("CancelRide", needs: .rideCancel, record, expected: "CancelRide", got: got ?? "none") }
        }
        if record.rideChange || record.rideCancel {
            count("RequestRide false positives (change / cancel)", hit: intent == .requestRide)
            if intent == .requestRide {
                miss("RequestRide (change / cancel)", needs: .rideChangeOrCancel, record, expected: record.rideCancel ? "cancel" : "change", got: "RequestRide")
            }
        }
        switch intent {
        case .requestRide?:
            count("RequestRide precision (ride turns)", hit: record.intent == got)
        case .getRideStatus?:
            count("GetRideStatus precision (ride turns)", hit: record.intent == got)
            if record.intent != got { miss("GetRideStatus (extra)", needs: .getRideStatus, record, expected: record.intent ?? "none", got: "GetRideStatus") }
        default:
            break
        }
    }

    private mutating func scoreSlots(_ record: CorpusRecord, understanding: Understanding, rideOption: String?) {
        let partySize = understanding.slots.partySize
        if let labelled = record.slots.partySize {
            count("partySize recall", hit: partySize == labelled)
            if partySize != labelled { miss("partySize", needs: .partySize, record, expected: String(labelled), got: partySize.map(String.init) ?? "none") }
        }
        if let partySize {
            count("partySize precision", hit: partySize == record.slots.partySize)
            if record.slots.partySize == nil { miss("partySize (extra)", needs: .partySize, record, expected: "none", got: String(partySize)) }
        }
        if let labelled = record.slots.rideOption {
            count("rideOption recall", hit: rideOption == labelled)
            if rideOption != labelled { miss("rideOption", needs: .rideOption, record, expected: labelled, got: rideOption ?? "none") }
        }
        if let rideOption {
            count("rideOption precision", hit: rideOption == record.slots.rideOption)
            if record.slots.rideOption == nil { miss("rideOption (extra)", needs: .rideOption, record, expected: "none", got: rideOption) }
        }
        if record.judges("pickup") {
            scorePlace("pickup", label: .pickup, labelled: record.slots.pickup, got: understanding.slots.pickup, record)
        }
        if record.judges("dropOff") {
            scorePlace("dropOff", label: .dropOff, labelled: record.slots.dropOff, got: understanding.slots.dropOff, record)
        }
        scoreTime(record, understanding: understanding)
    }

    /// Recall with half the words right, exact recall, and exact precision of one end of the trip
    /// (exact: the same words, a leading "the" aside).
    private mutating func scorePlace(_ name: String, label: CorpusLabel, labelled: String?, got place: PlaceMention?, _ record: CorpusRecord) {
        // A reference that names a kind of place ("the apartment") is looked up by that name, as
        // the dialog does; one that only points back ("there") gives no value to judge.
        var got = place?.referencedKind
        if case .named(let text) = place { got = text }
        if let labelled {
            let exact = got.map { Self.placeWords($0) == Self.placeWords(labelled) } ?? false
            count("\(name) recall (half the words)", hit: Self.halfTheWords(of: labelled, in: got))
            count("\(name) exact", hit: exact)
            if !exact { miss(name, needs: label, record, expected: labelled, got: got ?? "none") }
        }
        if let got {
            count("\(name) precision (exact)", hit: labelled.map { Self.placeWords($0) == Self.placeWords(got) } ?? false)
            if labelled == nil { miss("\(name) (extra)", needs: label, record, expected: "none", got: got) }
        }
    }

    /// The pickup time: the words that gave it, half of them right.
    private mutating func scoreTime(_ record: CorpusRecord, understanding: Understanding) {
        var got: String?
        if understanding.slots.scheduledPickupTime != nil {
            let evidence = understanding.evidence.last { $0.target == "slot:scheduledPickupTime" }
            got = evidence.map { String(understanding.text.dropFirst($0.span.lowerBound).prefix($0.span.count)) } ?? ""
        }
        let labelled = record.slots.scheduledPickupTime
        if let labelled {
            let hit = Self.halfTheWords(of: labelled, in: got)
            count("scheduledPickupTime recall (half the words)", hit: hit)
            if !hit { miss("scheduledPickupTime", needs: .scheduledPickupTime, record, expected: labelled, got: got ?? "none") }
        }
        if let got {
            count("scheduledPickupTime precision (half the words)", hit: labelled.map { Self.halfTheWords(of: $0, in: got) } ?? false)
            if labelled == nil { miss("scheduledPickupTime (extra)", needs: .scheduledPickupTime, record, expected: "none", got: got) }
        }
    }

    private mutating func scoreQuestions(_ record: CorpusRecord, understanding: Understanding) {
        let asked = Set(understanding.questions.map { $0 == .eta ? "waitTime" : $0.rawValue })
        for request in record.requests {
            count("question recall", hit: asked.contains(request))
            if !asked.contains(request) { miss("question", needs: .requests, record, expected: request, got: asked.sorted().joined(separator: ",")) }
        }
        for question in asked.sorted() {
            count("question precision", hit: record.requests.contains(question))
            if !record.requests.contains(question) {
                miss("question (extra)", needs: .requests, record, expected: record.requests.joined(separator: ","), got: question)
            }
        }
    }

    /// The figures the corpus labels (those of `TuningTargets.figures` whose label some turn
    /// carries, and which counted at least one turn), with their targets, and their misses.
    /// - Parameter labelled: the labels to judge by; by default, those of the turns added.
    func report(turnCount: Int, labelled: Set<CorpusLabel>? = nil) -> TuningReport {
        let labels = labelled ?? labels
        let figures = TuningTargets.figures.compactMap { definition -> TuningReport.Figure? in
            guard labels.contains(definition.needs), let ratio = ratios[definition.name], ratio.total > 0 else { return nil }
            return TuningReport.Figure(
                name: definition.name, ratio: ratio, target: TuningTargets.target(for: definition.name, labels: labels),
                countsMistakes: definition.countsMistakes)
        }
        var groups: [TuningReport.MissGroup] = []
        for category in misses.keys.sorted() where missLabels[category].map(labels.contains) ?? false {
            let byShape = misses[category] ?? [:]
            let sorted = byShape.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
            for (shape, group) in sorted {
                groups.append(TuningReport.MissGroup(category: category, shape: shape, count: group.count, examples: group.examples))
            }
        }
        return TuningReport(turnCount: turnCount, figures: figures, misses: groups, labels: labels)
    }
}
