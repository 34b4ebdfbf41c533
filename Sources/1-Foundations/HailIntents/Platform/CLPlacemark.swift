import Foundation

/// A named place with its location and address (Core Location's `CLPlacemark`).
///
/// Pickup and drop-off locations are placemarks. Create one with
/// ``init(location:name:postalAddress:)``, the initialiser the Intents framework adds, or copy one
/// with ``init(placemark:)``.
open class CLPlacemark: NSObject {
    /// Where the place is.
    public let location: CLLocation?
    /// The place's name, e.g. "SFO" or "Ferry Building".
    public let name: String?
    /// The place's address, when known.
    public let postalAddress: CNPostalAddress?

    /// The street name, from `postalAddress`.
    open var thoroughfare: String? { nonEmpty(postalAddress?.street) }
    /// The house number; this mimic keeps it in `thoroughfare`, as `postalAddress`'s street does.
    open var subThoroughfare: String? { nil }
    /// The city, from `postalAddress`.
    open var locality: String? { nonEmpty(postalAddress?.city) }
    /// The neighbourhood, from `postalAddress`.
    open var subLocality: String? { nonEmpty(postalAddress?.subLocality) }
    /// The state or province, from `postalAddress`.
    open var administrativeArea: String? { nonEmpty(postalAddress?.state) }
    /// The county, from `postalAddress`.
    open var subAdministrativeArea: String? { nonEmpty(postalAddress?.subAdministrativeArea) }
    /// The postal code, from `postalAddress`.
    open var postalCode: String? { nonEmpty(postalAddress?.postalCode) }
    /// The ISO country code, from `postalAddress`.
    open var isoCountryCode: String? { nonEmpty(postalAddress?.isoCountryCode) }
    /// The country or region, from `postalAddress`.
    open var country: String? { nonEmpty(postalAddress?.country) }
    /// The lake or river at the place; this mimic's placemarks have none.
    open var inlandWater: String? { nil }
    /// The ocean at the place; this mimic's placemarks have none.
    open var ocean: String? { nil }
    /// Points of interest at the place; this mimic's placemarks have none.
    open var areasOfInterest: [String]? { nil }
    /// The time zone of the place; this mimic does not know it.
    open var timeZone: TimeZone? { nil }

    /// A placemark with a location, a name and an address (the Intents framework's addition).
    public convenience init(location: CLLocation, name: String?, postalAddress: CNPostalAddress?) {
        self.init(storedLocation: location, name: name, postalAddress: postalAddress)
    }

    /// A copy of another placemark.
    public convenience init(placemark: CLPlacemark) {
        self.init(storedLocation: placemark.location, name: placemark.name, postalAddress: placemark.postalAddress)
    }

    init(storedLocation: CLLocation?, name: String?, postalAddress: CNPostalAddress?) {
        self.location = storedLocation
        self.name = name
        self.postalAddress = postalAddress
        super.init()
    }

    open override var description: String {
        let place = name ?? "unnamed place"
        guard let location else { return place }
        return "\(place) @ \(location)"
    }

    private func nonEmpty(_ field: String?) -> String? {
        guard let field, !field.isEmpty else { return nil }
        return field
    }
}
