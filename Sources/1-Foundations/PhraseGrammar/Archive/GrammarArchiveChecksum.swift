/// A 64-bit checksum of archive bytes, eight bytes at a time, so a damaged archive is refused
/// before anything is read from it.
public enum GrammarArchiveChecksum {
    public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 32
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x100_0000_01B3
                offset += 1
            }
        }
        return hash ^ (hash >> 29)
    }
}
