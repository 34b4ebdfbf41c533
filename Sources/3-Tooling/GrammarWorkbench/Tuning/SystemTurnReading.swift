#if canImport(Foundation)
import Foundation
#endif
import RideLanguage

/// What a system turn asks for, read from its wording the way a dialog knows what it just
/// asked: "Where are you going?" → `.dropOff`, "Where are you departing from?" → `.pickup`,
/// "What time do you want to be picked up?" → `.scheduledPickupTime`, "How many people?" →
/// `.partySize`, "Please confirm: a pool ride for 2 to SFO" → `.confirmation`.
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
    /// The turn is about a train, a flight, a bus, a hotel or a restaurant and names no ride: a
    /// user's "I would like to travel on Friday" after it answers about that, not for a ride.
    public var isAboutAnotherDomain: Bool

    public init(_ systemTurn: String) {
        let turn = Array((" " + systemTurn.lowercased() + " ").utf8)
        let words = TurnWords(systemTurn)
        // NB: a byte search; Foundation's `String.contains(_:)` bridges to NSString and made
        // reading the corpus's system turns most of `hail tune`'s time.
        func has(_ phrases: String...) -> Bool { phrases.contains { Self.bytes(turn, contain: $0) } }
        let isQuestion = turn.contains(UInt8(ascii: "?"))
        let completed = has(
            "is booked", "been booked", "is on the way", "is on its way", "has been", "confirmed", "was booked", "i booked",
            "i've booked", "reserved", "successfully", "is scheduled", "all set", "able to confirm", "been made", "is successful",
            "you're set", "you are set")
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
            "what destination", "which place", "what place", " destination?", "arrival location", "where would you like to be dropped",
            "where should i drop", "drop-off location", "dropoff location", "drop off location")
        // "Where are you departing from?", "May I have your departure location?" (STAR's wizard),
        // "Where should the driver pick you up?": the pickup, unless the drop-off is asked too.
        let namesPickup = has(
            "departing from", "depart from", "departure location", "departure?", "leaving from", "coming from", "pick you up?",
            "pick you up from?", "pick you up at?", "picked up?", "picked up from?", "picked up at?", "pickup location", "pick-up location",
            "pick up location", "pickup address", "pick-up address", "pick up address", "starting location", "starting point",
            "start location", "starting address", "where are you now", "where are you located", "your current location",
            "where from?", "where to pick")
        let namesDropOffToo = has(
            "arrival", "destination", "where to?", "would like to go", "want to go", "going to?", "drop you", "dropped off",
            "drop-off", "dropoff", "and to where")
        let asksPickup = namesPickup && !namesDropOffToo && !has("when", "what time", "how long", "how many minutes")
        let asksBothEnds = namesPickup && namesDropOffToo && !has("when", "what time")
        let asksTime = !asksPickup && has(
            "what time do you want to be picked", "what time would you like to be picked", "what time should", "when do you want to be picked",
            "when would you like to be picked", "when should the driver", "when should i book", "pickup time", "pick-up time",
            "pick up time", "when would you like to leave", "when do you want to leave", "what time do you want to leave",
            "what time would you like to leave", "when would you like the ride", "when do you need the ride", "what time do you need")
        let asksPartySize = has(
            "how many", "how may", "number of", "what size", "for how many", "just you?", "only yourself", "other passengers",
            "passengers with you", "going alone", "anyone else", "people will be")
        let namesRideOption = has(
            "type of ride", "kind of ride", "sort of ride", "type of cab", "kind of cab", "ride type", "which ride", "preference",
            "prefer", "would you rather", "what type", "what kind", "type of fare", " or pool", " or luxury", " or regular",
            "luxury or", "pool or", "regular or", " or something", "ride or a", " or a pool", " or a regular", " or a luxury", " or shared",
            "luxury?", "regular?", "pool?")
        let namesSomething = words.namesSomething
        // "Would you like a luxury ride?" offers a ride type rather than reading one back.
        let asksRideOption = namesRideOption
            || (words.startsWithAny("would you like a", "would you like an", "do you want a", "would you prefer a") && !namesSomething
                && has("luxury", "regular", "pool") && !has(" for ", "seat", "people", "person"))
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
        asksForValue = asksDropOff || asksPickup || asksTime || asksPartySize || asksRideOption
        isAboutAnotherDomain = has(
            " train", "trainid", " flight", " plane", " bus ", " buses", " coach", " hotel", " guesthouse", " guest house",
            " restaurant", " table for", " cuisine", " nights", " star ", " stars", " attraction", " museum tickets", " tickets")
            && !has("taxi", " cab", " ride", " car ", " car?", " car.", "driver", "uber", "lyft", "pick you up", "pickup", "pick-up", "chauffeur")
        let mentionsDestination = namesSomething && has(" to ", "destination", "address", "location", "venue")
        readsBackDetails = !offersMoreHelp && !asksAboutSharedRide && (explicitConfirmation || !completed)
            && (explicitConfirmation || confirmsDestination || (asksForValue && mentionsDestination)
                || (!asksForValue && !offersSomethingElse && !startsWithQuestionWord && !proposesSomething && ((mentionsDetails && isQuestion) || (isQuestion && namesSomething)
                    || words.startsLikeReadBack || (!asksForValue && !has("$") && (words.pairsPartyAndRide || has("you wanna"))))))
        if offersMoreHelp || asksBothEnds {
            expectation = nil
        } else if asksPickup && !explicitConfirmation {
            expectation = .pickup
        } else if asksTime && !explicitConfirmation {
            expectation = .scheduledPickupTime
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

    /// Whether `haystack` holds the UTF-8 bytes of `needle` anywhere.
    static func bytes(_ haystack: [UInt8], contain needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern -> Bool in
            haystack.withUnsafeBufferPointer { text -> Bool in find(pattern, in: text) }
        }
    }

    /// Whether `pattern` occurs in `text`. NB: the C library's memchr finds each candidate first
    /// byte and memcmp checks it, since each system turn is searched for some 200 phrases.
    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let needle = pattern.baseAddress, !pattern.isEmpty else { return true }
        guard let base = text.baseAddress, pattern.count <= text.count else { return false }
        let first = Int32(pattern[0])
        let last = text.count - pattern.count
        var start = 0
        while start <= last {
            guard let found = memchr(base + start, first, last - start + 1) else { return false }
            let candidate = found.assumingMemoryBound(to: UInt8.self)
            if memcmp(candidate, needle, pattern.count) == 0 { return true }
            start = UnsafePointer(candidate) - base + 1
        }
        return false
    }
}
