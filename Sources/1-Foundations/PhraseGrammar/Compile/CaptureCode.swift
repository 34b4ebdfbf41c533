/// A capture reduced to what the matcher needs: where its values come from.
struct CaptureCode: Sendable {
    var kind: CaptureKind
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
