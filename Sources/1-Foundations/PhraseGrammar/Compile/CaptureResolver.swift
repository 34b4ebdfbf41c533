/// Gives `AutomatonBuilder` the capture index of each `{name:slot}` reference it inserts.
///
/// Passed `inout` rather than as a closure: a closure's captured strings and tables were
/// retained and released at every level of the builder's recursion.
protocol CaptureResolver {
    /// The capture index of `{name:slot}`, or nil to pass over the reference (match nothing
    /// there, as if it were left out).
    mutating func captureIndex(name: String, slot: String?) -> Int32?
}

/// For list entries and skip words, which capture nothing: every reference is passed over.
struct NoCaptures: CaptureResolver {
    func captureIndex(name: String, slot: String?) -> Int32? { nil }
}
