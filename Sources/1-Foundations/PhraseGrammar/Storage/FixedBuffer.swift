/// A list of plain values whose count is fixed when it is made, in storage allocated by hand and
/// freed when the list goes: a read or a write costs neither a uniqueness test nor, in release
/// builds, a bounds check (`assert`s check each index in debug builds). Not copyable, so its
/// storage has one owner.
///
///     var seen = FixedBuffer<Int32>(count: 4, repeating: -1)
///     seen[2] = 7
///     seen[2]  // 7
struct FixedBuffer<Element: BitwiseCopyable>: ~Copyable {
    fileprivate let base: UnsafeMutablePointer<Element>
    let count: Int

    /// `count` copies of `value`.
    init(count: Int, repeating value: Element) {
        self.count = max(count, 0)
        base = .allocate(capacity: max(self.count, 1))
        base.initialize(repeating: value, count: self.count)
    }

    deinit {
        base.deallocate()
    }

    /// The element at `index`, which is below `count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "FixedBuffer index out of range")
            return base[index]
        }
        set {
            assert(index >= 0 && index < count, "FixedBuffer index out of range")
            base[index] = newValue
        }
    }
}

extension GrowingBuffer {
    /// Appends the first `count` elements of `elements` (at most all of them).
    mutating func append(prefix count: Int, of elements: borrowing FixedBuffer<Element>) {
        append(contentsOf: UnsafeBufferPointer(start: elements.base, count: min(max(count, 0), elements.count)))
    }
}
