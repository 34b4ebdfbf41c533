import RideIntents

/// The fixed lists the fleet is drawn from: where cars wait, how many of each option, who drives
/// them and what they drive.
enum FleetCatalog {
    /// Busy spots cars wait around, with a weight (how many times more likely than a weight of 1).
    static let hotspots: [(coordinate: Coordinate, weight: Int)] = [
        (Coordinate(latitude: 37.7946, longitude: -122.3999), 6),  // Financial District
        (Coordinate(latitude: 37.7880, longitude: -122.4075), 5),  // Union Square
        (Coordinate(latitude: 37.7785, longitude: -122.4056), 5),  // SoMa
        (Coordinate(latitude: 37.7599, longitude: -122.4148), 4),  // the Mission
        (Coordinate(latitude: 37.8037, longitude: -122.4368), 2),  // the Marina
        (Coordinate(latitude: 37.7759, longitude: -122.4245), 2),  // Hayes Valley
        (Coordinate(latitude: 37.7534, longitude: -122.4944), 2),  // the Sunset
        (Coordinate(latitude: 37.7802, longitude: -122.4830), 2),  // the Richmond
        (Coordinate(latitude: 37.7609, longitude: -122.4350), 2),  // the Castro
        (Coordinate(latitude: 37.8061, longitude: -122.4103), 2),  // North Beach
        (Coordinate(latitude: 37.6213, longitude: -122.3790), 4),  // SFO
        (Coordinate(latitude: 37.6879, longitude: -122.4702), 1),  // Daly City
        (Coordinate(latitude: 37.5630, longitude: -122.3255), 2),  // San Mateo
        (Coordinate(latitude: 37.4852, longitude: -122.2364), 1),  // Redwood City
        (Coordinate(latitude: 37.4419, longitude: -122.1430), 3),  // Palo Alto
        (Coordinate(latitude: 37.3861, longitude: -122.0839), 2),  // Mountain View
        (Coordinate(latitude: 37.3688, longitude: -122.0363), 1),  // Sunnyvale
        (Coordinate(latitude: 37.3541, longitude: -121.9552), 1),  // Santa Clara
        (Coordinate(latitude: 37.3337, longitude: -121.8907), 3),  // San José
        (Coordinate(latitude: 37.3639, longitude: -121.9289), 2),  // SJC
        (Coordinate(latitude: 37.8044, longitude: -122.2712), 4),  // Oakland
        (Coordinate(latitude: 37.8716, longitude: -122.2727), 3),  // Berkeley
        (Coordinate(latitude: 37.8313, longitude: -122.2852), 1),  // Emeryville
        (Coordinate(latitude: 37.7126, longitude: -122.2197), 2),  // OAK
        (Coordinate(latitude: 37.7652, longitude: -122.2416), 1),  // Alameda
        (Coordinate(latitude: 37.6688, longitude: -122.0808), 1),  // Hayward
        (Coordinate(latitude: 37.5485, longitude: -121.9886), 1),  // Fremont
        (Coordinate(latitude: 37.9101, longitude: -122.0652), 1),  // Walnut Creek
        (Coordinate(latitude: 37.8591, longitude: -122.4853), 1),  // Sausalito
        (Coordinate(latitude: 37.9735, longitude: -122.5311), 1),  // San Rafael
    ]

    /// How far from its hotspot a car may wait, in miles.
    static let scatterMiles = 0.6

    /// How many cars of each option.
    static func count(of kind: RideOptionKind) -> Int {
        switch kind {
        case .compact: 12
        case .standard: 30
        case .shared: 16
        case .suv: 14
        case .luxury: 10
        }
    }

    /// Makes and models by option.
    static func models(for kind: RideOptionKind) -> [(make: String, model: String)] {
        switch kind {
        case .compact:
            [("Fiat", "500"), ("Mini", "Cooper"), ("Honda", "Fit"), ("Chevrolet", "Bolt"), ("Toyota", "Yaris")]
        case .standard, .shared:
            [
                ("Toyota", "Camry"), ("Toyota", "Prius"), ("Honda", "Accord"), ("Honda", "Civic"), ("Hyundai", "Sonata"),
                ("Kia", "Niro"), ("Tesla", "Model 3"), ("Nissan", "Leaf"),
            ]
        case .suv:
            [
                ("Toyota", "Highlander"), ("Honda", "Pilot"), ("Chevrolet", "Suburban"), ("Kia", "Telluride"),
                ("Tesla", "Model X"), ("Ford", "Explorer"),
            ]
        case .luxury:
            [("Mercedes-Benz", "S-Class"), ("BMW", "7 Series"), ("Audi", "A8"), ("Tesla", "Model S"), ("Lexus", "LS 500")]
        }
    }

    static func colours(for kind: RideOptionKind) -> [String] {
        kind == .luxury ? ["black", "black", "white", "silver"] : ["white", "black", "silver", "grey", "blue", "red", "dark green"]
    }

    static let firstNames = [
        "Alex", "Maria", "Jamal", "Priya", "Wei", "Carlos", "Aisha", "Tom", "Mei", "Diego", "Fatima", "Sam",
        "Olga", "Kenji", "Lucia", "Omar", "Grace", "Ravi", "Sofia", "Marcus", "Linh", "Ahmed", "Hannah", "Luis",
        "Nadia", "Tyrone", "Yuki", "Elena", "Kwame", "Rosa", "Arjun", "Chloe", "Mateo", "Ingrid", "Tariq", "Ana",
        "Daniel", "Leilani", "Viktor", "Zoe",
    ]

    static let lastInitials = Array("ABCDEFGHJKLMNPRSTVWYZ")

    /// Ratings in tenths, the higher ones more often.
    static let ratingTenths = [46, 47, 48, 48, 49, 49, 49, 50, 50]

    static let areaCodes = ["415", "510", "650", "408"]

    /// Letters a California plate uses.
    static let plateLetters = Array("ABCDEFGHJKLMNPRSTUVWXYZ")
}
