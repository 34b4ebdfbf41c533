/// Where a capture's values come from, as the matcher tells them apart: a list, a wildcard, or one
/// of the builtins.
enum CaptureKind: UInt8, Sendable {
    case list, number, ordinal, time, duration, date, wildcard

    /// This kind as one bit of a mask of kinds.
    var bit: UInt8 { 1 << rawValue }
}
