import Foundation

/// A postal address (the Contacts framework's `CNPostalAddress`), as a placemark carries it.
open class CNPostalAddress: NSObject {
    /// The street line, e.g. "1 Market St".
    public internal(set) var street: String = ""
    /// The neighbourhood or district.
    public internal(set) var subLocality: String = ""
    /// The city.
    public internal(set) var city: String = ""
    /// The county.
    public internal(set) var subAdministrativeArea: String = ""
    /// The state or province.
    public internal(set) var state: String = ""
    /// The postal code.
    public internal(set) var postalCode: String = ""
    /// The country or region name.
    public internal(set) var country: String = ""
    /// The ISO 3166-1 alpha-2 country code.
    public internal(set) var isoCountryCode: String = ""

    /// An empty address.
    public override init() {
        super.init()
    }
}

/// A postal address whose fields can be set.
open class CNMutablePostalAddress: CNPostalAddress {
    open override var street: String { get { super.street } set { super.street = newValue } }
    open override var subLocality: String { get { super.subLocality } set { super.subLocality = newValue } }
    open override var city: String { get { super.city } set { super.city = newValue } }
    open override var subAdministrativeArea: String {
        get { super.subAdministrativeArea }
        set { super.subAdministrativeArea = newValue }
    }
    open override var state: String { get { super.state } set { super.state = newValue } }
    open override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    open override var country: String { get { super.country } set { super.country = newValue } }
    open override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}
