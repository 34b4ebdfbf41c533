import RideIntents

extension UserProfile {
    /// The names `named(_:)` knows.
    public static let knownNames = ["standard", "no-saved-places", "single-card"]

    /// The profile called `name` (`@profile NAME` in a transcript); `nil` for an unknown name.
    public static func named(_ name: String) -> UserProfile? {
        switch name.lowercased() {
        case "standard": standard
        case "no-saved-places": noSavedPlaces
        case "single-card": singleCard
        default: nil
        }
    }

    /// The default rider: at the Ferry Building; home at 1012 Valencia Street in the Mission, work
    /// at Salesforce Tower; cards Visa •••• 4242 "personal" (the default), Amex •••• 1005 "work
    /// card", Visa •••• 1881 "joint", a Mastercard •••• 5100 that expired in August 2025, and Apple Pay.
    public static let standard = UserProfile(
        name: "standard",
        currentLocation: ferryBuilding,
        savedPlaces: [home, work],
        paymentMethods: [personalVisa, workAmex, jointVisa, expiredMastercard, .applePay()],
        defaultPaymentMethodIdentifier: "visa-4242"
    )

    /// The standard rider with no saved places.
    public static let noSavedPlaces: UserProfile = {
        var profile = standard
        profile.name = "no-saved-places"
        profile.savedPlaces = []
        return profile
    }()

    /// The standard rider with one card, the Visa •••• 4242.
    public static let singleCard: UserProfile = {
        var profile = standard
        profile.name = "single-card"
        profile.paymentMethods = [personalVisa]
        return profile
    }()

    // MARK: - The pieces

    static let ferryBuilding = Placemark(
        name: "Ferry Building", thoroughfare: "1 Ferry Building", locality: "San Francisco",
        location: Coordinate(latitude: 37.7955, longitude: -122.3937), identifier: "ferry-building"
    )

    // NB: the point where `Data/streets.tsv` places 1012 Valencia Street; a test keeps them together.
    static let home = SavedPlace(
        name: "home",
        aliases: ["my place", "my house", "house"],
        placemark: Placemark(
            name: "Home", thoroughfare: "1012 Valencia Street", locality: "San Francisco",
            location: Coordinate(latitude: 37.756634, longitude: -122.421066), identifier: "saved:home"
        )
    )

    static let work = SavedPlace(
        name: "work",
        aliases: ["office", "the office", "my office", "my work"],
        placemark: Placemark(
            name: "Work", thoroughfare: "Salesforce Tower, 415 Mission Street", locality: "San Francisco",
            location: Coordinate(latitude: 37.7897, longitude: -122.3972), identifier: "saved:work"
        )
    )

    static let personalVisa = PaymentMethod(
        type: .credit, name: "Visa", identificationHint: "•••• 4242", nickname: "personal", identifier: "visa-4242",
        expiration: CardExpiration(month: 9, year: 2029)
    )

    static let workAmex = PaymentMethod(
        type: .credit, name: "Amex", identificationHint: "•••• 1005", nickname: "work card", identifier: "amex-1005",
        expiration: CardExpiration(month: 3, year: 2028)
    )

    static let jointVisa = PaymentMethod(
        type: .debit, name: "Visa", identificationHint: "•••• 1881", nickname: "joint", identifier: "visa-1881",
        expiration: CardExpiration(month: 12, year: 2027)
    )

    static let expiredMastercard = PaymentMethod(
        type: .credit, name: "Mastercard", identificationHint: "•••• 5100", nickname: nil,
        identifier: "mastercard-5100", expiration: CardExpiration(month: 8, year: 2025)
    )
}
