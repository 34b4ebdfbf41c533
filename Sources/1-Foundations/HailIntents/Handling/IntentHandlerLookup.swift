import Foundation

/// Finds the object an extension gives to handle an intent, as SiriKit does before each call, and
/// says what is wrong when there is none.
///
/// For Hail's dialog, not for extensions: Apple's API has no such type.
package enum IntentHandlerLookup {
    /// The extension's handler for the intent, as the given handling protocol.
    ///
    /// - Throws: ``IntentHandlerLookupError`` when `handler(for:)` returns `nil` or an object
    ///   that does not adopt `protocolType`.
    package static func handler<Handler>(
        _ protocolType: Handler.Type, for intent: INIntent, in provider: any INIntentHandlerProviding
    ) throws(IntentHandlerLookupError) -> Handler {
        let intentName = String(describing: type(of: intent))
        guard let object = provider.handler(for: intent) else {
            throw IntentHandlerLookupError(
                description: "handler(for:) returned nil for \(intentName): the extension handles no \(intentName)")
        }
        guard let handler = object as? Handler else {
            let protocolName = String(describing: protocolType).replacingOccurrences(of: "any ", with: "")
            throw IntentHandlerLookupError(
                description: "handler(for:) returned \(type(of: object)) for \(intentName), which does not adopt \(protocolName)")
        }
        return handler
    }
}

/// Why an extension has no usable handler for an intent.
package struct IntentHandlerLookupError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, naming the intent and the protocol.
    package let description: String
}
