/// What sort of place a gazetteer entry is.
public enum PlaceKind: String, Hashable, Sendable, Codable, CaseIterable {
    case airport, station, landmark, neighbourhood, city, hotel, venue, park, campus, museum, shop, cafe
    case hospital, office
}
