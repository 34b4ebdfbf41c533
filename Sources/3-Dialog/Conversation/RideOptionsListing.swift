import RideIntents
import RideLanguage

/// The ride options Maps listed for a trip, kept while the user chooses one.
struct RideOptionsListing {
    var response: ListRideOptionsIntentResponse
    var pickup: Placemark
    var dropOff: Placemark
    /// The party size Maps was given (`--party`, "for 3"); `nil` when none.
    var partySize: Int?

    var options: [RideOption] { response.rideOptions ?? [] }

    /// The option a choice names: by position, by name or synonym, or the last one.
    func option(for understanding: Understanding) -> RideOptionPick {
        switch understanding.choice {
        case .position(let position):
            guard options.indices.contains(position - 1) else { return .outOfRange(position) }
            return .option(options[position - 1])
        case .last:
            return options.last.map(RideOptionPick.option) ?? .none
        case .named(let name):
            if let option = named(name) { return .option(option) }
        case nil:
            break
        }
        if let spoken = understanding.slots.rideOption {
            let names = [spoken.vocabularyIdentifier, spoken.spokenPhrase].compactMap { $0 }
            if let option = names.lazy.compactMap(named).first { return .option(option) }
            return .unknown(spoken.spokenPhrase)
        }
        return .none
    }

    private func named(_ name: String) -> RideOption? {
        let key = name.lowercased()
        return options.first { $0.name.lowercased() == key }
    }
}

/// What a user's answer picks from a listing.
enum RideOptionPick {
    case option(RideOption)
    case outOfRange(Int)
    case unknown(String)
    case none
}
