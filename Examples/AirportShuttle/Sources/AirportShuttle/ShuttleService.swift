#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation

/// The shuttle operator's rules and bookings.
///
/// - It runs between the Bay Area and two airports, SFO and OAK: one end of every trip is an
///   airport, the other is not.
/// - The Shared van sells seats at a fixed fare per seat (SFO $19, OAK $17), up to 7 seats a
///   booking, and leaves on the hour and the half hour.
/// - A private Compact (1 passenger) or SUV (priced by party size) comes at once; their prices are
///   the seed's listings (SeedRideOptionListings.swift).
/// - Cancelling is free until 15 minutes before pickup, then costs $5; a ride under way cannot be
///   cancelled.
///
/// Times come from `now`: `HailClock.now` under Hail (its clock, manual in transcripts), `Date()`
/// on Apple's platforms.
public final class ShuttleService: @unchecked Sendable {
    /// An airport the shuttle serves.
    struct Airport {
        let code: String
        let location: CLLocation
        let seatFare: Double
    }

    static let airports = [
        Airport(code: "SFO", location: CLLocation(latitude: 37.6213, longitude: -122.3790), seatFare: 19),
        Airport(code: "OAK", location: CLLocation(latitude: 37.7126, longitude: -122.2197), seatFare: 17),
    ]
    static let sharedName = "Shared"
    static let seatsPerBooking = 7
    static let tripMinutes: Double = 35
    static let lateCancellationFee = NSDecimalNumber(value: 5)

    /// One booking.
    struct Booking {
        let identifier: String
        let pickup: CLPlacemark
        let dropOff: CLPlacemark
        let option: INRideOption
        let seats: Int
        let pickupDate: Date
        var isCanceled = false
    }

    private let lock = NSLock()
    private var bookings: [Booking] = []
    private var observers: [INGetRideStatusIntentResponseObserver] = []

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

    /// The airport within 2 km of the place, if any.
    func airport(at place: CLPlacemark?) -> Airport? {
        guard let location = place?.location else { return nil }
        return Self.airports.first { $0.location.distance(from: location) < 2_000 }
    }

    /// Why the shuttle cannot run this trip, or `nil` when it can.
    func refusal(pickup: CLPlacemark?, dropOff: CLPlacemark?) -> String? {
        switch (airport(at: pickup), airport(at: dropOff)) {
        case (nil, nil): return "neither end is an airport"
        case (.some, .some): return "both ends are airports"
        default: return nil
        }
    }

    /// The next Shared van departure: on the hour or the half hour, at least 5 minutes from now.
    func nextDeparture(after earliest: Date? = nil) -> Date {
        let from = max(earliest ?? now, now.addingTimeInterval(5 * 60))
        let halfHours = (from.timeIntervalSince1970 / 1800).rounded(.up)
        return Date(timeIntervalSince1970: halfHours * 1800)
    }

    /// The Shared van: a fixed fare per seat, tiers up to seven seats.
    func sharedRideOption(pickup: CLPlacemark, dropOff: CLPlacemark, departure: Date? = nil) -> INRideOption {
        let fare = (airport(at: pickup) ?? airport(at: dropOff))?.seatFare ?? 19
        let ride = INRideOption(name: Self.sharedName, estimatedPickupDate: departure ?? nextDeparture())
        ride.disclaimerMessage = "Shared van: leaves on the hour and the half hour; up to \(Self.seatsPerBooking) seats a booking."
        func price(_ seats: Int) -> INPriceRange {
            INPriceRange(price: NSDecimalNumber(value: fare * Double(seats)), currencyCode: "USD")
        }
        ride.availablePartySizeOptions = [
            INRidePartySizeOption(partySizeRange: NSMakeRange(1, 0), sizeDescription: "1 seat", priceRange: price(1)),
            INRidePartySizeOption(partySizeRange: NSMakeRange(2, 0), sizeDescription: "2 seats", priceRange: price(2)),
            INRidePartySizeOption(partySizeRange: NSMakeRange(3, 0), sizeDescription: "3 seats", priceRange: price(3)),
            INRidePartySizeOption(
                partySizeRange: NSMakeRange(4, 3), sizeDescription: "4-7 seats",
                priceRange: INPriceRange(
                    firstPrice: NSDecimalNumber(value: fare * 4), secondPrice: NSDecimalNumber(value: fare * 7), currencyCode: "USD")),
        ]
        ride.availablePartySizeOptionsSelectionPrompt = "Seats are sold one by one"
        ride.priceRange = price(1)
        return ride
    }

    /// Every option for a trip: the Shared van, then the seed's Compact and SUV.
    func rideOptions(pickup: CLPlacemark, dropOff: CLPlacemark) -> [INRideOption] {
        [
            sharedRideOption(pickup: pickup, dropOff: dropOff),
            createCompactRideOption(pickup: pickup, dropOff: dropOff),
            createSUVRideOption(pickup: pickup, dropOff: dropOff),
        ]
    }

    /// The option of that name (any case), for a trip.
    func rideOption(named name: String, pickup: CLPlacemark, dropOff: CLPlacemark) -> INRideOption? {
        rideOptions(pickup: pickup, dropOff: dropOff).first { $0.name.lowercased() == name.lowercased() }
    }

    /// The option a spoken name means: its vocabulary identifier when Siri matched the app's
    /// vocabulary ("shared ride" is Shared), else the words.
    static func optionName(_ spoken: INSpeakableString) -> String {
        spoken.vocabularyIdentifier ?? spoken.spokenPhrase
    }

    /// How many passengers an option takes.
    func capacity(of optionName: String) -> Int {
        switch optionName.lowercased() {
        case "compact": 1
        case "suv": 7
        default: Self.seatsPerBooking
        }
    }

    // MARK: - Bookings

    func book(pickup: CLPlacemark, dropOff: CLPlacemark, option: INRideOption, seats: Int) -> Booking {
        lock.lock()
        defer { lock.unlock() }
        let booking = Booking(
            identifier: "SHUTTLE-\(bookings.count + 1)", pickup: pickup, dropOff: dropOff, option: option, seats: seats,
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

    /// The phase a booking is in now.
    func phase(of booking: Booking) -> INRidePhase {
        let now = now
        if now < booking.pickupDate.addingTimeInterval(-5 * 60) { return .confirmed }
        if now < booking.pickupDate { return .approachingPickup }
        if now < booking.pickupDate.addingTimeInterval(2 * 60) { return .pickup }
        if now < booking.pickupDate.addingTimeInterval(Self.tripMinutes * 60) { return .ongoing }
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
        status.estimatedDropOffDate = booking.pickupDate.addingTimeInterval(Self.tripMinutes * 60)
        let isVan = booking.option.name == Self.sharedName
        status.driver = INRideDriver(
            phoneNumber: "415-555-0107", nameComponents: nil, displayName: isVan ? "Maria Lopez" : "Sam Okafor", image: nil,
            rating: isVan ? "4.9" : "4.8")
        let vehicle = INRideVehicle()
        vehicle.manufacturer = isVan ? "Ford" : "Toyota"
        vehicle.model = isVan ? "Transit" : (booking.option.name == "SUV" ? "Highlander" : "Corolla")
        vehicle.registrationPlate = isVan ? "SHTL 07" : "8ABC 123"
        status.vehicle = vehicle
        return status
    }

    // MARK: - Live updates

    func startUpdates(to observer: INGetRideStatusIntentResponseObserver) {
        lock.lock()
        observers = [observer]
        lock.unlock()
        guard let booking = lastBooking else { return }
        let response = INGetRideStatusIntentResponse(code: .success, userActivity: nil)
        response.rideStatus = status(of: booking)
        observer.didUpdate(getRideStatus: response)
    }

    func stopUpdates() {
        lock.lock()
        observers = []
        lock.unlock()
    }
}
