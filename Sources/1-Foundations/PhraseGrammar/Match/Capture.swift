/// A value a phrase captured from a list, builtin or wildcard.
public struct Capture: Sendable, Hashable {
    /// The slot the value fills (`{number:partySize}` → "partySize").
    public var slot: String
    public var source: CaptureSource
    public var value: CaptureValue
    /// The text the value was read from, as typed.
    public var span: TextSpan
}
