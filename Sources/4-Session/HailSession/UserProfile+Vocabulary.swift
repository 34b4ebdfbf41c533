import RideLanguage
import RideSimulation

extension UserProfile {
    /// The profile's saved place names (and their aliases) and payment nicknames, as Siri's user
    /// vocabulary: what the grammar learns of this user, in the dialog and in `hail parse` alike.
    public var vocabulary: UserVocabulary {
        UserVocabulary(
            placeNames: savedPlaces.flatMap { [$0.name] + $0.aliases },
            paymentNicknames: paymentMethods.compactMap(\.nickname)
        )
    }
}
