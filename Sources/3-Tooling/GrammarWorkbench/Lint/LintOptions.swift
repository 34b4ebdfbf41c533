import RideLanguage

/// What a lint run knows besides the grammar: the user's vocabulary (saved places, payment
/// nicknames) and the names of the places the service knows, so collisions with them are found.
public struct LintOptions: Sendable {
    public var userVocabulary: UserVocabulary
    public var placeNames: [String]

    public init(userVocabulary: UserVocabulary = .empty, placeNames: [String] = []) {
        self.userVocabulary = userVocabulary
        self.placeNames = placeNames
    }
}
