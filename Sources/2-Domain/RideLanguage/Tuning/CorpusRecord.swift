/// One labelled user turn of the tuning corpus (`sgd-ridesharing-train.jsonl`).
public struct CorpusRecord: Decodable, Hashable, Sendable {
    /// The slots a turn informs, in this project's names.
    public struct Slots: Decodable, Hashable, Sendable {
        public var dropOff: String?
        public var partySize: Int?
        public var rideOption: String?

        public init(dropOff: String? = nil, partySize: Int? = nil, rideOption: String? = nil) {
            self.dropOff = dropOff
            self.partySize = partySize
            self.rideOption = rideOption
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

    public init(
        id: String = "", text: String, context: String = "", domain: String = "ride", intent: String? = nil,
        slots: Slots = Slots(), sharedRide: Bool? = nil, answer: String? = nil, requests: [String] = [], closing: Bool = false
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
    }

    private enum CodingKeys: String, CodingKey {
        case id, text, context, domain, intent, slots, sharedRide, answer, requests, closing
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
    }

    /// Whether the turn belongs to another service.
    public var isOtherDomain: Bool { domain != "ride" }
}
