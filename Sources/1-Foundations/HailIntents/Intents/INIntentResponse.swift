import Foundation

/// An extension's answer to an intent, at the confirm or the handle step.
open class INIntentResponse: NSObject {
    /// The activity that continues the task in the app; `nil` lets the system make one.
    open var userActivity: NSUserActivity?
    /// The protocol requirement whose default implementation produced this response, when the
    /// extension did not implement it; `nil` when the extension answered.
    package internal(set) var defaultImplementation: String?

    /// A response carrying an optional activity; each response class adds its code.
    package init(userActivity: NSUserActivity?) {
        self.userActivity = userActivity
        super.init()
    }
}
