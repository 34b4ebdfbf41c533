import RideIntents

/// The map the simulated service runs on, and Maps' side with it: the places and streets a name
/// is looked up in, the service area, the time zone and area names said to the rider, where cars
/// wait, and where the rider starts. The built-in one is the San Francisco Bay Area
/// (``bayArea(_:)``); a GeoJSON file gives another (``init(geoJSON:file:)``).
public struct ServiceMap: Sendable {
    /// The places and streets, with the service area.
    public var gazetteer: Gazetteer
    /// The time zone and the area's names, as the dialog says them.
    public var region: ServiceRegion
    /// Busy spots the fleet's cars wait around.
    public var fleetHotspots: [FleetHotspot]
    /// Where the rider starts, when the map says (its `"location"`); `nil` keeps the profile's.
    public var riderLocation: Placemark?
    /// The rider's saved places by name (its `"savedPlaces"`); `nil` keeps the profile's.
    public var savedPlaces: [(name: String, placemark: Placemark)]?
    /// The file it was read from; `nil` for the built-in map.
    public var file: String?

    public init(
        gazetteer: Gazetteer, region: ServiceRegion, fleetHotspots: [FleetHotspot], riderLocation: Placemark? = nil,
        savedPlaces: [(name: String, placemark: Placemark)]? = nil, file: String? = nil
    ) {
        self.gazetteer = gazetteer
        self.region = region
        self.fleetHotspots = fleetHotspots
        self.riderLocation = riderLocation
        self.savedPlaces = savedPlaces
        self.file = file
    }

    /// The built-in Bay Area map over `gazetteer` (the shipped one, `Gazetteer.bundled`).
    public static func bayArea(_ gazetteer: Gazetteer) -> ServiceMap {
        ServiceMap(gazetteer: gazetteer, region: .bayArea, fleetHotspots: FleetHotspot.bayArea)
    }

    /// The built-in map, from the shipped data.
    /// - Throws: `GazetteerLoadError` (file and line) when the shipped data does not load.
    public static func loadBundled() throws(GazetteerLoadError) -> ServiceMap {
        bayArea(try Gazetteer.loadBundled())
    }

    /// `profile` on this map: starting where the map says, its saved places those the map names
    /// ("home", "work"). A saved place the map does not name is dropped, as it lies on another
    /// map; one the map names and the profile lacks is added, unless the profile saves none.
    public func adapting(_ profile: UserProfile) -> UserProfile {
        var profile = profile
        if let riderLocation { profile.currentLocation = riderLocation }
        guard let savedPlaces else { return profile }
        let hadAny = !profile.savedPlaces.isEmpty
        var adapted: [SavedPlace] = []
        for saved in profile.savedPlaces {
            guard let onMap = savedPlaces.first(where: { Self.sameName($0.name, saved.name) }) else { continue }
            adapted.append(SavedPlace(name: saved.name, aliases: saved.aliases, placemark: Self.saved(onMap.placemark, as: saved.placemark.name, key: saved.name)))
        }
        if hadAny {
            for (name, placemark) in savedPlaces where !adapted.contains(where: { Self.sameName($0.name, name) }) {
                adapted.append(SavedPlace(name: name, placemark: Self.saved(placemark, as: Self.capitalized(name), key: name)))
            }
        }
        profile.savedPlaces = adapted
        return profile
    }

    /// A map place as a saved place's placemark: named as the profile names it ("Home"), its
    /// address (or the place's name) as the thoroughfare.
    private static func saved(_ place: Placemark, as name: String, key: String) -> Placemark {
        Placemark(
            name: name, thoroughfare: place.thoroughfare ?? place.name, locality: place.locality, location: place.location,
            identifier: "saved:\(Gazetteer.slug(key))"
        )
    }

    private static func sameName(_ first: String, _ second: String) -> Bool {
        PlaceNameNormalizer.normalize(first) == PlaceNameNormalizer.normalize(second)
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
