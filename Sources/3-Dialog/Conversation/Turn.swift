import RideIntents
import RideLanguage

/// Everything that happened in one user turn: what was understood, what Hail said, each
/// resolution result and intent response, and where the dialog ended up.
public struct Turn: Sendable {
    /// The user's text.
    public var userText: String
    /// What the grammar made of it (nil for turns with no text, such as Ctrl-C).
    public var understanding: Understanding?
    /// Hail's answer, one entry per paragraph, in order.
    public var said: [String] = []
    /// Trace lines (each resolution result and state transition), in order.
    public var trace: [String] = []
    /// The stage after the turn.
    public var stage: DialogStage = .idle
    /// Each resolution result, in the order the resolvers ran.
    public var resolutions: [ParameterResolution] = []
    /// Each intent response, in order.
    public var responses: [IntentResponseRecord] = []
    /// The booked ride this turn showed the user (booking it, or answering "where's my ride?"
    /// with its status): a view of the reservation, which the session donates once.
    public var shownRide: RideStatus?
    /// The live updates said in this turn (following starts with the ride's status now), also in `said`.
    public var rideUpdates: [RideUpdate] = []

    public init(userText: String, understanding: Understanding?) {
        self.userText = userText
        self.understanding = understanding
    }

    /// Hail's answer as one text.
    public var text: String { said.joined(separator: "\n") }
}

/// One response from the ride service during a turn.
public enum IntentResponseRecord: Sendable {
    case confirmRequestRide(RequestRideIntentResponse)
    case handleRequestRide(RequestRideIntentResponse)
    case listRideOptions(ListRideOptionsIntentResponse)
    case getRideStatus(GetRideStatusIntentResponse)
    case confirmCancelRide(CancelRideIntentResponse)
    case handleCancelRide(CancelRideIntentResponse)
    case sendRideFeedback(SendRideFeedbackIntentResponse)

    /// "INRequestRideIntent".
    public var intentName: String {
        switch self {
        case .confirmRequestRide, .handleRequestRide: IntentKind.requestRide.siriKitClassName
        case .listRideOptions: IntentKind.listRideOptions.siriKitClassName
        case .getRideStatus: IntentKind.getRideStatus.siriKitClassName
        case .confirmCancelRide, .handleCancelRide: IntentKind.cancelRide.siriKitClassName
        case .sendRideFeedback: IntentKind.sendRideFeedback.siriKitClassName
        }
    }

    /// "confirm" or "handle".
    public var step: String {
        switch self {
        case .confirmRequestRide, .confirmCancelRide: "confirm"
        default: "handle"
        }
    }

    /// The code's case name, as SiriKit spells it.
    public var codeName: String {
        switch self {
        case .confirmRequestRide(let response), .handleRequestRide(let response):
            ResponseCodeNames.name(of: response.code, in: ResponseCodeNames.requestRide)
        case .listRideOptions(let response): ResponseCodeNames.name(of: response.code, in: ResponseCodeNames.listRideOptions)
        case .getRideStatus(let response): ResponseCodeNames.name(of: response.code, in: ResponseCodeNames.getRideStatus)
        case .confirmCancelRide(let response), .handleCancelRide(let response):
            ResponseCodeNames.name(of: response.code, in: ResponseCodeNames.cancelRide)
        case .sendRideFeedback(let response): ResponseCodeNames.name(of: response.code, in: ResponseCodeNames.sendRideFeedback)
        }
    }

    /// The ride status the response carries, if any.
    public var rideStatus: RideStatus? {
        switch self {
        case .confirmRequestRide(let response), .handleRequestRide(let response): response.rideStatus
        case .getRideStatus(let response): response.rideStatus
        default: nil
        }
    }
}
