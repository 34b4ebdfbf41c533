/// Writes a compiled grammar's parts as compact little-endian bytes for `GrammarArchiveReader`.
/// Strings are interned: each is stored once in a table and referred to by index, so the many
/// spans naming the same file cost four bytes each.
///
///     var writer = GrammarArchiveWriter()
///     writer.write(3)
///     writer.write("hail")
///     let bytes = writer.finished()
public struct GrammarArchiveWriter {
    private var body: [UInt8] = []
    private var strings: [String] = []
    private var stringIndex: [String: Int32] = [:]

    public init() {}

    /// Appends an integer (stored as 64 bits).
    public mutating func write(_ value: Int) {
        write64(UInt64(bitPattern: Int64(value)))
    }

    /// Appends a 32-bit integer.
    public mutating func write(_ value: Int32) {
        let bits = UInt32(bitPattern: value)
        body.append(UInt8(truncatingIfNeeded: bits))
        body.append(UInt8(truncatingIfNeeded: bits >> 8))
        body.append(UInt8(truncatingIfNeeded: bits >> 16))
        body.append(UInt8(truncatingIfNeeded: bits >> 24))
    }

    public mutating func write(_ value: Bool) {
        body.append(value ? 1 : 0)
    }

    /// Appends a string as its index in the string table.
    public mutating func write(_ value: String) {
        if let index = stringIndex[value] {
            write(index)
            return
        }
        let index = Int32(strings.count)
        strings.append(value)
        stringIndex[value] = index
        write(index)
    }

    public mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    public mutating func write(_ values: [String]) {
        write(values.count)
        for value in values { write(value) }
    }

    /// Appends an array of 32-bit integers as one block of bytes (read back with one copy).
    public mutating func write(_ values: [Int32]) {
        write(values.count)
        for value in values { write(value) }
    }

    /// Appends an array of 64-bit integers as one block of bytes.
    public mutating func write(_ values: [Int64]) {
        write(values.count)
        for value in values { write64(UInt64(bitPattern: value)) }
    }

    public mutating func write(_ values: [UInt8]) {
        write(values.count)
        body.append(contentsOf: values)
    }

    /// Appends what `body` writes as a section a reader can pass over without reading it
    /// (`GrammarArchiveReader.readSection()`): its length in bytes first.
    public mutating func writeSection(_ body: (inout GrammarArchiveWriter) -> Void) {
        let lengthAt = self.body.count
        write64(0)
        body(&self)
        let length = UInt64(self.body.count - lengthAt - 8)
        for index in 0..<8 { self.body[lengthAt + index] = UInt8(truncatingIfNeeded: length >> UInt64(8 * index)) }
    }

    private mutating func write64(_ bits: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { body.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    /// The archive: the string table, then everything written, then a checksum of both.
    public func finished() -> [UInt8] {
        var table = GrammarArchiveWriter()
        table.write(strings.count)
        for string in strings { table.write(Array(string.utf8)) }
        var bytes = table.body
        bytes += body
        var checksum = GrammarArchiveWriter()
        checksum.write64(GrammarArchiveChecksum.of(bytes[...]))
        return bytes + checksum.body
    }
}
