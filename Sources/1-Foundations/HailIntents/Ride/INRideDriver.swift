import Foundation

/// The driver of a booked ride.
open class INRideDriver: INPerson {
    /// The driver's rating, as the service shows it (e.g. "4.9").
    public let rating: String?
    /// A number the passenger can call.
    public let phoneNumber: String?

    /// A driver with a phone number, a name, a photo and a rating.
    public init(
        phoneNumber: String?, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        rating: String?
    ) {
        self.rating = rating
        self.phoneNumber = phoneNumber
        super.init(
            personHandle: INPersonHandle(value: phoneNumber, type: .phoneNumber), nameComponents: nameComponents,
            displayName: displayName, image: image, contactIdentifier: nil, customIdentifier: nil, isMe: false
        )
    }
}
