/// A growable list of plain values kept from one utterance to the next: emptied by setting its
/// count, so its storage is reused without `removeAll(keepingCapacity:)` (80–100 instructions an
/// array) or `append(contentsOf: repeatElement(…))` (about 140).
///
/// Slots past `count` keep stale values; only the first `count` are read.
struct ScratchBuffer<Element> {
    /// The storage; its first `count` elements are the list.
    private(set) var storage: [Element] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    /// Empties the list, keeping its storage.
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count < storage.count {
            storage[count] = element
        } else {
            storage.append(element)
        }
        count &+= 1
    }

    /// Removes and returns the last element, if any.
    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return storage[count]
    }

    /// Makes the list `count` elements long (new slots hold `value`, kept ones their stale
    /// values) and calls `body` with them as one buffer, to be filled in a hot loop without a
    /// uniqueness check per write. `body` must write only inside the buffer it is given.
    mutating func resize<Result>(
        count: Int, fillingWith value: Element, _ body: (UnsafeMutableBufferPointer<Element>) -> Result
    ) -> Result {
        if count > storage.count { storage.append(contentsOf: repeatElement(value, count: count - storage.count)) }
        self.count = count
        return storage.withUnsafeMutableBufferPointer { all in body(UnsafeMutableBufferPointer(rebasing: all[0..<count])) }
    }

    /// Makes the list `count` elements long: new slots hold `value`, kept ones their stale values,
    /// untouched.
    @inline(__always)
    mutating func resize(count: Int, fillingWith value: Element) {
        if count > storage.count { storage.append(contentsOf: repeatElement(value, count: count - storage.count)) }
        self.count = count
    }

    /// Drops the elements from `count` on (a count past the end changes nothing).
    @inline(__always)
    mutating func removeLast(from count: Int) {
        self.count = min(self.count, max(count, 0))
    }

    /// Makes the list `count` copies of `value`.
    mutating func reset(count: Int, to value: Element) {
        // NB: one fill of the buffer, not a checked, uniqueness-tested write per slot.
        resize(count: count, fillingWith: value) { $0.update(repeating: value) }
    }
}

extension ScratchBuffer: Sendable where Element: Sendable {}
