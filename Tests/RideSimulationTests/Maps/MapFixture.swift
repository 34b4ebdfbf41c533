import Foundation
import RideIntents
@testable import RideSimulation

/// The fixture maps under `Tests/Fixtures/Maps`, and small maps written inline.
enum MapFixture {
    /// `Tests/Fixtures/Maps/NAME`.
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Maps/\(name)").path
    }

    /// The Portland fixture map.
    static func portland() throws -> ServiceMap {
        try ServiceMap.load(contentsOf: path("portland.geojson"))
    }

    /// A map from GeoJSON text, read as `test.geojson`.
    static func map(_ text: String) throws(ServiceMapLoadError) -> ServiceMap {
        try ServiceMap(geoJSON: Data(text.utf8), file: "test.geojson")
    }

    /// The error reading `text` gives, as printed; nil when it reads.
    static func error(_ text: String) -> String? {
        do {
            _ = try map(text)
            return nil
        } catch {
            return error.description
        }
    }

    /// A FeatureCollection in Los Angeles time of `features` (JSON objects), after one good place.
    static func collection(_ features: String..., extra: String = "") -> String {
        let place = #"{"type": "Feature", "properties": {"name": "Union Station", "locality": "Portland"}, "geometry": {"type": "Point", "coordinates": [-122.6767, 45.5289]}}"#
        return #"{"type": "FeatureCollection", "timeZone": "America/Los_Angeles"\#(extra), "features": [\#(([place] + features).joined(separator: ", "))]}"#
    }

    /// A service on `map` for the standard profile moved onto it, at 11:00 AM Pacific.
    static func service(on map: ServiceMap, seed: UInt64 = 42) -> SimulatedRideService {
        let clock = ManualClock(now: TestSupport.offPeak)
        let service = SimulatedRideService(clock: clock, seed: seed, profile: map.adapting(.standard), map: map)
        service.hasTraffic = false
        return service
    }
}
