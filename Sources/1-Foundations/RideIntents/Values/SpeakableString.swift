/// A phrase as spoken, with the vocabulary identifier it maps to (SiriKit's `INSpeakableString`).
public struct SpeakableString: Hashable, Sendable, Codable {
    /// What the user said, or the display form ("XL", "Pool").
    public var spokenPhrase: String
    /// The canonical identifier from the app's vocabulary ("SUV", "Shared"), when known.
    public var vocabularyIdentifier: String?
    /// A "sounds like" hint ("ex el").
    public var pronunciationHint: String?

    public init(vocabularyIdentifier: String? = nil, spokenPhrase: String, pronunciationHint: String? = nil) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
    }
}
