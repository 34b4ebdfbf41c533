/// Gives every word a grammar uses a small integer id, so matching compares integers.
struct TokenVocabulary: Sendable {
    /// The ids by spelling; the table matching looks words up in.
    private(set) var table = WordTable()
    private(set) var words: [String] = []

    /// An empty vocabulary.
    init() {}

    /// An empty vocabulary with room for `minimumCapacity` words before its table grows.
    init(minimumCapacity: Int) {
        table = WordTable(minimumCapacity: minimumCapacity)
        words.reserveCapacity(minimumCapacity)
    }

    /// The vocabulary every compiled grammar starts from: the builtin recognizers' words
    /// (`EnglishNumberWords.allWords`, sorted), numbered 0 up, with room for the words of a
    /// grammar the size of the ride grammar (about 1,100).
    // NB: made once per process; a grammar copies it (its tables are copied on the first new
    // word) rather than hashing every number word again on each load.
    static let builtin: TokenVocabulary = {
        var vocabulary = TokenVocabulary(minimumCapacity: 2048)
        for word in EnglishNumberWords.allWords { _ = vocabulary.id(for: word) }
        return vocabulary
    }()

    /// Whether the builtin recognizers' words have the ids they have in `builtin` (true of every
    /// vocabulary compiled from source, and of an archive of one).
    var startsWithBuiltinWords: Bool {
        let builtinWords = Self.builtin.words
        return words.count >= builtinWords.count && words[..<builtinWords.count].elementsEqual(builtinWords)
    }

    /// The id of `word`, adding it if new.
    mutating func id(for word: String) -> Int32 {
        let id = table.insert(word)
        if Int(id) == words.count { words.append(word) }
        return id
    }

    /// The id of `word`, or -1 when no grammar word is spelled so.
    func lookup(_ word: String) -> Int32 {
        table.id(of: word)
    }
}
