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
            || (isQuestion && !explicitConfirmation && turn.contains(#/\b(anything|something|else|more|further|other)\b/#)
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
        let namesSomething = systemTurn.contains(
            #/\b([Tt]o|[Ii]s|[Ff]or|[Aa]t|that|it|this) (\d|[A-Z])|^\s*\d|\b(destination|address|venue|location) (is )?(\d|[A-Z])/#)
        let confirmsDestination = asksAboutDestination && !asksDropOff && namesSomething
        asksAboutSharedRide = has("shared", "share", "sharing", "car pool") && isQuestion && !explicitConfirmation
            && !confirmsDestination && !namesSomething
        let offersSomethingElse = systemTurn.lowercased().contains(
            #/^\s*(would you like (to|me)|do you want (to|me)|shall i|should i|can i|could i|do you wish|want me to|would you want|are you ready|did you want to|may i|will you like to|do you need me|i can )/#)
            && !has("ride", "cab", "taxi") && !namesSomething
        let mentionsDetails = has(
            " to go to", "go to", "ride to", "ride for", "cab for", "cab to", "taxi for", "taxi to", " seat", "passenger", "people",
            "person", "destination", "address", "headed", "heading", "going to", "travel", "booking", "pool", "luxury", "regular",
            "shared ride")
        let startsWithQuestionWord = turn.contains(#/^\s*(what|which|where|when|how|who|whats|what's)\b/#)
        let proposesSomething = turn.contains(#/^\s*(how about|what about|i found|i have found|i've found|there is|there are|found)\b/#)
            && !has("ride", "cab", "taxi")
        asksForValue = asksDropOff || asksPartySize || asksRideOption
        let mentionsDestination = namesSomething && has(" to ", "destination", "address", "location", "venue")
        readsBackDetails = !offersMoreHelp && !asksAboutSharedRide && (explicitConfirmation || !completed)
            && (explicitConfirmation || confirmsDestination || (asksForValue && mentionsDestination)
                || (!asksForValue && !offersSomethingElse && !startsWithQuestionWord && !proposesSomething && ((mentionsDetails && isQuestion) || (isQuestion && namesSomething)
                    || systemTurn.lowercased().contains(
                        #/^\s*(so |okay,? so|ok,? so|alright,? so|booking|you want|you'd like|you would like|you need|you wish|i have an? (ride|cab|pool|luxury|regular|shared|seat)|(okay|ok|sure|cool),? (booking|a |\d))/#)
                    || !asksForValue && systemTurn.lowercased().contains(
                        #/\b(seats?|people|persons?|passengers?)\b.*\b(ride|cab|taxi|to|pool|luxury|regular|shared)\b|\b(ride|cab|taxi)\b.*\b(for \d|seats?|people|persons?)\b|\bto \d.*\bfor \d|\bfor \d+( persons?| people| seats?)?( pool| luxury| regular| shared)?\W*$|you wanna/#))))
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
