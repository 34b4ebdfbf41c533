import Foundation
import RideIntents

/// The simulated fleet: cars of every option scattered around busy spots of the map (the Bay
/// Area's unless told), drawn from the seed, each free or busy until a moment.
struct Fleet {
    var vehicles: [FleetVehicle]

    /// Draws the fleet for `seed`: for each option in catalogue order, its cars, each near a
    /// hotspot picked by weight, with a driver (name, rating, fictional 555-01xx phone) and a car
    /// (make, model, colour, California-style plate).
    init(seed: UInt64, hotspots: [FleetHotspot] = FleetHotspot.bayArea) {
        var generator = SplitMix64(seed: seed)
        let hotspots = hotspots.isEmpty ? FleetHotspot.bayArea : hotspots
        let totalWeight = hotspots.reduce(0) { $0 + $1.weight }
        var vehicles: [FleetVehicle] = []
        for kind in RideOptionKind.allCases {
            for _ in 0..<FleetCatalog.count(of: kind) {
                var ticket = generator.below(totalWeight)
                var spot = hotspots[0].coordinate
                for hotspot in hotspots {
                    if ticket < hotspot.weight {
                        spot = hotspot.coordinate
                        break
                    }
                    ticket -= hotspot.weight
                }
                let location = Self.scatter(spot, generator: &generator)
                let driver = Self.driver(generator: &generator)
                let model = generator.pick(FleetCatalog.models(for: kind))
                let vehicle = RideVehicle(
                    manufacturer: model.make, model: model.model, color: generator.pick(FleetCatalog.colours(for: kind)),
                    registrationPlate: Self.plate(generator: &generator)
                )
                vehicles.append(FleetVehicle(kind: kind, driver: driver, vehicle: vehicle, location: location))
            }
        }
        self.vehicles = vehicles
    }

    /// The free car of `kind` with the shortest drive to `pickup` at `date`, the route there and
    /// the minutes it takes; `nil` when every such car is busy.
    func nearestAvailable(_ kind: RideOptionKind, to pickup: Coordinate, at date: Date) -> FleetAssignment? {
        var best: FleetAssignment?
        for (index, vehicle) in vehicles.enumerated() where vehicle.kind == kind && vehicle.isAvailable(at: date) {
            let route = RoutePlanner.route(from: vehicle.location, to: pickup)
            if route.miles < best?.route.miles ?? .infinity {
                best = FleetAssignment(
                    vehicleIndex: index, route: route,
                    drivingMinutes: TrafficModel.drivingMinutes(miles: route.miles, at: date)
                )
            }
        }
        return best
    }

    private static func scatter(_ center: Coordinate, generator: inout SplitMix64) -> Coordinate {
        let radius = FleetCatalog.scatterMiles * generator.unit().squareRoot()
        let angle = 2 * Double.pi * generator.unit()
        let milesPerDegree = 69.0
        let latitude = center.latitude + radius * cos(angle) / milesPerDegree
        let longitude = center.longitude
            + radius * sin(angle) / (milesPerDegree * cos(center.latitude * Double.pi / 180))
        // Rounded to 5 decimals (about a metre) so printed positions stay short.
        return Coordinate(latitude: (latitude * 1e5).rounded() / 1e5, longitude: (longitude * 1e5).rounded() / 1e5)
    }

    private static func driver(generator: inout SplitMix64) -> RideDriver {
        let name = "\(generator.pick(FleetCatalog.firstNames)) \(generator.pick(FleetCatalog.lastInitials))."
        let rating = generator.pick(FleetCatalog.ratingTenths)
        let area = generator.pick(FleetCatalog.areaCodes)
        let line = 100 + generator.below(100)
        return RideDriver(displayName: name, rating: "\(rating / 10).\(rating % 10)", phoneNumber: "(\(area)) 555-0\(line)")
    }

    private static func plate(generator: inout SplitMix64) -> String {
        var plate = "\(1 + generator.below(9))"
        for _ in 0..<3 { plate.append(generator.pick(FleetCatalog.plateLetters)) }
        for _ in 0..<3 { plate += "\(generator.below(10))" }
        return plate
    }
}
