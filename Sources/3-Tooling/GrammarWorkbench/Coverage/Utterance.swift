import RideLanguage

/// Something a user said and what the dialog expected at that moment, so the grammar can hear it
/// again exactly as it did then.
public struct Utterance: Hashable, Sendable {
    public var text: String
    public var expectation: DialogExpectation?

    public init(_ text: String, expecting expectation: DialogExpectation? = nil) {
        self.text = text
        self.expectation = expectation
    }
}
