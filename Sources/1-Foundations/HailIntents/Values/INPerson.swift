import Foundation

/// A person: for the ride domain, the driver (see ``INRideDriver``).
open class INPerson: NSObject {
    /// How to reach the person.
    public let personHandle: INPersonHandle?
    /// The person's name in parts.
    public let nameComponents: PersonNameComponents?
    /// The name to show: the given display name, else the formatted name components, else the handle.
    public let displayName: String
    /// A photo of the person.
    public let image: INImage?
    /// The person's identifier in the user's contacts.
    public let contactIdentifier: String?
    /// The app's own identifier for the person.
    public let customIdentifier: String?
    /// Whether the person is the device's user.
    // NB: not public: Apple's INPerson takes `isMe` in an initialiser and has no such property.
    package let isMe: Bool

    /// A person with a handle, a name and an image.
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?
    ) {
        self.init(
            personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
            contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: false
        )
    }

    /// A person who may be the device's user.
    public init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
        contactIdentifier: String?, customIdentifier: String?, isMe: Bool
    ) {
        self.personHandle = personHandle
        self.nameComponents = nameComponents
        self.displayName = INPerson.displayName(displayName, nameComponents, personHandle)
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.customIdentifier = customIdentifier
        self.isMe = isMe
        super.init()
    }

    private static func displayName(
        _ given: String?, _ components: PersonNameComponents?, _ handle: INPersonHandle
    ) -> String {
        if let given, !given.isEmpty { return given }
        if let components {
            let parts = [components.givenName, components.familyName].compactMap { $0 }.filter { !$0.isEmpty }
            if !parts.isEmpty { return parts.joined(separator: " ") }
        }
        return handle.value ?? ""
    }

    open override var description: String { displayName }
}
