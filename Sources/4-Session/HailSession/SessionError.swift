/// Why a session could not be set up or changed; the message says what to do.
public struct SessionError: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
