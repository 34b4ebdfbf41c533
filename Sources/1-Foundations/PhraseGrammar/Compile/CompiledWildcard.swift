/// A wildcard's settings as token id sets.
struct CompiledWildcard: Sendable {
    var maxWords: Int
    var stopIDs: Set<Int32>
    var notFirstIDs: Set<Int32>
    var stripIDs: Set<Int32>
    var joinIDs: Set<Int32>

    static let stop: UInt8 = 1
    static let notFirst: UInt8 = 2
    static let strip: UInt8 = 4
    static let join: UInt8 = 8
}
