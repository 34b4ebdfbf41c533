import Foundation

/// Foundation's user activity, which Apple's platforms have and Linux's Foundation lacks.
///
/// Intents responses and ride values carry one to continue a task in the app; Hail records it and
/// shows its `activityType` and `title`, since there is no app to open.
open class NSUserActivity: NSObject {
    /// The kind of activity, in reverse-DNS form (e.g. `com.example.ride.book`).
    public let activityType: String
    /// A title the user sees, e.g. for an additional in-ride action.
    open var title: String?
    /// App-defined details the app needs to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The web page to open where the app is not installed.
    open var webpageURL: URL?
    /// The keys of `userInfo` the app needs; `nil` means all of them.
    open var requiredUserInfoKeys: Set<String>?

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
}
