import RideIntents

/// The ride options Maps listed for a trip, kept while the user chooses one.
struct RideOptionsListing: Hashable, Sendable {
    var response: ListRideOptionsIntentResponse
    var pickup: Placemark
    var dropOff: Placemark
    /// The party size Maps was given (`--party`, "for 3"); `nil` when none.
    var partySize: Int?

    var options: [RideOption] { response.rideOptions ?? [] }

    /// The reader for the user's choice from this list.
    var reader: ChoiceReader { ChoiceReader(rideOptions: options, partySize: partySize) }
}
