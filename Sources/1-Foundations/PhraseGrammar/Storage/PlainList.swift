/// A growable list of plain values in storage allocated by hand, for the walk's hottest appends:
/// an append tests the count against the capacity and writes, with neither a bounds check nor a
/// uniqueness test (an array's costs about 50 instructions).
///
/// Unlike an array, a copy shares its storage until it is emptied: `removeAll` on a list whose
/// storage is shared gives it storage of its own. So a copied list must be emptied before it is
/// written (the matcher empties its lists before every utterance's walks).
// NB: the walk's pushes (an append to the trail and one to the stack) were about 100
// instructions each as `ScratchBuffer` appends (see `PhraseWalk.push`).
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
        set {
            precondition(index >= 0 && index < count, "PlainList index out of range")
            base[index] = newValue
        }
    }

    /// Calls `body` with the elements as one buffer.
    @inline(__always)
    func withElements<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        withExtendedLifetime(storage) { body(UnsafeBufferPointer(start: base, count: count)) }
    }

    /// Empties the list, keeping its storage when no copy shares it.
    @inline(__always)
    mutating func removeAll() {
        count = 0
        if !isKnownUniquelyReferenced(&storage) { replaceStorage(capacity: capacity) }
    }

    /// Empties the list and makes it `count` elements long. Their values are unset: each must be
    /// written (`self[index] = …`) before it is read.
    @inline(__always)
    mutating func replaceAll(count newCount: Int) {
        removeAll()
        let newCount = max(newCount, 0)
        if newCount > capacity { replaceStorage(capacity: max(newCount, capacity &* 2)) }
        // Bounds: `count` is at most `capacity`, the allocation's size.
        count = newCount
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
