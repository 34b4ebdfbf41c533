import Foundation
import RideIntents
import RideLanguage

/// Words for a booked ride's status: what a user hears when asking "where's my ride?".
public struct RideStatusVoice: Sendable {
    public var now: Date

    public init(now: Date) {
        self.now = now
    }

    /// The answer to a get-ride-status intent.
    public func words(for response: GetRideStatusIntentResponse) -> String {
        guard response.code == .success || response.code == .ready, let status = response.rideStatus else {
            switch response.code {
            case .failureRequiringAppLaunchServiceTemporarilyUnavailable:
                return "Sorry, ride status is temporarily unavailable. Please try again in a few minutes."
            default:
                return "You don't have a ride booked. Ask for one, for example \"get me a ride to SFO\"."
            }
        }
        return words(for: status)
    }

    /// The status of a ride in one or two sentences, by phase.
    public func words(for status: RideStatus) -> String {
        let id = status.rideIdentifier
        let driver = status.driver?.displayName ?? "Your driver"
        let vehicle = status.vehicle.map { " in a \($0.description)" } ?? ""
        let pickupPlace = status.pickupLocation?.name ?? "your pickup"
        let dropOffPlace = status.dropOffLocation?.name ?? "your destination"
        if let completion = status.completionStatus, completion.isCanceled {
            if completion.isMissedPickup { return "Ride \(id) was cancelled: the driver waited but missed you." }
            return completion.isCanceledByService ? "Ride \(id) was cancelled by Hail." : "Ride \(id) was cancelled."
        }
        switch status.phase {
        case .received:
            let when = (status.estimatedPickupDate ?? status.scheduledPickupTime?.startDate).map { " for pickup at \(ServiceTimeZone.clockTime($0, relativeTo: now))" } ?? ""
            return "Ride \(id) is received\(when); a driver will be confirmed closer to the time."
        case .confirmed:
            return "Ride \(id) is confirmed: \(driver) is on the way\(vehicle), arriving at \(pickupPlace) \(eta(status.estimatedPickupDate))."
        case .approachingPickup:
            return "\(driver) is almost there\(vehicle), arriving at \(pickupPlace) \(eta(status.estimatedPickupDate))."
        case .pickup:
            return "\(driver) is waiting for you at \(pickupPlace)\(vehicle)."
        case .ongoing:
            return "You're on your way to \(dropOffPlace), arriving \(eta(status.estimatedDropOffDate))."
        case .completed:
            let amount = status.completionStatus?.paymentAmount.map { " Charged: \($0.formatted)." } ?? ""
            return "Ride \(id) to \(dropOffPlace) is completed.\(amount)"
        case .unknown:
            return "I can't tell where ride \(id) is right now."
        }
    }

    /// A question about the active ride ("how long until it gets here?").
    public func answer(_ question: RideQuestion, about status: RideStatus) -> String {
        switch question {
        case .eta:
            if status.phase == .pickup { return "Your driver is already waiting at \(status.pickupLocation?.name ?? "your pickup")." }
            if status.phase == .ongoing || status.phase == .completed { return words(for: status) }
            return "Your driver arrives \(eta(status.estimatedPickupDate))."
        case .duration:
            guard let dropOff = status.estimatedDropOffDate else { return words(for: status) }
            return "You'll arrive at \(status.dropOffLocation?.name ?? "your destination") \(eta(dropOff))."
        case .fare:
            return RideVoice(now: now).answer(.fare, status)
        }
    }

    /// "at 9:07 AM (in 6 min)".
    func eta(_ date: Date?) -> String {
        guard let date else { return "soon" }
        let seconds = date.timeIntervalSince(now)
        return seconds < 30 ? "at \(clock(date)) (now)" : "at \(clock(date)) (in \(ServiceTimeZone.duration(seconds)))"
    }

    func clock(_ date: Date) -> String { ServiceTimeZone.clockTime(date) }
}
