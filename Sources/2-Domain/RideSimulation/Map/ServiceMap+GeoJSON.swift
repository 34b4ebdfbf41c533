import Foundation
import RideIntents

extension ServiceMap {
    /// Reads the GeoJSON map at `path` (see ``init(geoJSON:file:)``).
    public static func load(contentsOf path: String) throws(ServiceMapLoadError) -> ServiceMap {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ServiceMapLoadError(file: path, message: "cannot be read (\((error as NSError).localizedDescription))")
        }
        return try ServiceMap(geoJSON: data, file: path)
    }

    /// A map from a GeoJSON `FeatureCollection` (RFC 7946), `file` naming it in errors.
    ///
    /// - A `Point` is a place: `properties` `name`, `aliases` (an array), `kind` (airport,
    ///   station, hotel, landmark…; landmark when absent), `locality`, and optionally `address`;
    ///   the feature's `id`, when given, is its identifier.
    /// - A `LineString` is a street: `street`, `fromNumber`, `toNumber` (the house numbers at its
    ///   first and last positions, spread along its length), `locality`, optionally `aliases`.
    /// - A `Polygon` or `MultiPolygon` with `"serviceArea": true` bounds the service area (holes
    ///   cut out of it); its `name` names the area. With none, the service goes everywhere.
    /// - Top-level members: `"timeZone"` (an IANA name, required), `"location"` (where the rider
    ///   starts, a name on the map; else the first place in the area) and `"savedPlaces"` (the
    ///   rider's saved places, `{"home": "a name on the map", …}`).
    /// - Throws: `ServiceMapLoadError` naming the member at fault (`features[3]`) and what is wrong.
    public init(geoJSON data: Data, file: String) throws(ServiceMapLoadError) {
        self = try GeoJSONMapReader(file: file).read(data)
    }
}
