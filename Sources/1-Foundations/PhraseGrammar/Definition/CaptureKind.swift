/// Where a capture's values come from, as the matcher tells them apart: a list, a wildcard, or one
/// of the builtins.
enum CaptureKind: UInt8, Sendable, CaseIterable {
    case list, number, ordinal, time, duration, date, wildcard
}

/// A set of capture kinds: those a state's capture edges have, those that may start at a position.
///
///     let found: CaptureKinds = [.wildcard, .number]
///     found.contains(.number)  // true
// NB: a set is one `RawValue`, and the walk tests a state's capture edges' kinds as many at a
// time as fit in 64 bits (`PhraseWalkTable.Buffers.forEachEdge`, written for any width of
// `RawValue`): eight today. One more kind than `RawValue` has bits is one change here, to
// `UInt16` (four edges a test).
struct CaptureKinds: OptionSet, Hashable, Sendable {
    typealias RawValue = UInt8
    var rawValue: RawValue

    init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    /// The set of `kind` alone.
    @inline(__always)
    init(_ kind: CaptureKind) {
        rawValue = 1 << kind.rawValue
    }

    static let list = CaptureKinds(.list)
    static let number = CaptureKinds(.number)
    static let ordinal = CaptureKinds(.ordinal)
    static let time = CaptureKinds(.time)
    static let duration = CaptureKinds(.duration)
    static let date = CaptureKinds(.date)
    static let wildcard = CaptureKinds(.wildcard)
    /// Every kind, with every bit set (those of kinds added later too).
    static let every = CaptureKinds(rawValue: .max)
}
