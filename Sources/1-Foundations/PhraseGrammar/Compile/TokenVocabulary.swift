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
