extension Tokenizer {
    /// The eight bytes of `base` (which holds `count`, 8 or more) from `index` on as one number,
    /// the first in the lowest bits; zero past the end.
    @inline(__always)
    static func eightBytes(at index: Int, of base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        // NB: a branch rather than a shift by what the text lacks (a conditional move and a shift
        // for every word).
        if index &+ 8 <= count { return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) }
        // Near the end, the last eight bytes, shifted down past those before `index`.
        let start = count &- 8
        let value = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        return value &>> UInt64(truncatingIfNeeded: 8 &* (index &- start))
    }

    /// How many of the eight bytes in `chunk` (the first in the lowest bits) from the first on are
    /// ASCII letters or digits, the bytes with ASCII capitals lowercased, and those of the run
    /// alone so lowercased (zero past it).
    @inline(__always)
    static func wordRun(_ chunk: UInt64) -> (Int, UInt64, UInt64) {
        // A byte's top bit says whether it is in a range: adding (0x80 - lowest) sets it from the
        // lowest on, adding (0x7F - highest) past the highest. For a byte of 0x80 or above the
        // two agree (or the first wraps past 0xFF, clearing it), so it is in neither range; only
        // such a byte carries into the next, and it ends the run, so the bytes before it are read
        // rightly.
        let top: UInt64 = 0x8080_8080_8080_8080
        let folded = chunk | 0x2020_2020_2020_2020
        let letters = (folded &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(folded &+ 0x0505_0505_0505_0505)
        let digits = (chunk &+ 0x5050_5050_5050_5050) & ~(chunk &+ 0x4646_4646_4646_4646)
        let others = ~(letters | digits) & top
        let run = others == 0 ? 8 : others.trailingZeroBitCount &>> 3
        let lowered = chunk | (letters & top) &>> 2
        // The top bit of the first byte past the run (none when all eight are in it), so the bits
        // below that byte.
        let end = others & (0 &- others)
        return (run, lowered, lowered & ((end &>> 7) &- 1))
    }
}
