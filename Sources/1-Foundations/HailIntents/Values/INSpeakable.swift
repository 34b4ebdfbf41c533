import Foundation

/// A value Siri can say and match against what the user said.
public protocol INSpeakable: NSObjectProtocol {
    /// The words Siri says and matches.
    var spokenPhrase: String { get }
    /// How to pronounce `spokenPhrase` ("sounds like"), when it is unusual.
    var pronunciationHint: String? { get }
    /// The app's identifier for the term, from its vocabulary.
    var vocabularyIdentifier: String? { get }
    /// Other speakable values that matched the same words.
    var alternativeSpeakableMatches: [any INSpeakable]? { get }
}
