import Foundation

/// An identifier an app gives a saved activity, to delete it later.
public typealias NSUserActivityPersistentIdentifier = String

/// The activity type of a web page the user is browsing.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Foundation's user activity, which Apple's platforms have and Linux's Foundation lacks.
///
/// Intents responses and ride values carry one to continue a task in the app; Hail records it and
/// shows its `activityType` and `title`, since there is no app to open. The properties that tell
/// the system where to offer the activity (Handoff, search, Siri's suggestions) are kept as set;
/// on Linux nothing reads them.
open class NSUserActivity: NSObject {
    /// The kind of activity, in reverse-DNS form (e.g. `com.example.ride.book`).
    public let activityType: String
    /// A title the user sees, e.g. for an additional in-ride action.
    open var title: String?
    /// App-defined details the app needs to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` the app needs; `nil` means all of them.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity's state changed since the app last saved it.
    open var needsSave = false
    /// The web page to open where the app is not installed.
    open var webpageURL: URL?
    /// The page the user came from.
    open var referrerURL: URL?
    /// When the activity stops being offered; `nil` means never.
    open var expirationDate: Date?
    /// Words that find the activity in search.
    open var keywords: Set<String> = []
    /// Whether the activity continues through open streams (never, on Linux).
    open var supportsContinuationStreams = false
    /// Which of the app's scenes continues the activity.
    open var targetContentIdentifier: String?
    /// Whether another device of the user's may continue the activity; `true` unless set.
    open var isEligibleForHandoff = true
    /// Whether the activity is added to the device's search index.
    open var isEligibleForSearch = false
    /// Whether the activity may be offered to everyone's search results.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest the activity, or offer it as a shortcut.
    open var isEligibleForPrediction = false
    /// The app's identifier for the activity, to delete it from Siri's suggestions later.
    open var persistentIdentifier: NSUserActivityPersistentIdentifier?
    /// The phrase Siri proposes for a shortcut to the activity.
    open var suggestedInvocationPhrase: String?
    /// The interaction the activity continues, when Siri made it from an intent.
    public internal(set) var interaction: INInteraction?

    /// Creates an activity of the given type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Merges the given entries into `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Makes this the activity the user is doing; Linux has no Handoff, so nothing else happens.
    open func becomeCurrent() {}

    /// Stops this being the activity the user is doing.
    open func resignCurrent() {}

    /// Ends the activity for good.
    open func invalidate() {}

    /// Deletes the saved activities with these identifiers from Siri's suggestions; Linux has
    /// none, so the handler is called at once.
    open class func deleteSavedUserActivities(
        withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier],
        completionHandler handler: @escaping () -> Void
    ) {
        handler()
    }

    /// Deletes the saved activities with these identifiers from Siri's suggestions.
    open class func deleteSavedUserActivities(
        withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier]
    ) async {}

    /// Deletes every saved activity of the app from Siri's suggestions; Linux has none, so the
    /// handler is called at once.
    open class func deleteAllSavedUserActivities(completionHandler handler: @escaping () -> Void) {
        handler()
    }

    /// Deletes every saved activity of the app from Siri's suggestions.
    open class func deleteAllSavedUserActivities() async {}
}
