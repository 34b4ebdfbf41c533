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
