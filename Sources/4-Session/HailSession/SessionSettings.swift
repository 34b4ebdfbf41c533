import Conversation
import Foundation
import RideLanguage
import RideSimulation
import RideStore

/// How a session is set up: clock, seed, profile, location, trace, grammar. The REPL takes them
/// from command-line options; a transcript from its header directives.
public struct SessionSettings: Sendable {
    /// Where time comes from.
    public enum ClockSetting: Sendable, Equatable {
        /// The wall clock, `speed` times faster.
        case system(speed: Double)
        /// A clock that starts at a fixed moment and moves only when told to.
        case manual(start: Date)
    }

    public var clock: ClockSetting
    /// Seeds every random choice of the simulated service.
    public var seed: UInt64
    /// A profile name known to the service (`standard` by default).
    public var profileName: String
    /// The user's current location, as a gazetteer name; `nil` keeps the profile's.
    public var location: String?
    /// Whether each turn prints its resolution results and state transitions.
    public var trace: Bool
    /// The grammar directory (`Grammar/en-US`).
    public var grammarDirectory: URL
    /// The app's folder (`--app DIR`: `Info.plist`, `en.lproj/AppIntentVocabulary.plist`); nil
    /// for the default app beside the grammar, Hail's own (`Apps/Hail`).
    public var appDirectory: URL?
    /// Where the compiled grammar is kept between runs; nil compiles it from source every time.
    public var grammarCache: GrammarCache?
    /// Whether the service answers as temporarily unavailable.
    public var serviceUnavailable: Bool
    /// Where rides, the profile and donations are kept (in memory unless told otherwise).
    public var store: StoreLocation
    /// Where the store file's seal is kept (`nil`: the store is checked in full at every open).
    public var storeSeals: StoreSeals?
    /// The ride service: an extension written against Apple's Intents API, or `nil` for Hail's
    /// simulated Bay Area service.
    public var rideExtension: ExtensionSetting?
    /// The map the service runs on (`--map`, `@map`); `nil` for the built-in Bay Area.
    public var map: ServiceMap?
    /// The most UTF-8 bytes of one line the dialog reads; a longer line is answered without being read.
    public var lineLimit = ConversationEngine.lineLimit

    public init(
        clock: ClockSetting = .system(speed: 1),
        seed: UInt64 = 1,
        profileName: String = "standard",
        location: String? = nil,
        trace: Bool = false,
        grammarDirectory: URL,
        serviceUnavailable: Bool = false,
        store: StoreLocation = .inMemory,
        grammarCache: GrammarCache? = nil,
        rideExtension: ExtensionSetting? = nil
    ) {
        self.rideExtension = rideExtension
        self.clock = clock
        self.seed = seed
        self.profileName = profileName
        self.location = location
        self.trace = trace
        self.grammarDirectory = grammarDirectory
        self.serviceUnavailable = serviceUnavailable
        self.store = store
        self.grammarCache = grammarCache
    }

    /// The moment deterministic runs start at unless told otherwise: Monday 23 November 2026,
    /// 9:00 AM in San Francisco.
    public static let referenceDate = Date(timeIntervalSince1970: 1_795_453_200)
}
