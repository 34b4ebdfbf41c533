import Foundation

/// The driver of a booked ride.
open class INRideDriver: INPerson {
    /// The driver's rating, as the service shows it (e.g. "4.9").
    public let rating: String?
    /// A number the passenger can call.
    public let phoneNumber: String?

    /// A driver with a phone number, a name, a photo and a rating.
    public init(
        phoneNumber: String, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        rating: String?
    ) {
        self.rating = rating
        self.phoneNumber = phoneNumber
        super.init(
            personHandle: INPersonHandle(value: phoneNumber, type: .phoneNumber), nameComponents: nameComponents,
            displayName: displayName, image: image, contactIdentifier: nil, customIdentifier: nil, isMe: false
        )
    }

    /// A driver whose phone number may be unknown, for a service that answers without one (Hail's
    /// bridge); an extension uses Apple's initialisers.
    package convenience init(
        knownPhoneNumber phoneNumber: String?, nameComponents: PersonNameComponents?, displayName: String?,
        image: INImage?, rating: String?
    ) {
        self.init(
            reachedAt: INPersonHandle(value: phoneNumber, type: .phoneNumber), nameComponents: nameComponents,
            displayName: displayName, image: image, rating: rating, phoneNumber: phoneNumber
        )
    }

    /// A driver reached through any handle: the older initialisers below give one that need not
    /// be the phone number.
    init(
        reachedAt personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        rating: String?, phoneNumber: String?
    ) {
        self.rating = rating
        self.phoneNumber = phoneNumber
        super.init(
            personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
            contactIdentifier: nil, customIdentifier: nil, isMe: false
        )
    }
}

// MARK: - The initialisers of iOS 10.0 and 10.1, which extensions written then still call

extension INRideDriver {
    /// A driver reached through a handle, with a name, a photo, a rating and a phone number.
    @available(*, deprecated, message: "Use the designated initializer instead")
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        rating: String?, phoneNumber: String?
    ) {
        self.init(
            reachedAt: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
            rating: rating, phoneNumber: phoneNumber
        )
    }

    /// A driver known by a handle and a display name.
    @available(*, deprecated, message: "Use the designated initializer instead")
    public convenience init(handle: String, displayName: String?, image: INImage?, rating: String?, phoneNumber: String?) {
        self.init(
            reachedAt: INPersonHandle(value: handle, type: .unknown), nameComponents: nil, displayName: displayName,
            image: image, rating: rating, phoneNumber: phoneNumber
        )
    }

    /// A driver known by a handle and a name in parts.
    @available(*, deprecated, message: "Use the designated initializer instead")
    public convenience init(
        handle: String, nameComponents: PersonNameComponents, image: INImage?, rating: String?, phoneNumber: String?
    ) {
        self.init(
            reachedAt: INPersonHandle(value: handle, type: .unknown), nameComponents: nameComponents,
            displayName: nil, image: image, rating: rating, phoneNumber: phoneNumber
        )
    }
}
