import RideIntents

/// Each response code's case name ("success", "failureRequiringAppLaunch"), worked out once per
/// code type.
// NB: interpolating a code ("\(response.code)") reflects on the value every time: about 7,000
// instructions a `--jsonl` turn with a response (callgrind over 1,000 SGD turns).
enum ResponseCodeNames {
    static let requestRide = names(of: RequestRideIntentResponseCode.self)
    static let listRideOptions = names(of: ListRideOptionsIntentResponseCode.self)
    static let getRideStatus = names(of: GetRideStatusIntentResponseCode.self)
    static let cancelRide = names(of: CancelRideIntentResponseCode.self)
    static let sendRideFeedback = names(of: SendRideFeedbackIntentResponseCode.self)

    /// The case name of `code`.
    static func name<Code: RawRepresentable<Int>>(of code: Code, in names: [Int: String]) -> String {
        names[code.rawValue] ?? "\(code)"
    }

    private static func names<Code: CaseIterable & RawRepresentable<Int>>(of type: Code.Type) -> [Int: String] {
        Dictionary(uniqueKeysWithValues: Code.allCases.map { ($0.rawValue, "\($0)") })
    }
}
