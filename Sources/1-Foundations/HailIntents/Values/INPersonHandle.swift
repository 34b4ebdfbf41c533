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
    /// Which of the person's numbers or addresses it is ("mobile", "work").
    public let label: INPersonHandleLabel?

    /// A handle of the given type, with a label.
    public init(value: String?, type: INPersonHandleType, label: INPersonHandleLabel?) {
        self.value = value
        self.type = type
        self.label = label
        super.init()
    }

    /// A handle of the given type.
    public convenience init(value: String?, type: INPersonHandleType) {
        self.init(value: value, type: type, label: nil)
    }
}
