import Foundation

/// An intent with the response the app gave it: what an app donates so that Siri can suggest
/// doing it again.
///
/// ```swift
/// let interaction = INInteraction(intent: intent, response: response)
/// interaction.donate { error in
///     if let error { print("The donation failed: \(error)") }
/// }
/// ```
///
/// Under Hail, a donated interaction whose response carries a ride status (a booking, a status)
/// joins Hail's donation log (`:donations`, `hail donations --ics`) as the ride's reservation,
/// after the turn it was donated in; other interactions are accepted and not listed.
open class INInteraction: NSObject {
    /// The intent.
    public let intent: INIntent
    /// The response the app gave it, if any.
    public let intentResponse: INIntentResponse?
    /// How handling the intent went, read from the response's code.
    public let intentHandlingStatus: INIntentHandlingStatus
    /// Whether the user sent or received what the intent is about.
    open var direction: INInteractionDirection = .unspecified
    /// When the interaction happened.
    open var dateInterval: DateInterval?
    /// The interaction's identifier, to delete it later; a new UUID unless set.
    open var identifier = UUID().uuidString
    /// A group of interactions to delete together.
    open var groupIdentifier: String?

    /// An interaction of an intent and the response the app gave it.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        self.intentResponse = response
        self.intentHandlingStatus = response.map(INIntentHandlingStatus.init(response:)) ?? .unspecified
        super.init()
    }

    /// Gives the interaction to the system, which calls `completion` with `nil` once it is kept.
    ///
    /// Hail keeps it for its donation log; outside Hail's command line (a unit test of the
    /// extension on its own) it is only accepted.
    open func donate(completion: ((Error?) -> Void)? = nil) {
        DonationRecorder.record(self)
        completion?(nil)
    }

    /// Deletes every interaction the app donated.
    // NB: Hail's donation log is the rider's record of rides, kept across conversations; an app
    // cannot empty it there any more than a test can, so deleting is accepted and changes nothing.
    open class func deleteAll(completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Deletes the donated interactions with these identifiers.
    open class func delete(with identifiers: [String], completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Deletes the donated interactions of a group.
    open class func delete(with groupIdentifier: String, completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }

    open override var description: String {
        "INInteraction(\(type(of: intent)), \(intentHandlingStatus))"
    }
}
