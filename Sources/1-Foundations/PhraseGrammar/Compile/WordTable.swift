/// Finds the id of a word from its lowercased UTF-8 bytes without making a `String`: an
/// open-addressing table over FNV-1a hashes, with the words' bytes kept side by side.
struct WordTable: Sendable {
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]
    private var slots: [Int32]
    private var mask: Int

    /// A table of `words`; a word's id is its index.
    init(_ words: [String]) {
        var size = 16
        while size < words.count * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for word in words {
            bytes.append(contentsOf: word.utf8)
            starts.append(Int32(bytes.count))
        }
        for id in words.indices {
            let word = Array(words[id].utf8)
            var index = word.withUnsafeBufferPointer { Int(truncatingIfNeeded: Self.hash($0)) } & mask
            while slots[index] >= 0 { index = (index + 1) & mask }
            slots[index] = Int32(id)
        }
    }

    @inline(__always)
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The id of the word spelled by `word`, or -1.
    func id(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
        var index = Int(truncatingIfNeeded: Self.hash(word)) & mask
        while true {
            let id = slots[index]
            if id < 0 { return -1 }
            let start = Int(starts[Int(id)])
            let end = Int(starts[Int(id) + 1])
            if end - start == word.count {
                var equal = true
                for offset in 0..<word.count where bytes[start + offset] != word[offset] {
                    equal = false
                    break
                }
                if equal { return id }
            }
            index = (index + 1) & mask
        }
    }

    /// The id of `word`, or -1.
    func id(of word: String) -> Int32 {
        var word = word
        return word.withUTF8 { id(of: $0) }
    }
}
