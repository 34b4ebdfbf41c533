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

    /// The timeout `HAIL_EXTENSION_TIMEOUT` sets (seconds, e.g. `0.5`), else 10 s.
    public static func timeout(environment: [String: String]) -> TimeInterval {
        guard let text = environment["HAIL_EXTENSION_TIMEOUT"], let seconds = TimeInterval(text), seconds.isFinite, seconds > 0
        else { return 10 }
        return min(seconds, 3600)
    }
}
