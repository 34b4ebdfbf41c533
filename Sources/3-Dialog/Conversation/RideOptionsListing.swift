import RideIntents

/// The ride options Maps listed for a trip, kept while the user chooses one.
struct RideOptionsListing: Hashable, Sendable {
    var response: ListRideOptionsIntentResponse
    var pickup: Placemark
    var dropOff: Placemark
    /// The party size Maps was given (`--party`, "for 3"); `nil` when none.
    var partySize: Int?

    var options: [RideOption] { response.rideOptions ?? [] }

    /// The options as the user's answer picks from them.
    var choices: ChoiceList { ChoiceList(rideOptions: options, partySize: partySize) }
}
