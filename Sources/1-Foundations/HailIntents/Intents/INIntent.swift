import Foundation

/// A request from the user that an extension resolves, confirms and handles.
///
/// The ride domain's intents subclass it; ``INExtension/handler(for:)`` receives one.
open class INIntent: NSObject {
    /// A unique identifier the system gives the intent.
    public package(set) var identifier: String?
    /// A description of the intent, shown where it is donated.
    public package(set) var intentDescription: String?
    /// A phrase proposed to the user for invoking the intent again.
    open var suggestedInvocationPhrase: String?

    /// An intent with no identifier yet.
    public override init() {
        super.init()
    }
}
