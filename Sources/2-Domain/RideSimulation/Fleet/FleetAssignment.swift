/// A free car picked for a pickup: which one, its route to the pickup and how long the drive takes.
struct FleetAssignment {
    var vehicleIndex: Int
    var route: Route
    var drivingMinutes: Int
}
