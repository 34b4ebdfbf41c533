/// A wildcard's settings as token id sets.
struct CompiledWildcard: Sendable {
    var maxWords: Int
    var stopIDs: Set<Int32>
    var notFirstIDs: Set<Int32>
    var stripIDs: Set<Int32>
    var joinIDs: Set<Int32>
    var addressEndIDs: Set<Int32> = []
    var notLastIDs: Set<Int32> = []

    static let stop: UInt8 = 1
    static let notFirst: UInt8 = 2
    static let strip: UInt8 = 4
    static let join: UInt8 = 8
    static let addressEnd: UInt8 = 16
    static let notLast: UInt8 = 32
    /// How many words an address's tail may add past the first comma ("San Francisco, CA 94108").
    static let addressTailWords = 6
}
