import ArgumentParser
import Foundation
import RideSimulation

/// `--map FILE`: the service's own map, a GeoJSON file, in place of the built-in Bay Area.
struct MapOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run the service on the map in FILE, a GeoJSON FeatureCollection: places (Point), streets (LineString), the service area (Polygon with \"serviceArea\": true) and its \"timeZone\" (default: the built-in San Francisco Bay Area).",
            valueName: "FILE"),
        transform: MapOptions.load)
    var map: ServiceMap?

    /// The map in the file at `path`; a map with an error stops Hail before it starts, with the
    /// file, the member at fault and what is wrong.
    static func load(_ path: String) throws -> ServiceMap {
        do {
            return try ServiceMap.load(contentsOf: path)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
