import Foundation
import RideIntents
@testable import RideSimulation

/// Shared set-up for the service tests.
enum TestSupport {
    /// A date from ISO 8601 text with an offset ("2026-11-23T11:00:00-08:00"); the epoch if malformed.
    static func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    /// 11:00 AM Pacific on a Monday: outside peak hours, so no surge.
    static let offPeak = date("2026-11-23T11:00:00-08:00")

    /// A service on a manual clock, with the standard profile unless told otherwise.
    /// Traffic is off unless asked for, so a ride keeps the times it was booked with.
    static func service(
        seed: UInt64 = 42, at now: Date = offPeak, profile: UserProfile = .standard, traffic: Bool = false
    ) -> (service: SimulatedRideService, clock: ManualClock) {
        let clock = ManualClock(now: now)
        let service = SimulatedRideService(clock: clock, seed: seed, profile: profile, gazetteer: gazetteer)
        service.hasTraffic = traffic
        return (service, clock)
    }

    /// A placemark as the grammar hands it over: a name only.
    static func spoken(_ name: String) -> Placemark {
        Placemark(name: name)
    }

    /// A request from the Ferry Building (the standard current location) to SFO, fully resolvable.
    static func ferryBuildingToSFO(option: String = "Standard", partySize: Int? = 1) -> RequestRideIntent {
        RequestRideIntent(
            dropOffLocation: spoken("SFO"),
            rideOptionName: SpeakableString(vocabularyIdentifier: option, spokenPhrase: option),
            partySize: partySize
        )
    }

    /// The bundled gazetteer, or an empty one (which makes the calling test fail visibly).
    static var gazetteer: Gazetteer { Gazetteer.bundled }
}
