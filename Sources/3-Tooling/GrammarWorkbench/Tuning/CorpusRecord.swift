import RideLanguage

/// One labelled user turn of a tuning corpus (`sgd-ridesharing-train.jsonl`,
/// `star-rides-tune.jsonl`; the fields are described in `shared/corpora/README.md`).
public struct CorpusRecord: Decodable, Hashable, Sendable {
    /// The slots a turn informs, in this project's names.
    public struct Slots: Decodable, Hashable, Sendable {
        public var dropOff: String?
        /// The pickup place as typed (STAR).
        public var pickup: String?
        public var partySize: Int?
        public var rideOption: String?
        /// The words that give the pickup time, as typed ("tomorrow at 7").
        public var scheduledPickupTime: String?

        public init(
            dropOff: String? = nil, pickup: String? = nil, partySize: Int? = nil, rideOption: String? = nil, scheduledPickupTime: String? = nil
        ) {
            self.dropOff = dropOff
            self.pickup = pickup
            self.partySize = partySize
            self.rideOption = rideOption
            self.scheduledPickupTime = scheduledPickupTime
        }
    }

    public var id: String
    public var text: String
    /// The system's previous turn: what the user is answering.
    public var context: String
    /// "ride", or "other" for a turn belonging to another service.
    public var domain: String
    public var intent: String?
    public var slots: Slots
    public var sharedRide: Bool?
    public var answer: String?
    /// "fare", "waitTime", "duration".
    public var requests: [String]
    public var closing: Bool
    /// An other-domain turn of a task close to rides (directions, flights): STAR's `nearDomain`.
    public var nearDomain: Bool
    /// The turn asks to change a booked ride (STAR's `rideChange`): no ride request.
    public var rideChange: Bool
    /// The turn asks to cancel a booked ride (STAR's `rideCancel`): no ride request.
    public var rideCancel: Bool
    /// Ends of the trip ("pickup", "dropOff") the data cannot judge in this turn: a value found
    /// there is neither right nor wrong.
    public var unspanned: [String]

    public init(
        id: String = "", text: String, context: String = "", domain: String = "ride", intent: String? = nil,
        slots: Slots = Slots(), sharedRide: Bool? = nil, answer: String? = nil, requests: [String] = [], closing: Bool = false,
        nearDomain: Bool = false, rideChange: Bool = false, rideCancel: Bool = false, unspanned: [String] = []
    ) {
        self.id = id
        self.text = text
        self.context = context
        self.domain = domain
        self.intent = intent
        self.slots = slots
        self.sharedRide = sharedRide
        self.answer = answer
        self.requests = requests
        self.closing = closing
        self.nearDomain = nearDomain
        self.rideChange = rideChange
        self.rideCancel = rideCancel
        self.unspanned = unspanned
    }

    private enum CodingKeys: String, CodingKey {
        case id, text, context, domain, intent, slots, sharedRide, answer, requests, closing, nearDomain, rideChange, rideCancel, unspanned
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
        text = try container.decode(String.self, forKey: .text)
        context = try container.decodeIfPresent(String.self, forKey: .context) ?? ""
        domain = try container.decodeIfPresent(String.self, forKey: .domain) ?? "ride"
        intent = try container.decodeIfPresent(String.self, forKey: .intent)
        slots = try container.decodeIfPresent(Slots.self, forKey: .slots) ?? Slots()
        sharedRide = try container.decodeIfPresent(Bool.self, forKey: .sharedRide)
        answer = try container.decodeIfPresent(String.self, forKey: .answer)
        requests = try container.decodeIfPresent([String].self, forKey: .requests) ?? []
        closing = try container.decodeIfPresent(Bool.self, forKey: .closing) ?? false
        nearDomain = try container.decodeIfPresent(Bool.self, forKey: .nearDomain) ?? false
        rideChange = try container.decodeIfPresent(Bool.self, forKey: .rideChange) ?? false
        rideCancel = try container.decodeIfPresent(Bool.self, forKey: .rideCancel) ?? false
        unspanned = try container.decodeIfPresent([String].self, forKey: .unspanned) ?? []
    }

    /// Whether the turn belongs to another service.
    public var isOtherDomain: Bool { domain != "ride" }

    /// Whether a value found for this end of the trip ("pickup", "dropOff") can be judged.
    public func judges(_ end: String) -> Bool { !unspanned.contains(end) }

    /// What this turn labels, for the figures a corpus can be scored on.
    public var labels: Set<CorpusLabel> {
        var labels: Set<CorpusLabel> = []
        if isOtherDomain { labels.insert(.otherDomain) }
        if nearDomain { labels.insert(.nearDomain) }
        if let intent, let label = CorpusLabel(intent: intent) { labels.insert(label) }
        if rideChange || rideCancel { labels.insert(.rideChangeOrCancel) }
        if rideCancel { labels.insert(.rideCancel) }
        if slots.dropOff != nil { labels.insert(.dropOff) }
        if slots.pickup != nil { labels.insert(.pickup) }
        if slots.partySize != nil { labels.insert(.partySize) }
        if slots.rideOption != nil { labels.insert(.rideOption) }
        if slots.scheduledPickupTime != nil { labels.insert(.scheduledPickupTime) }
        if answer != nil { labels.insert(.answer) }
        if !requests.isEmpty { labels.insert(.requests) }
        if closing { labels.insert(.closing) }
        return labels
    }
}
