/// Gives every word a grammar uses a small integer id, so matching compares integers.
struct TokenVocabulary: Sendable {
    private(set) var ids: [String: Int32] = [:]
    private(set) var words: [String] = []

    /// The id of `word`, adding it if new.
    mutating func id(for word: String) -> Int32 {
        if let id = ids[word] { return id }
        let id = Int32(words.count)
        ids[word] = id
        words.append(word)
        return id
    }

    /// The id of `word`, or -1 when no grammar word is spelled so.
    func lookup(_ word: String) -> Int32 {
        ids[word] ?? -1
    }
}
