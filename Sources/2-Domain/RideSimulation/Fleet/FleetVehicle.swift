import Foundation
import RideIntents

/// One car of the simulated fleet, its driver, and where it waits.
public struct FleetVehicle: Hashable, Sendable {
    public var kind: RideOptionKind
    public var driver: RideDriver
    /// Make, model, colour and plate; the location is `location`.
    public var vehicle: RideVehicle
    /// Where the car is when free.
    public var location: Coordinate
    /// Busy with a ride until this moment; `nil` when free.
    public var busyUntil: Date?

    public init(kind: RideOptionKind, driver: RideDriver, vehicle: RideVehicle, location: Coordinate, busyUntil: Date? = nil) {
        self.kind = kind
        self.driver = driver
        self.vehicle = vehicle
        self.location = location
        self.busyUntil = busyUntil
    }

    /// Whether it can take a ride at `date`.
    public func isAvailable(at date: Date) -> Bool {
        busyUntil.map { date >= $0 } ?? true
    }
}
