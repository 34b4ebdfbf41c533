/// Words that belong to one user, added to the grammar at run time: the profile's saved place
/// names ("home", "work", "gym") and payment nicknames ("work card").
public struct UserVocabulary: Hashable, Sendable {
    public var placeNames: [String]
    public var paymentNicknames: [String]

    public init(placeNames: [String] = [], paymentNicknames: [String] = []) {
        self.placeNames = placeNames
        self.paymentNicknames = paymentNicknames
    }

    /// No words at all.
    public static let empty = UserVocabulary()
}
