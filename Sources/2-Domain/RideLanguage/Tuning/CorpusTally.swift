#if canImport(Foundation)
import Foundation
#endif

/// Counts hits and misses turn by turn.
struct CorpusTally {
    var ratios: [String: TuningReport.Ratio] = [:]
    var misses: [String: [String: (count: Int, examples: [String])]] = [:]

    mutating func count(_ name: String, hit: Bool) {
        ratios[name, default: .init()].total += 1
        if hit { ratios[name, default: .init()].hits += 1 }
    }

    mutating func miss(_ category: String, _ record: CorpusRecord, expected: String, got: String) {
        let shape = Self.shape(of: record)
        var group = misses[category, default: [:]][shape] ?? (0, [])
        group.count += 1
        if group.examples.count < 3 {
            let context = record.context.isEmpty ? "" : "[\(record.context.prefix(60))] "
            group.examples.append("\(context)\(record.text) → expected \(expected), got \(got)")
        }
        misses[category, default: [:]][shape] = group
    }

    /// The text lowercased, the labelled drop-off as {place}, digits as #, punctuation dropped.
    static func shape(of record: CorpusRecord) -> String {
        var text = record.text
        if let dropOff = record.slots.dropOff, !dropOff.isEmpty { text = text.replacingOccurrences(of: dropOff, with: " PLACE ") }
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
        return out.split(separator: " ").joined(separator: " ").replacingOccurrences(of: "place", with: "{place}")
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    mutating func add(_ record: CorpusRecord, understanding: Understanding, reading: SystemTurnReading) {
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
        let intent = understanding.intent?.rawValue

        if record.isOtherDomain {
            count("intent false positives (other domain)", hit: intent != nil)
            if intent != nil { miss("intent false positive", record, expected: "none", got: intent ?? "") }
        } else {
            if let labelled = record.intent {
                count("intent recall", hit: intent == labelled)
                if intent != labelled { miss("intent", record, expected: labelled, got: intent ?? "none") }
            }
            if intent != nil {
                count("intent precision (ride turns)", hit: record.intent == intent)
            }
            scoreSlots(record, understanding: understanding, rideOption: rideOption)
            scoreQuestions(record, understanding: understanding)
        }
        // Answers and closings are labelled in every domain.
        if let labelled = record.answer {
            count("answer recall", hit: answer?.rawValue == labelled)
            if answer?.rawValue != labelled { miss("answer", record, expected: labelled, got: answer?.rawValue ?? "none") }
        }
        if let answer {
            count("answer precision", hit: answer.rawValue == record.answer)
            if record.answer == nil { miss("answer (extra)", record, expected: "none", got: answer.rawValue) }
        }
        if record.closing || understanding.isClosing {
            if record.closing { count("closing recall", hit: understanding.isClosing) }
            if understanding.isClosing { count("closing precision", hit: record.closing) }
        }
    }

    private mutating func scoreSlots(_ record: CorpusRecord, understanding: Understanding, rideOption: String?) {
        let partySize = understanding.slots.partySize
        if let labelled = record.slots.partySize {
            count("partySize recall", hit: partySize == labelled)
            if partySize != labelled { miss("partySize", record, expected: String(labelled), got: partySize.map(String.init) ?? "none") }
        }
        if let partySize {
            count("partySize precision", hit: partySize == record.slots.partySize)
            if record.slots.partySize == nil { miss("partySize (extra)", record, expected: "none", got: String(partySize)) }
        }
        if let labelled = record.slots.rideOption {
            count("rideOption recall", hit: rideOption == labelled)
            if rideOption != labelled { miss("rideOption", record, expected: labelled, got: rideOption ?? "none") }
        }
        if let rideOption {
            count("rideOption precision", hit: rideOption == record.slots.rideOption)
            if record.slots.rideOption == nil { miss("rideOption (extra)", record, expected: "none", got: rideOption) }
        }
        var dropOff: String?
        if case .named(let name) = understanding.slots.dropOff { dropOff = name }
        if let labelled = record.slots.dropOff {
            let expected = Self.words(labelled)
            let got = Set(Self.words(dropOff ?? ""))
            let shared = expected.filter { got.contains($0) }.count
            let halfRight = !expected.isEmpty && shared * 2 >= expected.count
            let exact = dropOff.map { Self.words($0) == expected } ?? false
            count("dropOff recall (half the words)", hit: halfRight)
            count("dropOff exact", hit: exact)
            if !exact { miss("dropOff", record, expected: labelled, got: dropOff ?? "none") }
        }
        if let dropOff {
            let hit = record.slots.dropOff.map { Self.words($0) == Self.words(dropOff) } ?? false
            count("dropOff precision (exact)", hit: hit)
            if record.slots.dropOff == nil { miss("dropOff (extra)", record, expected: "none", got: dropOff) }
        }
    }

    private mutating func scoreQuestions(_ record: CorpusRecord, understanding: Understanding) {
        let asked = Set(understanding.questions.map { $0 == .eta ? "waitTime" : $0.rawValue })
        for request in record.requests {
            count("question recall", hit: asked.contains(request))
            if !asked.contains(request) { miss("question", record, expected: request, got: asked.sorted().joined(separator: ",")) }
        }
        for question in asked.sorted() {
            count("question precision", hit: record.requests.contains(question))
            if !record.requests.contains(question) { miss("question (extra)", record, expected: record.requests.joined(separator: ","), got: question) }
        }
    }

    func report(turnCount: Int) -> TuningReport {
        let order: [(String, TuningReport.Target?)] = [
            ("intent recall", .atLeast(0.95)),
            ("intent false positives (other domain)", .atMost(0.02)),
            ("intent precision (ride turns)", nil),
            ("dropOff recall (half the words)", .atLeast(0.90)),
            ("dropOff exact", .atLeast(0.75)),
            ("dropOff precision (exact)", nil),
            ("partySize recall", .atLeast(0.95)),
            ("partySize precision", .atLeast(0.97)),
            ("rideOption recall", .atLeast(0.95)),
            ("rideOption precision", .atLeast(0.97)),
            ("answer recall", .atLeast(0.95)),
            ("answer precision", .atLeast(0.97)),
            ("question recall", .atLeast(0.90)),
            ("question precision", nil),
            ("closing recall", nil),
            ("closing precision", nil),
        ]
        let figures = order.map { name, target in
            TuningReport.Figure(name: name, ratio: ratios[name] ?? .init(), target: target)
        }
        var groups: [TuningReport.MissGroup] = []
        for category in misses.keys.sorted() {
            let byShape = misses[category] ?? [:]
            let sorted = byShape.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
            for (shape, group) in sorted {
                groups.append(TuningReport.MissGroup(category: category, shape: shape, count: group.count, examples: group.examples))
            }
        }
        return TuningReport(turnCount: turnCount, figures: figures, misses: groups)
    }
}
