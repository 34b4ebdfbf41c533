import RideLanguage
import RideSimulation

extension UserProfile {
    /// The profile's saved place names (and their aliases) and payment nicknames, as Siri's user
    /// vocabulary: what the grammar learns of this user, in the dialog and in `hail parse` alike.
    /// "Home" and "Work" are always in it, saved or not, so "take me home" is understood and,
    /// with no home saved, answered with that rather than a search for a place called "home".
    public var vocabulary: UserVocabulary {
        let saved = savedPlaces.flatMap { [$0.name] + $0.aliases }
        let unsaved = ["Home", "Work"].filter { word in !saved.contains { $0.caseInsensitiveCompare(word) == .orderedSame } }
        return UserVocabulary(placeNames: saved + unsaved, paymentNicknames: paymentMethods.compactMap(\.nickname))
    }
}
