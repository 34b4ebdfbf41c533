/// A capture reduced to what the matcher needs: where its values come from.
struct CaptureCode: Sendable {
    enum Kind: UInt8, Sendable {
        case list, number, ordinal, time, duration, date, wildcard

        /// This kind as one bit of a mask of kinds.
        var bit: UInt8 { 1 << rawValue }
    }

    var kind: Kind
    var sourceIndex: Int32

    init(_ spec: CaptureSpec) {
        switch spec.source {
        case .list: kind = .list
        case .wildcard: kind = .wildcard
        case .builtin(.number): kind = .number
        case .builtin(.ordinal): kind = .ordinal
        case .builtin(.time): kind = .time
        case .builtin(.duration): kind = .duration
        case .builtin(.date): kind = .date
        }
        sourceIndex = spec.sourceIndex
    }
}
