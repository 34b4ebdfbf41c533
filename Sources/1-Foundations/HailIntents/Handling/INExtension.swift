import Foundation

/// Hands out the object that handles each intent.
public protocol INIntentHandlerProviding: NSObjectProtocol {
    /// The object that handles the intent: one adopting the intent's handling protocol, or `nil`.
    func handler(for intent: INIntent) -> Any?
}

/// An Intents extension: subclass it and override ``handler(for:)``.
///
/// ```swift
/// class IntentHandler: INExtension {
///     override func handler(for intent: INIntent) -> Any {
///         RideHandler()
///     }
/// }
/// ```
open class INExtension: NSObject, INIntentHandlerProviding {
    /// An extension.
    public override init() {
        super.init()
    }

    /// The object that handles the intent; by default, none.
    open func handler(for intent: INIntent) -> Any? {
        nil
    }
}
