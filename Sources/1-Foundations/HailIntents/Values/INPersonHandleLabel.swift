/// Which of a person's numbers or addresses a handle is: home, work, mobile.
// NB: the raw values are the Contacts framework's labels (`CNLabelHome` and the like), which an app
// copies from a contact's phone numbers.
public struct INPersonHandleLabel: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// A label from its raw value.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A home number or address.
    public static let home = INPersonHandleLabel("_$!<Home>!$_")
    /// A work number or address.
    public static let work = INPersonHandleLabel("_$!<Work>!$_")
    /// An iPhone's number.
    public static let iPhone = INPersonHandleLabel("iPhone")
    /// A mobile number.
    public static let mobile = INPersonHandleLabel("_$!<Mobile>!$_")
    /// A main number.
    public static let main = INPersonHandleLabel("_$!<Main>!$_")
    /// A home fax.
    public static let homeFax = INPersonHandleLabel("_$!<HomeFAX>!$_")
    /// A work fax.
    public static let workFax = INPersonHandleLabel("_$!<WorkFAX>!$_")
    /// A pager.
    public static let pager = INPersonHandleLabel("_$!<Pager>!$_")
    /// Another number or address.
    public static let other = INPersonHandleLabel("_$!<Other>!$_")
    /// A school number or address.
    public static let school = INPersonHandleLabel("_$!<School>!$_")
}
