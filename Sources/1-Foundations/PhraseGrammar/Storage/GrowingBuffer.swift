/// A list of plain values that only grows, kept in storage allocated by hand, for the subset
/// construction's hottest loops: appending costs neither a uniqueness test nor a retain, as an
/// array's can. Not copyable, so its storage has one owner, which frees it.
///
///     var starts = GrowingBuffer<Int32>(capacity: 8)
///     starts.append(0)
///     starts.array()  // [0]
struct GrowingBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    /// An empty list with room for `capacity` elements before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 8)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The element at `index`, which is below `count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        assert(index >= 0 && index < count, "GrowingBuffer index out of range")
        return base[index]
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        if count + elements.count > capacity { grow(to: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// The elements, for reading in place.
    @inline(__always)
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// The elements copied into an array.
    func array() -> [Element] {
        Array(elements)
    }

    @inline(never)
    private mutating func grow(to minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
