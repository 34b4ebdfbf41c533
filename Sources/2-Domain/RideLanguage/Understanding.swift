import RideIntents

/// What the ride grammar made of one utterance: the intent it asks for (if any), the slots it
/// gave, and the dialog answers it carries (yes / no, a choice, a question, a command).
///
/// Everything is optional: "yes" has only `answer`, "the second one" only `choice`, "to SFO, 4 of
/// us" only slots. The conversation engine decides what each means at its current stage.
public struct Understanding: Hashable, Sendable {
    /// The text as typed.
    public var text: String
    /// The intent the utterance asks for; `nil` when it asks for none (an answer, a bare value,
    /// chatter, or another domain).
    public var intent: IntentKind?
    /// The request-ride parameters the utterance gave.
    public var slots: RideSlots
    /// Yes or no.
    public var answer: Answer?
    /// A question the user asks at confirmation (or any time); the first of `questions`.
    public var question: RideQuestion?
    /// Every question asked, in order ("how much and how long is the ride?" → fare, duration).
    public var questions: [RideQuestion]
    /// A pick from a list the dialog offered.
    public var choice: Choice?
    /// "cancel", "help", "start over".
    public var command: DialogCommand?
    /// The utterance corrects something already said ("actually make it 3", "no, to the airport").
    public var isCorrection: Bool
    /// The utterance clearly belongs to another domain ("book a table for 2"); not a ride request.
    public var isOutOfDomain: Bool
    /// The user thanks or says goodbye.
    public var isClosing: Bool
    /// The words no phrase used, with skip words and fillers removed ("SFO" in "um, SFO please"):
    /// the bare value a dialog prompt may take as its answer.
    public var residue: String
    /// Where each run of words no phrase used is in `text` (character offsets, half-open), so the
    /// dialog can say which words it could not place ("on the 31st of Smarch").
    public var residueSpans: [Range<Int>] {
        get { residueRuns.spans }
        set { residueRuns = SmallSpanList(newValue) }
    }
    /// `residueSpans`, kept without an array for the first two.
    var residueRuns = SmallSpanList()
    /// The spans of the utterance each part of the parse used, and the rule behind it (for
    /// `--explain`, `:explain` and `:why`).
    public var evidence: [Evidence]

    /// Whether nothing at all was understood.
    public var isEmpty: Bool {
        intent == nil && slots.isEmpty && answer == nil && question == nil && choice == nil
            && command == nil && !isClosing
    }

    /// "cancel", "can you cancel it?": the cancel command said with nothing else, read with
    /// nothing asked as the booked ride's cancellation. In the dialog it stays the command: a
    /// request under way is what it ends first.
    public var isCancelCommandAlone: Bool {
        command == .cancel && intent == .cancelRide && !evidence.contains { $0.target == "intent" }
    }
}

// NB: the initializers are written in extensions, so each struct keeps its memberwise initializer:
// with this compiler an initializer that assigns its fields one by one retains the whole value
// and releases it again on return (about 200 instructions for an `Evidence`, 1,000 for an
// `Understanding`, callgrind), where the memberwise one does not.
extension Understanding {
    public init(
        text: String,
        intent: IntentKind? = nil,
        slots: RideSlots = .nothing,
        answer: Answer? = nil,
        question: RideQuestion? = nil,
        choice: Choice? = nil,
        command: DialogCommand? = nil,
        isCorrection: Bool = false,
        isOutOfDomain: Bool = false,
        isClosing: Bool = false,
        residue: String = "",
        evidence: [Evidence] = [],
        questions: [RideQuestion]? = nil
    ) {
        self.text = text
        self.intent = intent
        self.slots = slots
        self.answer = answer
        self.question = question ?? questions?.first
        self.questions = questions ?? question.map { [$0] } ?? []
        self.choice = choice
        self.command = command
        self.isCorrection = isCorrection
        self.isOutOfDomain = isOutOfDomain
        self.isClosing = isClosing
        self.residue = residue
        self.evidence = evidence
    }

    /// Nothing understood yet of `text`, for the builder to fill.
    static func nothingYet(of text: String) -> Understanding {
        Understanding(
            text: text, intent: nil, slots: .nothing, answer: nil, question: nil, questions: [], choice: nil, command: nil,
            isCorrection: false, isOutOfDomain: false, isClosing: false, residue: "", residueRuns: SmallSpanList(), evidence: [])
    }
}

/// The request-ride slots as the user gave them.
public struct RideSlots: Hashable, Sendable {
    /// The pickup place as typed ("the Ferry Building", "home"), or a reference.
    public var pickup: PlaceMention?
    /// The drop-off place as typed, or a reference.
    public var dropOff: PlaceMention?
    /// Total passengers ("for 4", "just me" → 1).
    public var partySize: Int?
    /// The ride option: canonical name and the words used ("XL" → SUV).
    public var rideOption: SpeakableString?
    /// The payment method as named ("my Amex", "work card", "visa ending 4242").
    public var paymentMethod: String?
    /// When to be picked up ("at 9am", "in 20 minutes", "tomorrow at 7:30").
    public var scheduledPickupTime: TimeExpression?
    /// Whether the user said a shared ride is fine (true) or not (false).
    public var sharedRideAcceptable: Bool?
    /// When the rider must arrive ("arrive by 16:45", "be at SFO by 5:30"): SiriKit has only a
    /// pickup time, so the dialog works the pickup out from it and says so.
    public var arrivalDeadline: TimeExpression?
    /// Ride options the user ruled out ("anything but a pool", "not the SUV"), canonical names.
    public var excludedRideOptions: [String] = []
    /// A driver rating for feedback ("rate my driver 5 stars" → 5).
    public var rating: Int?
    /// A tip for feedback ("tip $3" → $3.00).
    public var tip: CurrencyAmount?
    /// A tip as a share of the fare ("tip 20 percent", "give her 15%"); the dialog makes it an amount.
    public var tipPercent: Int?
    /// A party said without its size ("a few of us", "some friends and me"): the dialog asks how many.
    public var partySizeToAsk = false
    /// Cars asked for at once ("two cars", "2 taxis for 10 of us"): a request books one, so the
    /// dialog says so rather than dropping the rest.
    public var vehicleCount: Int?
    /// Who the ride is for, when it is someone else, as Hail says it back ("your dad").
    public var rider: String?

    public var isEmpty: Bool {
        pickup == nil && dropOff == nil && partySize == nil && rideOption == nil && paymentMethod == nil
            && scheduledPickupTime == nil && sharedRideAcceptable == nil && rating == nil && tip == nil
            && excludedRideOptions.isEmpty && tipPercent == nil && arrivalDeadline == nil && !partySizeToAsk
            && vehicleCount == nil && rider == nil
    }
}

extension RideSlots {
    public init(
        pickup: PlaceMention? = nil,
        dropOff: PlaceMention? = nil,
        partySize: Int? = nil,
        rideOption: SpeakableString? = nil,
        paymentMethod: String? = nil,
        scheduledPickupTime: TimeExpression? = nil,
        sharedRideAcceptable: Bool? = nil,
        rating: Int? = nil,
        tip: CurrencyAmount? = nil
    ) {
        self.pickup = pickup
        self.dropOff = dropOff
        self.partySize = partySize
        self.rideOption = rideOption
        self.paymentMethod = paymentMethod
        self.scheduledPickupTime = scheduledPickupTime
        self.sharedRideAcceptable = sharedRideAcceptable
        self.rating = rating
        self.tip = tip
    }

    /// No slot given.
    public static var nothing: RideSlots {
        RideSlots(
            pickup: nil, dropOff: nil, partySize: nil, rideOption: nil, paymentMethod: nil, scheduledPickupTime: nil,
            sharedRideAcceptable: nil, arrivalDeadline: nil, excludedRideOptions: [], rating: nil, tip: nil, tipPercent: nil)
    }
}

/// A place as the user mentioned it.
public enum PlaceMention: Hashable, Sendable {
    /// A name or address, as typed ("the Ferry Building" → "Ferry Building", "659 Merchant Street").
    case named(String)
    /// "here", "my location", "where I am".
    case currentLocation
    /// "there", "the same place": refers back to a place already in the dialog.
    case reference(String)

    /// The text for JSON and prose.
    public var text: String {
        switch self {
        case .named(let name): name
        case .currentLocation: "current location"
        case .reference(let words): words
        }
    }

    /// The kind of place a reference names, for Maps to look up ("the museum" → "museum"); `nil`
    /// for anything else, and for a reference that only points back ("there", "that place").
    public var referencedKind: String? {
        guard case .reference(let words) = self else { return nil }
        var kind = words.lowercased().split(separator: " ")
        if let first = kind.first, ["the", "my", "that", "this"].contains(first) { kind.removeFirst() }
        let name = kind.joined(separator: " ")
        return name.isEmpty || Self.pointerWords.contains(name) ? nil : name
    }

    /// What "the …" means when it only points back at a place said before.
    static let pointerWords: Set<String> = [
        "there", "over there", "same place", "place", "location", "address", "venue", "event", "spot", "property",
    ]
}

/// A time for the scheduled pickup, as said; turned into a date against the clock by the dialog.
public enum TimeExpression: Hashable, Sendable {
    /// "now", "asap".
    case now
    /// "in 20 minutes", "in an hour".
    case relative(minutes: Int)
    /// "at 9am", "tomorrow at 7:30"; `dayOffset` 0 is today, 1 tomorrow. `hour` is 0–23 when the
    /// meridiem was given or obvious; `isMeridiemKnown` false means "at 7" (the dialog picks the
    /// next 7 o'clock).
    case clock(hour: Int, minute: Int, dayOffset: Int, isMeridiemKnown: Bool)
    /// "on December 31 at 9am", "next Friday at 8": a time of day on a day named by the calendar;
    /// `hour` and `isMeridiemKnown` as for `clock`.
    case dated(PickupDay, hour: Int, minute: Int, isMeridiemKnown: Bool)
    /// A day, or a part of one, with no clock time: "tonight", "tomorrow morning", "on Thursday",
    /// "12/31". The dialog makes it a pickup window and asks for the time.
    case window(PickupDay, part: DayPart?)
}

/// Yes or no.
public enum Answer: String, Hashable, Sendable, CaseIterable {
    case yes, no
}

/// A question the user asks about a ride.
public enum RideQuestion: String, Hashable, Sendable, CaseIterable {
    /// "how much?"
    case fare
    /// "how long until it gets here?" (SGD's waitTime)
    case eta
    /// "how long is the ride?", "when will I get there?"
    case duration
    /// "how far away is the driver?"
    case distance
    /// "what car is it?"
    case vehicle
    /// "who's my driver?"
    case driver
    /// "when will I get there?": when the ride reaches the drop-off.
    case arrival
    /// "is there anything cheaper?": the options that cost less than the one quoted.
    case cheaperOptions
    /// "what else is there?": the other options for the trip.
    case otherOptions
    /// "what cards do I have?": the payment methods that can pay.
    case paymentMethods

    /// Whether only a booked ride answers it (asked out of the blue, it asks for the ride's status).
    public var isAboutABookedRide: Bool {
        switch self {
        case .distance, .vehicle, .driver, .arrival: true
        case .fare, .eta, .duration, .cheaperOptions, .otherOptions, .paymentMethods: false
        }
    }
}

/// A pick from an offered list.
public enum Choice: Hashable, Sendable {
    /// "2", "number 2", "the second one", "option two": 1-based.
    case position(Int)
    /// "the last one".
    case last
    /// "the cheapest one": the lowest priced item.
    case cheapest
    /// "the Market Street one", "the SUV": words to match against the offered items.
    case named(String)
    /// "the SF one", "the one in Oakland": a pick by description, which only an offered item may
    /// answer (a new value is said as one: "the Hilton", "no wait, SFO").
    case described(String)
}

/// A command to the dialog itself.
public enum DialogCommand: String, Hashable, Sendable, CaseIterable {
    /// "cancel", "never mind", "forget it".
    case cancel
    /// "help", "what can I say?".
    case help
    /// "start over".
    case startOver
    /// "keep me posted": live updates on the booked ride.
    case followRide
    /// "stop the updates".
    case stopFollowing
    /// "the pickup" when asked what to change: that value is asked for again.
    case changePickup
    /// "the destination".
    case changeDropOff
    /// "the time".
    case changeTime
    /// "the number of passengers".
    case changePartySize
    /// "the kind of ride".
    case changeRideOption
    /// "the card".
    case changePayment

    /// The request parameter a change command names ("the card" → paymentMethod).
    public var changedParameter: RideParameter? {
        switch self {
        case .changePickup: .pickupLocation
        case .changeDropOff: .dropOffLocation
        case .changeTime: .scheduledPickupTime
        case .changePartySize: .partySize
        case .changeRideOption: .rideOptionName
        case .changePayment: .paymentMethod
        case .cancel, .help, .startOver, .followRide, .stopFollowing: nil
        }
    }
}

/// One piece of a parse: what it produced, the rule and list entry behind it, and the span of the
/// utterance it used.
public struct Evidence: Hashable, Sendable {
    /// What this piece set: "intent", "slot:dropOff", "answer", "question", "choice", "command".
    public var target: String
    /// The value it set ("RequestRide", "SFO", "yes").
    public var value: String
    /// The rule that matched, as `file:line` and name ("ride.grammar:12 <dropoff_phrase>").
    public var rule: String
    // NB: the span before the synonym, so the memberwise initializer (which the builder uses, see
    // the extension on `Understanding`) differs from the public one.
    /// The character offsets of the text used, half-open, in `text`.
    public var span: Range<Int>
    /// The list and synonym behind a slot value, when one was used ("{ride_option} XL → SUV").
    public var synonym: String?
}

extension Evidence {
    public init(target: String, value: String, rule: String, synonym: String? = nil, span: Range<Int>) {
        self.target = target
        self.value = value
        self.rule = rule
        self.synonym = synonym
        self.span = span
    }
}

/// What the dialog has just asked for, so a bare answer ("SFO", "3", "the second") can be read as
/// that value. `nil` when nothing in particular is asked.
public enum DialogExpectation: Hashable, Sendable {
    /// "Where from?"
    case pickup
    /// "Where to?"
    case dropOff
    /// "How many passengers?"
    case partySize
    /// "Which ride?"
    case rideOption
    /// "Which card?"
    case paymentMethod
    /// "When?"
    case scheduledPickupTime
    /// "Shall I book it?"
    case confirmation
    /// "Which one: 1. …, 2. …?"
    case choice
}
