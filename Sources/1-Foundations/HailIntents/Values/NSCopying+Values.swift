import Foundation

// MARK: - Immutable values: a copy is the value itself, as for Foundation's immutable classes.

extension INPriceRange: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension INCurrencyAmount: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension INSpeakableString: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension INPaymentMethod: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension INDateComponentsRange: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension INRecurrenceRule: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension INImage: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension INPersonHandle: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension INPerson: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension INRideFareLineItem: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension CLLocation: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension CLPlacemark: NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A copy of a value set on an `@NSCopying` property, as Apple's classes take one.
func copiedOnSet<Value: NSObject & NSCopying>(_ value: Value?) -> Value? {
    guard let value else { return nil }
    return value.copy(with: nil) as? Value ?? value
}
