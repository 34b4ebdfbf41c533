extension DialogExpectation {
    /// The `expect NAME` block name for this expectation.
    var grammarName: String {
        switch self {
        case .pickup: "pickup"
        case .dropOff: "dropOff"
        case .partySize: "partySize"
        case .rideOption: "rideOption"
        case .paymentMethod: "paymentMethod"
        case .scheduledPickupTime: "scheduledPickupTime"
        case .confirmation: "confirmation"
        case .choice: "choice"
        }
    }

    static let allNames = ["pickup", "dropOff", "partySize", "rideOption", "paymentMethod", "scheduledPickupTime", "confirmation", "choice"]
}
