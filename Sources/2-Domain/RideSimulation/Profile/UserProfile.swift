import RideIntents

/// The rider: where they are, their saved places and their payment methods. Only a card's brand,
/// last four digits, nickname and expiry are kept; never a full card number.
public struct UserProfile: Hashable, Sendable {
    /// The profile's name, as `@profile NAME` chooses it ("standard").
    public var name: String
    /// Where the rider is now; the pickup when none is given.
    public var currentLocation: Placemark
    public var savedPlaces: [SavedPlace]
    public var paymentMethods: [PaymentMethod]
    /// The identifier of the method used when none is given.
    public var defaultPaymentMethodIdentifier: String?

    public init(
        name: String, currentLocation: Placemark, savedPlaces: [SavedPlace] = [], paymentMethods: [PaymentMethod] = [],
        defaultPaymentMethodIdentifier: String? = nil
    ) {
        self.name = name
        self.currentLocation = currentLocation
        self.savedPlaces = savedPlaces
        self.paymentMethods = paymentMethods
        self.defaultPaymentMethodIdentifier = defaultPaymentMethodIdentifier
    }

    /// The default payment method, if one is set and on file.
    public var defaultPaymentMethod: PaymentMethod? {
        paymentMethods.first { $0.identifier == defaultPaymentMethodIdentifier }
    }

    /// The saved place called `name` ("home", "my home", "the office"), any case.
    public func savedPlace(named name: String) -> SavedPlace? {
        var words = PlaceNameNormalizer.words(name)
        if words.count > 1, words[0] == "my" { words.removeFirst() }
        let key = words.joined(separator: " ")
        guard !key.isEmpty else { return nil }
        return savedPlaces.first { place in
            ([place.name] + place.aliases).contains { PlaceNameNormalizer.normalize($0) == key }
        }
    }
}
