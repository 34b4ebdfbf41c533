import RideIntents
@testable import RideLanguage

/// What a person expects Hail to read in an everyday request, checked field by field: only the
/// fields given are checked, and each mismatch is said in words (for the issue 26 family tables).
struct ExpectedReading: Sendable, CustomStringConvertible {
    var intent: IntentKind?? = .none
    var partySize: Int?? = .none
    /// Words the pickup must hold (lowercased), or "current location".
    var pickup: String?
    var dropOff: String?
    /// Words the payment method must hold ("Debit Card", "work").
    var payment: String?
    var rideOption: String?
    /// The hour on a 24-hour clock, with its meridiem known.
    var hour: Int?
    /// A word that must be in no place and no time-less residue of a place ("christmas").
    var notInAPlace: String?
    var command: DialogCommand?
    var isOutOfDomain: Bool?
    /// An intent it must not be ("tell my boss I'm in an uber" is no ride request).
    var notIntent: IntentKind?
    var noFeedback = false
    /// About a booked ride: GetRideStatus, or a question about the ride under way ("how far away is
    /// it now?"), its wait included ("how long until the taxi gets here": the eta).
    var isStatus = false
    /// No pickup time at all ("battery at 5%").
    var noTime = false

    var description: String { "expected reading" }

    /// Every way `understanding` differs from what is expected; empty when it reads right.
    func mismatches(in understanding: Understanding) -> [String] {
        var found: [String] = []
        if case .some(let want) = intent, understanding.intent != want {
            found.append("intent \(String(describing: understanding.intent)), expected \(String(describing: want))")
        }
        if case .some(let want) = partySize, understanding.slots.partySize != want {
            found.append("party \(String(describing: understanding.slots.partySize)), expected \(String(describing: want))")
        }
        if let want = pickup, !holds(understanding.slots.pickup, want) {
            found.append("pickup \(String(describing: understanding.slots.pickup)), expected \(want)")
        }
        if let want = dropOff, !holds(understanding.slots.dropOff, want) {
            found.append("drop-off \(String(describing: understanding.slots.dropOff)), expected \(want)")
        }
        if let want = payment, understanding.slots.paymentMethod?.lowercased().contains(want.lowercased()) != true {
            found.append("payment \(String(describing: understanding.slots.paymentMethod)), expected \(want)")
        }
        if let want = rideOption, understanding.slots.rideOption?.vocabularyIdentifier != want {
            found.append("option \(String(describing: understanding.slots.rideOption)), expected \(want)")
        }
        if let want = hour {
            let said: Int?
            switch understanding.slots.scheduledPickupTime {
            case .clock(let clockHour, _, _, true), .dated(_, let clockHour, _, true): said = clockHour
            default: said = nil
            }
            if said != want {
                found.append("time \(String(describing: understanding.slots.scheduledPickupTime)), expected \(want):xx")
            }
        }
        if let word = notInAPlace {
            for place in [understanding.slots.pickup, understanding.slots.dropOff] {
                if let place, place.text.lowercased().contains(word) { found.append("'\(word)' read as a place: \(place)") }
            }
        }
        if let want = command, understanding.command != want {
            found.append("command \(String(describing: understanding.command)), expected \(want)")
        }
        if let want = isOutOfDomain, understanding.isOutOfDomain != want {
            found.append("out of domain \(understanding.isOutOfDomain), expected \(want)")
        }
        if let unwanted = notIntent, understanding.intent == unwanted {
            found.append("read as \(unwanted)")
        }
        if isStatus, understanding.intent != .getRideStatus, !understanding.questions.contains(where: { $0.isAboutABookedRide || $0 == .eta }) {
            found.append("no status: intent \(String(describing: understanding.intent)), questions \(understanding.questions)")
        }
        if noTime, let time = understanding.slots.scheduledPickupTime {
            found.append("read a time: \(time)")
        }
        if noFeedback, understanding.intent == .sendRideFeedback || understanding.slots.rating != nil {
            found.append("read as ride feedback (rating \(String(describing: understanding.slots.rating)))")
        }
        return found
    }

    private func holds(_ place: PlaceMention?, _ words: String) -> Bool {
        guard let place else { return false }
        if words == "current location" { return place == .currentLocation }
        return place.text.lowercased().contains(words.lowercased())
    }
}
