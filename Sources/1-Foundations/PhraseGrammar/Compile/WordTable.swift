/// Finds the id of a word from its lowercased UTF-8 bytes without making a `String`: an
/// open-addressing table over FNV-1a hashes, with the words' bytes kept side by side.
struct WordTable: Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int32] = [0]
    private var slots: [Int32]
    private var mask: Int

    /// The number of words; ids run from 0 to `count - 1`.
    var count: Int { starts.count - 1 }

    /// A table of `words`; a word's id is its index (a repeated word keeps its first id).
    init(_ words: [String] = []) {
        var size = 16
        while size < words.count * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for word in words { _ = insert(word) }
    }

    /// An empty table with room for `minimumCapacity` words before it grows.
    init(minimumCapacity: Int) {
        var size = 16
        while size < minimumCapacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        bytes.reserveCapacity(minimumCapacity * 8)
        starts.reserveCapacity(minimumCapacity + 1)
    }

    @inline(__always)
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The slot holding `word`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of word: UnsafeBufferPointer<UInt8>) -> Int {
        var index = Int(truncatingIfNeeded: Self.hash(word)) & mask
        while true {
            let id = slots[index]
            if id < 0 { return index }
            let start = Int(starts[Int(id)])
            let end = Int(starts[Int(id) + 1])
            if end - start == word.count {
                var equal = true
                for offset in 0..<word.count where bytes[start + offset] != word[offset] {
                    equal = false
                    break
                }
                if equal { return index }
            }
            index = (index + 1) & mask
        }
    }

    /// The id of the word spelled by `word`, or -1.
    @inline(__always)
    func id(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
        slots[slot(of: word)]
    }

    /// The id of `word`, or -1.
    func id(of word: String) -> Int32 {
        // NB: read in place, a native or small string's bytes need neither a copy of the string
        // (with its retain and release) nor a check that it is native.
        if let id = word.utf8.withContiguousStorageIfAvailable({ id(of: $0) }) { return id }
        var word = word
        return word.withUTF8 { id(of: $0) }
    }

    /// The id of `word`, adding it with the next id if new.
    mutating func insert(_ word: String) -> Int32 {
        if let id = word.utf8.withContiguousStorageIfAvailable({ insert(bytes: $0) }) { return id }
        var word = word
        return word.withUTF8 { insert(bytes: $0) }
    }

    private mutating func insert(bytes word: UnsafeBufferPointer<UInt8>) -> Int32 {
        let index = slot(of: word)
        if slots[index] >= 0 { return slots[index] }
        let id = Int32(count)
        bytes.append(contentsOf: word)
        starts.append(Int32(bytes.count))
        slots[index] = id
        if count * 2 > slots.count { grow() }
        return id
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for id in 0..<count {
            let start = Int(starts[id])
            let end = Int(starts[id + 1])
            var index = bytes.withUnsafeBufferPointer { Int(truncatingIfNeeded: Self.hash(UnsafeBufferPointer(rebasing: $0[start..<end]))) } & mask
            while slots[index] >= 0 { index = (index + 1) & mask }
            slots[index] = Int32(id)
        }
    }
}
