import Foundation
import RideIntents
import RideLanguage

/// Reads the user's answer to the question the dialog asked: a yes or no said alone, a pick from
/// a list ("the second one", "the SUV", "any is fine"), a value said alone ("SFO", "3"), a place
/// said as a correction. The request machine and Maps' list both read answers through it, so an
/// answer means the same wherever it is given.
///
/// It only reads; what the answer does to the dialog is the state machine's to decide.
struct AnswerReader: Sendable {
    /// What the user's words pick from a list.
    enum Pick: Hashable, Sendable {
        /// The item at this index (0-based).
        case item(Int)
        /// A number beyond the list (1-based, as said).
        case outOfRange(Int)
        /// A ride option named that is not on the list.
        case unknown(String)
        /// Nothing on the list.
        case none
    }

    /// The answer as the grammar understood it.
    let understanding: Understanding

    init(_ understanding: Understanding) {
        self.understanding = understanding
    }

    // MARK: - Yes and no

    /// Yes or no, when said alone: "yes but …" with words Hail did not follow is not a yes.
    /// Joining words left over change nothing ("yes please, and thanks").
    var bareAnswer: Answer? {
        let leftOver = understanding.residue.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" })
        guard leftOver.allSatisfy(Self.joiningWords.contains), understanding.choice == nil else { return nil }
        return understanding.answer
    }

    /// Words that join a yes or no to the rest of a turn without adding to it.
    static let joiningWords: Set<Substring> = ["and", "then", "so", "well", "also", "oh", "ah", "hmm", "um", "uh"]

    // MARK: - Picks

    /// "whatever is cheapest", "any is fine": the pick is left to the lowest price.
    var asksForTheCheapest: Bool { understanding.choice == .cheapest }

    /// Which item of `list` the answer picks: by number or ordinal ("2", "the second one"), "the
    /// last one", "the cheapest", a name or synonym ("the SUV"), part of a name ("the Market
    /// Street one"), or a slot value that names an item.
    func pick(from list: ChoiceList) -> Pick {
        var outOfRange: Int?
        switch understanding.choice {
        case .position(let position):
            if list.items.indices.contains(position - 1) { return .item(position - 1) }
            outOfRange = position
        case .last:
            if !list.items.isEmpty { return .item(list.items.count - 1) }
        case .cheapest:
            if let index = list.cheapest { return .item(index) }
        case .named(let words):
            if let index = list.exactMatch(words) ?? list.uniqueMatch(words) { return .item(index) }
        case nil:
            break
        }
        var unknown: String?
        if let option = understanding.slots.rideOption {
            let wanted = [option.vocabularyIdentifier, option.spokenPhrase].compactMap { $0 }
            if let index = wanted.lazy.compactMap({ list.exactMatch($0, rideOptionsOnly: true) }).first { return .item(index) }
            unknown = option.spokenPhrase
        }
        let mentions = [understanding.slots.dropOff, understanding.slots.pickup].compactMap { $0 }
        for case .named(let name) in mentions {
            if let index = list.uniqueMatch(name) { return .item(index) }
        }
        if let payment = understanding.slots.paymentMethod, let index = list.uniqueMatch(payment) {
            return .item(index)
        }
        if understanding.answer == nil, !understanding.residue.isEmpty, let index = list.uniqueMatch(understanding.residue) {
            return .item(index)
        }
        if let outOfRange { return .outOfRange(outOfRange) }
        if let unknown { return .unknown(unknown) }
        return .none
    }

    /// The slots the answer gives besides a choice of `parameter`: without both places for a
    /// place (a place named to pick one may be read as either), the option and what it rules out
    /// for a ride option, the value itself otherwise. "regular for 2" picks the option and gives a
    /// party size.
    func slots(besidesAChoiceOf parameter: RideParameter) -> RideSlots {
        var rest = understanding.slots
        switch parameter {
        case .pickupLocation, .dropOffLocation:
            rest.pickup = nil
            rest.dropOff = nil
        case .rideOptionName:
            rest.rideOption = nil
            rest.excludedRideOptions = []
        case .partySize: rest.partySize = nil
        case .paymentMethod: rest.paymentMethod = nil
        case .scheduledPickupTime:
            rest.scheduledPickupTime = nil
            rest.arrivalDeadline = nil
        }
        return rest
    }

    // MARK: - Values

    /// A bare answer ("SFO", "3") read as a value for the parameter being asked.
    func value(for parameter: RideParameter) -> ParameterValue? {
        switch parameter {
        case .pickupLocation, .dropOffLocation:
            let words = understanding.residue.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !words.isEmpty, understanding.answer == nil, understanding.command == nil else { return nil }
            return .place(Placemark(name: words))
        case .partySize:
            if case .position(let size) = understanding.choice { return .integer(size) }
            return nil
        case .paymentMethod:
            let words = understanding.residue.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !words.isEmpty, understanding.answer == nil else { return nil }
            return .paymentMethod(PaymentMethod(type: .unknown, name: words))
        case .rideOptionName:
            let words = ChoiceList.withoutArticle(understanding.residue)
            guard !words.isEmpty, understanding.answer == nil else { return nil }
            return .speakable(SpeakableString(spokenPhrase: words))
        case .scheduledPickupTime:
            return nil
        }
    }

    /// The words of a pick by name that names nothing offered ("the Hilton one"), read as a value
    /// for `parameter`.
    func namedValue(for parameter: RideParameter) -> ParameterValue? {
        guard case .named(let words) = understanding.choice else { return nil }
        return AnswerReader(Understanding(text: words, residue: words)).value(for: parameter)
    }

    /// A place said as a correction ("no wait, the Exploratorium"), or alone when `correctionOnly`
    /// is false, read as a new drop-off.
    func correctedPlace(correctionOnly: Bool = true) -> ParameterValue? {
        guard understanding.isCorrection || !correctionOnly, understanding.slots.isEmpty, understanding.answer == nil,
              understanding.choice == nil, understanding.command == nil, understanding.questions.isEmpty else { return nil }
        let words = understanding.residue.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty else { return nil }
        return .place(Placemark(name: words))
    }

    /// The placemark a mention stands for before resolution; `nil` for a reference the dialog
    /// cannot follow ("there", "that place"). A reference that names a kind of place ("the
    /// museum", "the theatre") is looked up by that name, so Maps can offer the ones it knows.
    static func placemark(for mention: PlaceMention) -> Placemark? {
        switch mention {
        case .named(let name): return Placemark(name: name)
        case .currentLocation: return Placemark(name: "current location")
        case .reference:
            return mention.referencedKind.map { Placemark(name: $0) }
        }
    }
}
