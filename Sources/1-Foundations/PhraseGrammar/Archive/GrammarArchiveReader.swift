/// Reads back what `GrammarArchiveWriter` wrote, in the same order. Every read is checked against
/// the bytes left, so a damaged or truncated archive throws instead of trapping.
public struct GrammarArchiveReader {
    private let bytes: [UInt8]
    private var offset = 0
    private var end: Int
    private var strings: [String] = []

    /// Checks the archive's checksum and reads its string table.
    public init(_ bytes: [UInt8]) throws(GrammarArchiveError) {
        self.bytes = bytes
        guard bytes.count >= 8 else { throw GrammarArchiveError("the archive is cut short") }
        end = bytes.count - 8
        var trailer = GrammarArchiveReader(bytes: bytes, from: end)
        let stored = UInt64(bitPattern: Int64(try trailer.readInt()))
        guard GrammarArchiveChecksum.of(bytes[..<end]) == stored else { throw GrammarArchiveError("the archive's checksum does not match") }
        let count = try readCount()
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try readCount()
            strings.append(String(decoding: bytes[offset..<(offset + length)], as: UTF8.self))
            offset += length
        }
    }

    private init(bytes: [UInt8], from offset: Int) {
        self.bytes = bytes
        self.offset = offset
        end = bytes.count
    }

    /// A reader of the section `GrammarArchiveWriter.writeSection` wrote here, sharing this one's
    /// bytes and strings; this reader goes on after it.
    public mutating func readSection() throws(GrammarArchiveError) -> GrammarArchiveReader {
        let length = try readCount()
        try need(length)
        var section = self
        section.end = offset + length
        offset += length
        return section
    }

    /// Whether everything written has been read.
    public var isAtEnd: Bool { offset == end }

    private mutating func need(_ count: Int) throws(GrammarArchiveError) {
        guard count >= 0, end - offset >= count else { throw GrammarArchiveError("the archive is cut short") }
    }

    public mutating func readInt() throws(GrammarArchiveError) -> Int {
        try need(8)
        let start = offset
        offset += 8
        return Int(Int64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: Int64.self) }))
    }

    /// A count of things that follow, each at least one byte long: never more than the bytes left.
    public mutating func readCount() throws(GrammarArchiveError) -> Int {
        let count = try readInt()
        guard count >= 0, count <= end - offset else { throw GrammarArchiveError("the archive holds an impossible count") }
        return count
    }

    public mutating func readInt32() throws(GrammarArchiveError) -> Int32 {
        try need(4)
        let start = offset
        offset += 4
        return Int32(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: Int32.self) })
    }

    public mutating func readBool() throws(GrammarArchiveError) -> Bool {
        try need(1)
        defer { offset += 1 }
        switch bytes[offset] {
        case 0: return false
        case 1: return true
        default: throw GrammarArchiveError("the archive holds an impossible flag")
        }
    }

    public mutating func readString() throws(GrammarArchiveError) -> String {
        let index = Int(try readInt32())
        guard index >= 0, index < strings.count else { throw GrammarArchiveError("the archive refers to a missing string") }
        return strings[index]
    }

    public mutating func readOptionalString() throws(GrammarArchiveError) -> String? {
        try readBool() ? try readString() : nil
    }

    public mutating func readStrings() throws(GrammarArchiveError) -> [String] {
        let count = try readCount()
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try readString()) }
        return result
    }

    /// An array of 32-bit integers, decoded in one pass over its block of bytes.
    public mutating func readInt32s() throws(GrammarArchiveError) -> [Int32] {
        let count = try readCount()
        try need(count * 4)
        let start = offset
        offset += count * 4
        let values = Self.copy(bytes, from: start, count: count, as: Int32.self)
        #if _endian(big)
        return values.map { Int32(littleEndian: $0) }
        #else
        return values
        #endif
    }

    public mutating func readInt64s() throws(GrammarArchiveError) -> [Int64] {
        let count = try readCount()
        try need(count * 8)
        let start = offset
        offset += count * 8
        let values = Self.copy(bytes, from: start, count: count, as: Int64.self)
        #if _endian(big)
        return values.map { Int64(littleEndian: $0) }
        #else
        return values
        #endif
    }

    /// `count` values of `type` copied from `bytes` at `start` in one move (bounds checked by the caller).
    private static func copy<T: FixedWidthInteger>(_ bytes: [UInt8], from start: Int, count: Int, as type: T.Type) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { raw in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[start..<(start + count * MemoryLayout<T>.size)]))
            }
            initialized = count
        }
    }

    public mutating func readBytes() throws(GrammarArchiveError) -> [UInt8] {
        let count = try readCount()
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }
}
