/// What a system turn asks for, read from its wording the way a dialog knows what it just
/// asked: "Where are you going?" → `.dropOff`, "How many people?" → `.partySize`, "Please
/// confirm: a pool ride for 2 to SFO" → `.confirmation`.
///
/// The corpus labels yes / no only where the system reads details back, and no where it offers
/// more help; a yes to another offer ("Shall I book tickets?", "Is a shared ride okay?")
/// accepts the offer instead, so the scorer counts answers only where they are labelled.
public struct SystemTurnReading: Hashable, Sendable {
    /// The expectation to pass to `understand`.
    public var expectation: DialogExpectation?
    /// The turn reads details back for confirmation ("So you want a pool ride for 2?").
    public var readsBackDetails: Bool
    /// The turn offers more help ("Anything else?"): a no or a closing declines it.
    public var offersMoreHelp: Bool
    /// The turn asks whether a shared ride is acceptable ("Is a shared ride okay?").
    public var asksAboutSharedRide: Bool
    /// The turn asks for a value (where to, how many, which ride), maybe besides reading back.
    public var asksForValue: Bool

    public init(_ systemTurn: String) {
        let turn = " " + systemTurn.lowercased() + " "
        let words = TurnWords(systemTurn)
        func has(_ phrases: String...) -> Bool { phrases.contains { turn.contains($0) } }
        let isQuestion = turn.contains("?")
        let completed = has(
            "is booked", "been booked", "is on the way", "is on its way", "has been", "confirmed", "was booked", "i booked",
            "i've booked", "reserved", "successfully", "is scheduled", "all set", "able to confirm")
        let explicitConfirmation = (has("confirm") && !has("confirmed", "able to confirm")) || has(
            "verify", "ensure", "correct", "right?", "is that right", "is this right", "is this what", "is that what",
            "to clarify", "make sure", "just to be sure", "double check", "double-check", "recap", "go over the details",
            "here's what i have", "i heard", "if i got", "details:", "following details", "to be sure")
        offersMoreHelp = !explicitConfirmation
            && has(
                "anything else", "something else", "anything more", "something more", "any more", "anymore", "further",
                "more help", "help with more", "else i can", "else can i", "other help", "other assistance", "what else",
                "anything i can", "any other", "any thing", "else for you", "help you with anything", "can i help", "may i help",
                "can i assist", "can i do", "else today", "need help with", "help with anything", "additional", "more assistance",
                "help you with", "other things", "more thing", "other thing", "help from", "be all?", "anything to help",
                "need anything", "other than that", "more questions", "what's next", "whats next", "help more")
            && !has(" or something else", " or anything else", " or something other")
            || (isQuestion && !explicitConfirmation && words.containsAny(["anything", "something", "else", "more", "further", "other"])
                && !has("ride", "cab", "taxi", "seat", "people", "person", "passenger", " or something", " or anything"))
        let asksAboutDestination = has(
            "are you going", "are you heading", "are you headed", "is your destination", "would you like to go to", "will you be going",
            "would you be going", "do you want to go", "you want to go to", "is the destination", "the destination?", "to go to")
        let asksDropOff = has(
            " where", "what address", "which address", "what location", "what is the address", "what is the destination",
            "what's the destination", "what is your destination", "what's your destination", "destination please", "the destination.",
            "your destination?", "destination,", "what is destination", "tell me your destination", "tell me the destination",
            "what destination")
        let asksPartySize = has("how many", "number of", "what size", "for how many", "just you?", "only yourself")
        let asksRideOption = has(
            "type of ride", "kind of ride", "sort of ride", "type of cab", "kind of cab", "ride type", "which ride", "preference",
            "prefer", "would you rather", "what type", "what kind", "type of fare", " or pool", " or luxury", " or regular",
            "luxury or", "pool or", "regular or", " or something", "ride or a", " or a pool", " or a regular", " or a luxury", " or shared")
        let namesSomething = words.namesSomething
        let confirmsDestination = asksAboutDestination && !asksDropOff && namesSomething
        asksAboutSharedRide = has("shared", "share", "sharing", "car pool") && isQuestion && !explicitConfirmation
            && !confirmsDestination && !namesSomething
        let offersSomethingElse = words.startsWithAny(
            "would you like to", "would you like me", "do you want to", "do you want me", "shall i", "should i", "can i", "could i",
            "do you wish", "want me to", "would you want", "are you ready", "did you want to", "may i", "will you like to",
            "do you need me", "i can")
            && !has("ride", "cab", "taxi") && !namesSomething
        let mentionsDetails = has(
            " to go to", "go to", "ride to", "ride for", "cab for", "cab to", "taxi for", "taxi to", " seat", "passenger", "people",
            "person", "destination", "address", "headed", "heading", "going to", "travel", "booking", "pool", "luxury", "regular",
            "shared ride")
        let startsWithQuestionWord = words.startsWithAny("what", "which", "where", "when", "how", "who", "whats", "what's")
        let proposesSomething = words.startsWithAny("how about", "what about", "i found", "i have found", "i've found", "there is", "there are", "found")
            && !has("ride", "cab", "taxi")
        asksForValue = asksDropOff || asksPartySize || asksRideOption
        let mentionsDestination = namesSomething && has(" to ", "destination", "address", "location", "venue")
        readsBackDetails = !offersMoreHelp && !asksAboutSharedRide && (explicitConfirmation || !completed)
            && (explicitConfirmation || confirmsDestination || (asksForValue && mentionsDestination)
                || (!asksForValue && !offersSomethingElse && !startsWithQuestionWord && !proposesSomething && ((mentionsDetails && isQuestion) || (isQuestion && namesSomething)
                    || words.startsLikeReadBack || (!asksForValue && (words.pairsPartyAndRide || has("you wanna"))))))
        if offersMoreHelp {
            expectation = nil
        } else if asksDropOff && !explicitConfirmation && !confirmsDestination {
            expectation = .dropOff
        } else if asksPartySize && !explicitConfirmation {
            expectation = .partySize
        } else if asksRideOption && !explicitConfirmation && !asksAboutSharedRide {
            expectation = .rideOption
        } else if readsBackDetails || asksAboutSharedRide || isQuestion {
            expectation = .confirmation
        } else {
            expectation = nil
        }
    }
}

/// The words of a system turn, punctuation trimmed, for checks on word order and case.
private struct TurnWords {
    let original: [String]
    let lower: [String]
    /// Whether the word ends a sentence or clause ("destination?", "it.").
    let endsClause: [Bool]

    init(_ text: String) {
        var original: [String] = []
        var endsClause: [Bool] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            let trimmed = String(word.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
            guard !trimmed.isEmpty else { continue }
            original.append(trimmed)
            endsClause.append(word.last.map { ".?!,;:".contains($0) } ?? false)
        }
        self.original = original
        self.endsClause = endsClause
        lower = original.map { $0.lowercased() }
    }

    private static let parties: Set<String> = ["seat", "seats", "people", "person", "persons", "passenger", "passengers"]
    private static let rides: Set<String> = ["ride", "cab", "taxi"]

    func containsAny(_ candidates: Set<String>) -> Bool {
        lower.contains { candidates.contains($0) }
    }

    /// Whether the words begin with one of `phrases` (whole words).
    func startsWithAny(_ phrases: String...) -> Bool {
        phrases.contains { phrase in
            let parts = phrase.split(separator: " ").map(String.init)
            return lower.count >= parts.count && Array(lower.prefix(parts.count)) == parts
        }
    }

    /// Capitalized words that name no place.
    private static let unnamed: Set<String> = [
        "shared", "share", "pool", "luxury", "regular", "okay", "ok", "fine", "that", "this", "it", "there", "i", "correct", "right",
    ]

    private static func isNamed(_ word: String) -> Bool {
        (word.first.map { $0.isNumber || $0.isUppercase } ?? false) && !unnamed.contains(word.lowercased())
    }

    private static func isNumber(_ word: String) -> Bool {
        word.first?.isNumber ?? false
    }

    /// "to 5 Main Street", "is SFO", "destination 2500 Milvia Street", or a turn opening with a number.
    var namesSomething: Bool {
        if original.first.map(Self.isNumber) == true { return true }
        let lead: Set<String> = ["to", "is", "for", "at", "that", "it", "this"]
        let places: Set<String> = ["destination", "address", "venue", "location"]
        for index in lower.indices.dropLast() where !endsClause[index] {
            if lead.contains(lower[index]), Self.isNamed(original[index + 1]) { return true }
            if places.contains(lower[index]) {
                let next = lower[index + 1] == "is" && !endsClause[index + 1] ? index + 2 : index + 1
                if next < original.count, Self.isNamed(original[next]) { return true }
            }
        }
        return false
    }

    /// "So …", "Booking …", "You want …", "I have a ride …", "Okay, a …": how read-backs open.
    var startsLikeReadBack: Bool {
        if startsWithAny("so", "okay so", "ok so", "alright so", "booking", "you want", "you'd like", "you would like", "you need", "you wish") {
            return true
        }
        if startsWithAny("i have a", "i have an"), lower.count > 3,
            ["ride", "cab", "pool", "luxury", "regular", "shared", "seat"].contains(lower[3]) {
            return true
        }
        if ["okay", "ok", "sure", "cool"].contains(lower.first ?? ""), lower.count > 1,
            lower[1] == "booking" || lower[1] == "a" || Self.isNumber(lower[1]) {
            return true
        }
        return false
    }

    /// A party size and a ride in one breath: "2 seats on a pool ride", "a cab for 3", "for 1 pool".
    var pairsPartyAndRide: Bool {
        let rideWords: Set<String> = ["ride", "cab", "taxi", "to", "pool", "luxury", "regular", "shared"]
        if let party = lower.firstIndex(where: { Self.parties.contains($0) }),
            lower[(party + 1)...].contains(where: { rideWords.contains($0) }) {
            return true
        }
        if let ride = lower.firstIndex(where: { Self.rides.contains($0) }) {
            let rest = Array(lower[(ride + 1)...])
            for (offset, word) in rest.enumerated() {
                if Self.parties.contains(word) { return true }
                if word == "for", offset + 1 < rest.count, Self.isNumber(rest[offset + 1]) { return true }
            }
        }
        if let to = lower.indices.dropLast().first(where: { lower[$0] == "to" && Self.isNumber(lower[$0 + 1]) }),
            lower.indices.dropLast().contains(where: { $0 > to && lower[$0] == "for" && Self.isNumber(lower[$0 + 1]) }) {
            return true
        }
        // Ends with "for 2", "for 1 person", "for 1 pool".
        if let last = lower.lastIndex(of: "for"), last + 1 < lower.count, Self.isNumber(lower[last + 1]) {
            let tail = lower[(last + 2)...]
            let allowed: Set<String> = ["person", "persons", "people", "seat", "seats", "pool", "luxury", "regular", "shared"]
            return tail.count <= 2 && tail.allSatisfy { allowed.contains($0) }
        }
        return false
    }
}
