/// A 64-bit hash over bytes taken eight at a time: each word is mixed in by a multiply and a shift,
/// both invertible, so a change in any one word always changes the state after it. For telling a
/// changed row from the one written (`RowChecksum`), not for security.
struct RowHasher {
    private(set) var state: UInt64 = 0x243F_6A88_85A3_08D3

    mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }

    /// Mixes `count` bytes at `bytes`, then their count (so "ab" + "c" differs from "a" + "bc").
    mutating func mix(bytes: UnsafeRawPointer?, count: Int) {
        if let bytes, count > 0 {
            var offset = 0
            while offset + 8 <= count {
                mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            if offset < count {
                var tail: UInt64 = 0
                for index in offset..<count {
                    tail |= UInt64(bytes.load(fromByteOffset: index, as: UInt8.self)) << (8 * UInt64(index - offset))
                }
                mix(tail)
            }
        }
        mix(UInt64(count) | 0x8000_0000_0000_0000)
    }
}
