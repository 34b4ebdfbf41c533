import Foundation

/// A phrase with an optional vocabulary identifier and pronunciation: a ride option's name as spoken.
open class INSpeakableString: NSObject, INSpeakable {
    public let spokenPhrase: String
    public let pronunciationHint: String?
    public let vocabularyIdentifier: String?
    public let alternativeSpeakableMatches: [any INSpeakable]?

    /// A phrase tied to an entry of the app's vocabulary.
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
        self.alternativeSpeakableMatches = nil
        super.init()
    }

    /// A phrase with no vocabulary identifier.
    public init(spokenPhrase: String) {
        self.vocabularyIdentifier = nil
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = nil
        self.alternativeSpeakableMatches = nil
        super.init()
    }

    /// A phrase tied to an entry of the app's vocabulary (Apple's earlier spelling).
    @available(*, deprecated, message: "Please use -initWithVocabularyIdentifier:spokenPhrase:pronunciationHint:")
    public convenience init(identifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.init(vocabularyIdentifier: identifier, spokenPhrase: spokenPhrase, pronunciationHint: pronunciationHint)
    }

    /// The vocabulary identifier (Apple's earlier name).
    @available(*, deprecated, message: "Please use vocabularyIdentifier")
    public var identifier: String? { vocabularyIdentifier }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INSpeakableString else { return false }
        return spokenPhrase == other.spokenPhrase && vocabularyIdentifier == other.vocabularyIdentifier
            && pronunciationHint == other.pronunciationHint
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(spokenPhrase)
        hasher.combine(vocabularyIdentifier)
        return hasher.finalize()
    }

    open override var description: String { spokenPhrase }
}
