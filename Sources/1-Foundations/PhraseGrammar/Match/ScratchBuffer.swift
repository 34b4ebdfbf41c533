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

/// A growable list of plain values in storage allocated by hand, for the walk's hottest appends:
/// an append tests the count against the capacity and writes, with neither a bounds check nor a
/// uniqueness test (an array's costs about 50 instructions).
///
/// Unlike an array, a copy shares its storage until it is emptied: `removeAll` on a list whose
/// storage is shared gives it storage of its own. So a copied list must be emptied before it is
/// written (the matcher empties its lists before every utterance's walks).
// NB: the walk's pushes (an append to the trail and one to the stack) were about 100
// instructions each as `ScratchBuffer` appends (see `PhraseMatcher.push`).
struct PlainList<Element: BitwiseCopyable> {
    /// Owns the allocation, and frees it.
    private final class Storage {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit {
            base.deallocate()
        }
    }

    private var storage: Storage
    // The storage's pointer and capacity, held here so an append reads no object.
    private var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    private(set) var count = 0

    /// An empty list with room for `capacity` elements (at least 16) before it grows.
    init(capacity: Int = 16) {
        storage = Storage(capacity: max(capacity, 16))
        base = storage.base
        self.capacity = storage.capacity
    }

    var isEmpty: Bool { count == 0 }

    /// The element at `index`, which must be below `count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "PlainList index out of range")
            return base[index]
        }
    }

    /// Empties the list, keeping its storage when no copy shares it.
    @inline(__always)
    mutating func removeAll() {
        count = 0
        if !isKnownUniquelyReferenced(&storage) { replaceStorage(capacity: capacity) }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { replaceStorage(capacity: capacity &* 2) }
        // Bounds: `count` is below `capacity`, the allocation's size.
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// Removes and returns the last element, if any.
    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count &-= 1
        return base[count]
    }

    /// Moves the list into new storage of `capacity` elements (at least `count`).
    @inline(never)
    private mutating func replaceStorage(capacity: Int) {
        let new = Storage(capacity: max(capacity, count, 16))
        new.base.initialize(from: base, count: count)
        storage = new
        base = new.base
        self.capacity = new.capacity
    }
}
