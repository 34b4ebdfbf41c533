/// An open-addressing hash table from non-negative `Int64` keys to `Int32` values, built once and
/// then only read: cheaper than `Dictionary` for the automata's edge lookups on the hot path.
struct IntTable: Sendable {
    private(set) var keys: [Int64]
    private(set) var values: [Int32]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 0) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        keys = [Int64](repeating: -1, count: size)
        values = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    /// A table of `keys[i]` → `values[i]` (keys not negative; a repeated key keeps its last
    /// value), sized for `capacity` keys or more: built in bulk, as `set` in turn would lay it
    /// out in a table of that size.
    init(keys: UnsafeBufferPointer<Int64>, values: UnsafeBufferPointer<Int32>, capacity: Int = 0) {
        self.init(capacity: max(capacity, keys.count))
        let mask = mask
        var count = 0
        // NB: one pass through buffers, sized once: no growth check, uniqueness test or bounds
        // check per key, as `set` has.
        self.keys.withUnsafeMutableBufferPointer { slots in
            self.values.withUnsafeMutableBufferPointer { slotValues in
                for (key, value) in zip(keys, values) {
                    var index = Self.slot(key, mask: mask)
                    while slots[index] >= 0, slots[index] != key { index = (index + 1) & mask }
                    if slots[index] < 0 { count += 1 }
                    slots[index] = key
                    slotValues[index] = value
                }
            }
        }
        self.count = count
    }

    @inline(__always)
    private static func slot(_ key: Int64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The value for `key`, if present.
    @inline(__always)
    func value(for key: Int64) -> Int32? {
        var index = Self.slot(key, mask: mask)
        while true {
            let stored = keys[index]
            if stored == key { return values[index] }
            if stored < 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Sets the value for `key` (a non-negative number).
    mutating func set(_ value: Int32, for key: Int64) {
        if (count + 1) * 2 > keys.count { grow() }
        var index = Self.slot(key, mask: mask)
        while keys[index] >= 0, keys[index] != key { index = (index + 1) & mask }
        if keys[index] < 0 { count += 1 }
        keys[index] = key
        values[index] = value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [Int64](repeating: -1, count: oldKeys.count * 2)
        values = [Int32](repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key >= 0 { set(value, for: key) }
    }
}
