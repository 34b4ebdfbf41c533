#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation

/// Bridgetown Rides' rules and bookings, in Portland, Oregon.
///
/// - A Sprocket is a pedicab: up to 2 riders, trips of 3 km at most, never to or from the airport;
///   a flat $5 plus $2 a kilometre.
/// - A Rosebud is a car for up to 4: $4 plus $2.50 a kilometre.
/// - A Bigfoot is a van for up to 6: $9 plus $3.50 a kilometre.
/// - Cancelling is free until the vehicle is 3 minutes away, then costs $4.
///
/// - Rides are for now: a pickup time ahead is not taken.
/// - It serves Portland: both ends within 15 km of Pioneer Courthouse Square.
///
/// Times come from `now`: `HailClock.now` under Hail (its clock, manual in transcripts), `Date()`
/// on Apple's platforms.
public final class BridgetownService: @unchecked Sendable {
    /// One of the service's products.
    struct Product {
        let name: String
        let capacity: Int
        let baseFare: Double
        let perKilometre: Double
        let pickupMinutes: Double
        let vehicle: (manufacturer: String, model: String, plate: String)
        let driver: (name: String, rating: String)
    }

    static let sprocket = Product(
        name: "Sprocket", capacity: 2, baseFare: 5, perKilometre: 2, pickupMinutes: 6,
        vehicle: ("Main Street Pedicabs", "Cargo", "PEDAL 3"), driver: ("Juniper Reyes", "5.0"))
    static let rosebud = Product(
        name: "Rosebud", capacity: 4, baseFare: 4, perKilometre: 2.5, pickupMinutes: 4,
        vehicle: ("Subaru", "Outback", "ROSE 214"), driver: ("Dev Patel", "4.9"))
    static let bigfoot = Product(
        name: "Bigfoot", capacity: 6, baseFare: 9, perKilometre: 3.5, pickupMinutes: 9,
        vehicle: ("Mercedes-Benz", "Sprinter", "SQUATCH"), driver: ("Marisol Vega", "4.8"))
    static let products = [sprocket, rosebud, bigfoot]

    /// The centre of the service: Pioneer Courthouse Square.
    static let centre = CLLocation(latitude: 45.5189, longitude: -122.6793)
    /// How far from the centre the service goes, in metres.
    static let reach: Double = 15_000
    /// The longest trip a Sprocket takes, in metres.
    static let sprocketReach: Double = 3_000
    /// Portland International Airport, where no pedicab goes.
    static let airport = CLLocation(latitude: 45.5887, longitude: -122.5975)
    static let lateCancellationFee = NSDecimalNumber(value: 4)

    /// One booking.
    struct Booking {
        let identifier: String
        let pickup: CLPlacemark
        let dropOff: CLPlacemark
        let option: INRideOption
        let pickupDate: Date
        var isCanceled = false
    }

    private let lock = NSLock()
    private var bookings: [Booking] = []

    public init() {}

    /// Now, by the clock the conversation runs on.
    var now: Date {
        #if os(iOS) || os(watchOS)
        Date()
        #else
        HailClock.now
        #endif
    }

    // MARK: - Rules

    /// The straight-line distance of a trip, in metres.
    func distance(from pickup: CLPlacemark, to dropOff: CLPlacemark) -> Double? {
        guard let from = pickup.location, let to = dropOff.location else { return nil }
        return from.distance(from: to)
    }

    /// Whether the service goes to a place: within `reach` of the centre.
    func serves(_ place: CLPlacemark) -> Bool {
        guard let location = place.location else { return false }
        return location.distance(from: Self.centre) <= Self.reach
    }

    /// Whether a place is the airport (within 1.5 km of it).
    func isAirport(_ place: CLPlacemark) -> Bool {
        guard let location = place.location else { return false }
        return location.distance(from: Self.airport) < 1_500
    }

    /// The products that run this trip, in the order Maps lists them.
    func products(pickup: CLPlacemark, dropOff: CLPlacemark) -> [Product] {
        guard let metres = distance(from: pickup, to: dropOff) else { return [] }
        let pedicabGoes = metres <= Self.sprocketReach && !isAirport(pickup) && !isAirport(dropOff)
        return Self.products.filter { $0.name != Self.sprocket.name || pedicabGoes }
    }

    /// The product a spoken name means: its vocabulary identifier when Siri matched the app's
    /// vocabulary ("bike taxi" is Sprocket), else the words.
    static func product(named spoken: INSpeakableString) -> Product? {
        let name = (spoken.vocabularyIdentifier ?? spoken.spokenPhrase).lowercased()
        return products.first { $0.name.lowercased() == name }
    }

    /// A product offered for a trip, priced by its distance.
    func rideOption(_ product: Product, pickup: CLPlacemark, dropOff: CLPlacemark) -> INRideOption {
        let kilometres = (distance(from: pickup, to: dropOff) ?? 0) / 1_000
        let fare = ((product.baseFare + product.perKilometre * kilometres) * 100).rounded() / 100
        let option = INRideOption(name: product.name, estimatedPickupDate: now.addingTimeInterval(product.pickupMinutes * 60))
        option.priceRange = INPriceRange(price: NSDecimalNumber(value: fare), currencyCode: "USD")
        option.disclaimerMessage = product.name == Self.sprocket.name
            ? "Pedal-powered: up to 2 riders, trips up to 3 km."
            : "Up to \(product.capacity) riders."
        return option
    }

    /// Every option for a trip.
    func rideOptions(pickup: CLPlacemark, dropOff: CLPlacemark) -> [INRideOption] {
        products(pickup: pickup, dropOff: dropOff).map { rideOption($0, pickup: pickup, dropOff: dropOff) }
    }

    // MARK: - Bookings

    func book(pickup: CLPlacemark, dropOff: CLPlacemark, option: INRideOption) -> Booking {
        lock.lock()
        defer { lock.unlock() }
        let booking = Booking(
            identifier: "PDX-\(101 + bookings.count)", pickup: pickup, dropOff: dropOff, option: option,
            pickupDate: option.estimatedPickupDate)
        bookings.append(booking)
        return booking
    }

    var lastBooking: Booking? {
        lock.lock()
        defer { lock.unlock() }
        return bookings.last
    }

    func booking(_ identifier: String) -> Booking? {
        lock.lock()
        defer { lock.unlock() }
        return bookings.last { $0.identifier == identifier }
    }

    func cancel(_ identifier: String) {
        lock.lock()
        if let index = bookings.lastIndex(where: { $0.identifier == identifier }) { bookings[index].isCanceled = true }
        lock.unlock()
    }

    /// The fee for cancelling now: nothing until the vehicle is 3 minutes away.
    func cancellationFee(for booking: Booking) -> INCurrencyAmount? {
        guard now > booking.pickupDate.addingTimeInterval(-3 * 60) else { return nil }
        return INCurrencyAmount(amount: Self.lateCancellationFee, currencyCode: "USD")
    }

    /// The phase a booking is in now.
    func phase(of booking: Booking) -> INRidePhase {
        let now = now
        let minutes = (distance(from: booking.pickup, to: booking.dropOff) ?? 0) / 1_000 * 3
        if now < booking.pickupDate.addingTimeInterval(-3 * 60) { return .confirmed }
        if now < booking.pickupDate { return .approachingPickup }
        if now < booking.pickupDate.addingTimeInterval(60) { return .pickup }
        if now < booking.pickupDate.addingTimeInterval(60 + minutes * 60) { return .ongoing }
        return .completed
    }

    /// A booking's status now.
    func status(of booking: Booking) -> INRideStatus {
        let status = INRideStatus()
        status.rideIdentifier = booking.identifier
        status.phase = booking.isCanceled ? .completed : phase(of: booking)
        if booking.isCanceled {
            status.completionStatus = .canceledByUser()
        } else if status.phase == .completed {
            status.completionStatus = .completed(feedbackType: [.rate])
        }
        status.rideOption = booking.option
        status.pickupLocation = booking.pickup
        status.dropOffLocation = booking.dropOff
        status.estimatedPickupDate = booking.pickupDate
        let product = Self.products.first { $0.name == booking.option.name } ?? Self.rosebud
        status.driver = INRideDriver(
            phoneNumber: "503-555-0142", nameComponents: nil, displayName: product.driver.name, image: nil,
            rating: product.driver.rating)
        let vehicle = INRideVehicle()
        vehicle.manufacturer = product.vehicle.manufacturer
        vehicle.model = product.vehicle.model
        vehicle.registrationPlate = product.vehicle.plate
        status.vehicle = vehicle
        return status
    }
}
