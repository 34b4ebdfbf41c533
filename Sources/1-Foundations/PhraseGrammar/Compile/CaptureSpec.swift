/// Where a captured value comes from.
public enum CaptureSource: Hashable, Sendable {
    case list(String)
    case builtin(BuiltinKind)
    case wildcard(String)

    /// The name as written in braces.
    public var name: String {
        switch self {
        case .list(let name), .wildcard(let name): name
        case .builtin(let kind): kind.rawValue
        }
    }
}

/// One `{list:slot}` reference inside one phrase: the slot it fills and its source.
struct CaptureSpec: Hashable, Sendable {
    var slot: String
    var source: CaptureSource
    /// The index of the list or wildcard in the compiled grammar (unused for builtins).
    var sourceIndex: Int32
}
