/// Why a ride cannot be cancelled or given feedback, worded for the rider.
struct RideRefusal: Error {
    var reason: String
}
