/// Whether the user sent or received what an interaction is about.
public enum INInteractionDirection: Int, Sendable {
    /// Neither, or not known: a ride request.
    case unspecified = 0
    /// The user sent it.
    case outgoing = 1
    /// The user received it.
    case incoming = 2
}
