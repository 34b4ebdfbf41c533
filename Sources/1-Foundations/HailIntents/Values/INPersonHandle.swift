import Foundation

/// What a person handle's value is.
public enum INPersonHandleType: Int, Sendable {
    /// A handle of unknown kind.
    case unknown = 0
    /// An email address.
    case emailAddress = 1
    /// A phone number.
    case phoneNumber = 2
}

/// A way to reach a person: a phone number or an email address.
open class INPersonHandle: NSObject {
    /// The phone number, address or account name.
    public let value: String?
    /// What `value` is.
    public let type: INPersonHandleType

    /// A handle of the given type.
    public init(value: String?, type: INPersonHandleType) {
        self.value = value
        self.type = type
        super.init()
    }
}
