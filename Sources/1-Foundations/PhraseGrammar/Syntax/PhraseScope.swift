/// Where a phrase applies.
public enum PhraseScope: Hashable, Sendable {
    /// Everywhere, for every intent and for answers (`global`).
    case global
    /// Only in a parse for this intent (`intent RequestRide`).
    case intent(String)
    /// Only while the dialog expects this (`expect partySize`).
    case expect(String)

    /// The block header that opens this scope ("intent RequestRide").
    public var header: String {
        switch self {
        case .global: "global"
        case .intent(let name): "intent \(name)"
        case .expect(let name): "expect \(name)"
        }
    }
}
