import Foundation

/// The user-specific words an app teaches Siri: names of the user's own things (contacts, photo
/// albums, playlists, workouts) that Siri should hear.
///
/// ```swift
/// INVocabulary.shared().setVocabularyStrings(NSOrderedSet(array: ["Mom's car"]), of: .carName)
/// ```
///
/// Ride option names are not user-specific: an app declares them once in its
/// `AppIntentVocabulary.plist`. Hail keeps what is set here for the process, in order.
open class INVocabulary: NSObject {
    nonisolated(unsafe) private static let instance = INVocabulary()

    private let lock = NSLock()
    private var strings: [INVocabularyStringType: [String]] = [:]

    /// The app's vocabulary.
    open class func shared() -> Self {
        // NB: `Self` is INVocabulary: `shared()` is only ever called on the class itself, as
        // Apple's is; a subclass gets a fresh, empty vocabulary rather than a wrong type.
        instance as? Self ?? self.init()
    }

    /// An empty vocabulary; use ``shared()``.
    public required override init() {
        super.init()
    }

    /// Replaces the words of one type with these, most important first (`String`s; others are
    /// ignored, as Siri ignores them).
    open func setVocabularyStrings(_ vocabulary: NSOrderedSet, of type: INVocabularyStringType) {
        let words = vocabulary.array.compactMap { $0 as? String }
        lock.lock()
        strings[type] = words
        lock.unlock()
    }

    /// Forgets every word set.
    open func removeAllVocabularyStrings() {
        lock.lock()
        strings = [:]
        lock.unlock()
    }

    /// The words set for one type, in order.
    package func vocabularyStrings(of type: INVocabularyStringType) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return strings[type] ?? []
    }
}
