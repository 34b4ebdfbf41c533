import Foundation
import HailIntents

/// A ride service written against Apple's Intents API, to stand behind the dialog instead of the
/// simulated one.
public struct ExtensionSetting: Sendable {
    /// Makes the extension: called once per session, so each transcript starts with a fresh one.
    public var make: @Sendable () -> INExtension
    /// Seconds Hail waits for each answer before it says the call did not answer.
    public var timeout: TimeInterval

    public init(timeout: TimeInterval = 10, make: @escaping @Sendable () -> INExtension) {
        self.make = make
        self.timeout = timeout
    }

    /// The timeout `HAIL_EXTENSION_TIMEOUT` sets (seconds, e.g. `0.5`, at most an hour), else
    /// 10 s; with a message when the variable is set to something else.
    public static func timeout(environment: [String: String]) -> (seconds: TimeInterval, problem: String?) {
        guard let text = environment["HAIL_EXTENSION_TIMEOUT"] else { return (10, nil) }
        guard let seconds = TimeInterval(text.trimmingCharacters(in: .whitespaces)), seconds.isFinite, seconds > 0, seconds <= 3600 else {
            return (10, "HAIL_EXTENSION_TIMEOUT='\(text)' is not a number of seconds between 0 and 3600; waiting 10 s for each answer.")
        }
        return (seconds, nil)
    }
}
