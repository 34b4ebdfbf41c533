import RideIntents

/// A toll bridge across the bay. Tolls are charged one way only, as the bridges charge them:
/// westbound on the Bay, San Mateo, Dumbarton and Richmond–San Rafael bridges, southbound on the
/// Golden Gate.
public enum Bridge: String, Hashable, Sendable, CaseIterable {
    case bayBridge, goldenGate, sanMateo, dumbarton, richmondSanRafael

    /// "Bay Bridge".
    public var name: String {
        switch self {
        case .bayBridge: "Bay Bridge"
        case .goldenGate: "Golden Gate Bridge"
        case .sanMateo: "San Mateo Bridge"
        case .dumbarton: "Dumbarton Bridge"
        case .richmondSanRafael: "Richmond–San Rafael Bridge"
        }
    }

    /// The toll in cents (2026 rates, two-axle car).
    public var tollCents: Int {
        switch self {
        case .goldenGate: 975
        case .bayBridge, .sanMateo, .dumbarton, .richmondSanRafael: 800
        }
    }

    /// The sides it joins, the first being the side it is tolled when leaving.
    var tolledFrom: BaySide {
        switch self {
        case .bayBridge, .sanMateo, .dumbarton, .richmondSanRafael: .east
        case .goldenGate: .north
        }
    }

    /// The other side.
    var tolledTo: BaySide {
        switch self {
        case .bayBridge, .sanMateo, .dumbarton, .goldenGate: .west
        case .richmondSanRafael: .north
        }
    }

    /// The bridge's ends, on the `tolledFrom` side first.
    var ends: (Coordinate, Coordinate) {
        switch self {
        case .bayBridge:
            (Coordinate(latitude: 37.8245, longitude: -122.3150), Coordinate(latitude: 37.7880, longitude: -122.3890))
        case .goldenGate:
            (Coordinate(latitude: 37.8324, longitude: -122.4795), Coordinate(latitude: 37.8078, longitude: -122.4750))
        case .sanMateo:
            (Coordinate(latitude: 37.6180, longitude: -122.1560), Coordinate(latitude: 37.5835, longitude: -122.2500))
        case .dumbarton:
            (Coordinate(latitude: 37.5050, longitude: -122.1070), Coordinate(latitude: 37.4900, longitude: -122.1380))
        case .richmondSanRafael:
            (Coordinate(latitude: 37.9285, longitude: -122.4010), Coordinate(latitude: 37.9445, longitude: -122.4890))
        }
    }
}
