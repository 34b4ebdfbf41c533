import Foundation
import RideIntents
import RideLanguage

/// Words for a booked ride's status: what a user hears when asking "where's my ride?".
public struct RideStatusVoice: Sendable {
    public var now: Date
    /// The app the ride was booked with.
    public var appName: String

    public init(appName: String = RideVoice.defaultAppName, now: Date) {
        self.appName = appName
        self.now = now
    }

    /// The answer to a get-ride-status intent.
    public func words(for response: GetRideStatusIntentResponse) -> String {
        guard response.code == .success || response.code == .ready, let status = response.rideStatus else {
            switch response.code {
            case .failureRequiringAppLaunchServiceTemporarilyUnavailable:
                return "Sorry, ride status is temporarily unavailable. Please try again in a few minutes."
            default:
                return "You don't have a ride booked. Ask for one, for example \"get me a ride to \(ServiceRegion.current.exampleDestination)\"."
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
            return completion.isCanceledByService ? "Ride \(id) was cancelled by \(appName)." : "Ride \(id) was cancelled."
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
        case .duration, .arrival:
            guard let dropOff = status.estimatedDropOffDate else { return words(for: status) }
            return "You'll arrive at \(status.dropOffLocation?.name ?? "your destination") \(eta(dropOff))."
        case .fare:
            return RideVoice(appName: appName, now: now).answer(.fare, status)
        case .cheaperOptions, .otherOptions, .paymentMethods:
            return words(for: status)
        case .distance:
            return distance(status)
        case .vehicle:
            guard let vehicle = status.vehicle, status.isActive else { return words(for: status) }
            let plate = vehicle.registrationPlate.map { ", plate \($0)" } ?? ""
            let driver = status.driver.map { ", driven by \(describe($0))" } ?? ""
            return "Look for a \([vehicle.color, vehicle.manufacturer, vehicle.model].compactMap { $0 }.joined(separator: " "))\(plate)\(driver)."
        case .driver:
            guard let driver = status.driver, status.isActive else { return words(for: status) }
            let vehicle = status.vehicle.map { ", in a \($0.description)" } ?? ""
            return "Your driver is \(describe(driver))\(vehicle)."
        }
    }

    /// How far the car is from the pickup (or, on the way, from the drop-off), with the estimate.
    func distance(_ status: RideStatus) -> String {
        let driver = status.driver?.displayName ?? "Your driver"
        switch status.phase {
        case .confirmed, .approachingPickup:
            guard status.completionStatus == nil, let car = status.vehicle?.location, let pickup = status.pickupLocation?.location else {
                return words(for: status)
            }
            return "\(driver) is \(Self.miles(car.miles(to: pickup))) away, arriving at \(status.pickupLocation?.name ?? "your pickup") \(eta(status.estimatedPickupDate))."
        case .ongoing:
            guard let car = status.vehicle?.location, let dropOff = status.dropOffLocation?.location else { return words(for: status) }
            return "You're \(Self.miles(car.miles(to: dropOff))) from \(status.dropOffLocation?.name ?? "your destination"), arriving \(eta(status.estimatedDropOffDate))."
        default:
            return words(for: status)
        }
    }

    /// A live update: the moment, what changed (the phase, or an estimate traffic moved), and the
    /// status in a sentence.
    public func update(_ status: RideStatus, phaseChanged: Bool, estimateChanged: Bool = false) -> String {
        var text = words(for: status)
        if status.completionStatus == nil, [.confirmed, .approachingPickup, .ongoing].contains(status.phase) {
            text = distance(status)
        }
        let change = phaseChanged ? "\(Self.phaseTitle(status)): " : estimateChanged ? "Traffic, new estimate: " : ""
        return "[\(ServiceTimeZone.clockTimeWithSeconds(now))] \(change)\(text)"
    }

    /// The line standing for routine updates left out of a long run.
    static func elided(_ count: Int, every seconds: Int) -> String {
        "  … \(count) more updates, one every \(seconds) seconds …"
    }

    /// "Approaching pickup" for a phase change line.
    static func phaseTitle(_ status: RideStatus) -> String {
        if status.completionStatus?.isCanceled == true { return "Cancelled" }
        return switch status.phase {
        case .received: "Received"
        case .confirmed: "Confirmed"
        case .approachingPickup: "Approaching pickup"
        case .pickup: "At pickup"
        case .ongoing: "On the way"
        case .completed: "Completed"
        case .unknown: "Update"
        }
    }

    /// "0.8 mi", "500 ft".
    static func miles(_ miles: Double) -> String {
        if miles < 0.1 { return "\(max(50, Int((miles * 5280 / 50).rounded()) * 50)) ft" }
        return String(format: "%.1f mi", miles)
    }

    private func describe(_ driver: RideDriver) -> String {
        driver.rating.map { "\(driver.displayName) (rated \($0))" } ?? driver.displayName
    }

    /// "at 9:07 AM (in 6 min)".
    func eta(_ date: Date?) -> String {
        guard let date else { return "soon" }
        let seconds = date.timeIntervalSince(now)
        return seconds < 30 ? "at \(clock(date)) (now)" : "at \(clock(date)) (in \(ServiceTimeZone.duration(seconds)))"
    }

    func clock(_ date: Date) -> String { ServiceTimeZone.clockTime(date) }
}
