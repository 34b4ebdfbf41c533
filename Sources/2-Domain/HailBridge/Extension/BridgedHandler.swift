import Foundation
import HailIntents

/// The handler ``BridgedExtension`` gives for every ride intent: each method sends one request to
/// the service and turns its answer into Apple's result or response.
///
/// Calls run one at a time on a serial queue, in the order they were made; the intent is turned
/// into JSON on the caller's thread, so no intent object crosses threads.
final class BridgedHandler: NSObject, HailExtensionFaultReporting, @unchecked Sendable {
    let connection: ServiceConnection
    let queue = DispatchQueue(label: "HailBridge.calls")

    init(connection: ServiceConnection) {
        self.connection = connection
        super.init()
    }

    func takeFaults() -> [String] {
        connection.takeFaults()
    }

    /// How a fault names a call: "resolvePartySize", "handle INCancelRideIntent".
    static func label(_ call: String, _ intentName: String) -> String {
        call.hasPrefix("resolve") && intentName == "INRequestRideIntent" ? call : "\(call) \(intentName)"
    }

    /// Sends one call and answers `completion` with the answer's `key` decoded by `decode`, or
    /// SiriKit's default (`unimplemented`) when the service says it does not implement the call.
    ///
    /// When there is no usable answer, `failure()` answers (confirm and handle: a failure code);
    /// without one, SiriKit's default does, so that a resolver takes the value as the user gave
    /// it, as Hail does when an extension's resolver fails, and the dialog goes on to a `confirm`
    /// that says what is wrong.
    func perform<Answer>(
        _ call: String, _ intent: INIntent, key: String, completion: @escaping @Sendable (Answer) -> Void,
        decode: @escaping @Sendable (AnswerDecoder, JSONValue) throws -> Answer,
        failure: (@Sendable () -> Answer)? = nil,
        unimplemented: @escaping @Sendable (@escaping @Sendable (Answer) -> Void) -> Void
    ) {
        let (intentName, parameters) = IntentJSON.encode(intent)
        let now = connection.settings.clock()
        let label = Self.label(call, intentName)
        let fail: @Sendable () -> Void = {
            if let failure { completion(failure()) } else { unimplemented(completion) }
        }
        queue.async { [connection] in
            guard let answer = connection.call(call, label: label, intent: intentName, parameters: parameters, now: now) else {
                fail()
                return
            }
            if answer.fields["unimplemented"] == .bool(true) {
                unimplemented(completion)
                return
            }
            guard let value = answer.fields[key] else {
                connection.record("\(label): the service's answer has no \(key) (nor \"unimplemented\": true): \(ServiceConnection.quoted(answer.line))")
                fail()
                return
            }
            let decoder = AnswerDecoder()
            do {
                let decoded = try decode(decoder, value)
                for warning in decoder.warnings {
                    connection.record("\(label): the answer was used, but the bridge \(warning): \(ServiceConnection.quoted(answer.line))")
                }
                completion(decoded)
            } catch {
                connection.record("\(label): the service wrote an answer that \(error): \(ServiceConnection.quoted(answer.line))")
                fail()
            }
        }
    }

    /// Sends a call whose answer carries nothing (`startSendingUpdates`, `stopSendingUpdates`),
    /// waiting for it so that the updates written before it have reached the observer.
    func notify(_ call: String, _ intent: INIntent) {
        let (intentName, parameters) = IntentJSON.encode(intent)
        let now = connection.settings.clock()
        let label = Self.label(call, intentName)
        queue.sync { [connection] in
            _ = connection.call(call, label: label, intent: intentName, parameters: parameters, now: now)
        }
    }
}

/// An intent handed to SiriKit's default answer on the bridge's queue; nothing else touches it then.
struct IntentBox<Intent: INIntent>: @unchecked Sendable {
    let intent: Intent
}

/// A handler that implements nothing, so each of its methods gives SiriKit's default answer:
/// what the bridge answers when the service says a call is `unimplemented`.
final class SiriKitDefaults: NSObject, INRequestRideIntentHandling, INListRideOptionsIntentHandling,
    INGetRideStatusIntentHandling, INCancelRideIntentHandling, INSendRideFeedbackIntentHandling
{
    func startSendingUpdates(for intent: INGetRideStatusIntent, to observer: any INGetRideStatusIntentResponseObserver) {}
    func stopSendingUpdates(for intent: INGetRideStatusIntent) {}
}
