import Foundation
import RideIntents
import RideLanguage

extension ConversationEngine {
    /// "sfo", "Golden Gate Park please", "659 Merchant Street", "the museum": with nothing under
    /// way, a line that is only a place (and perhaps when or how many, "airport please, need to be
    /// there by 3:30pm") asks for a ride there, as Siri reads it, when Maps knows the place (one
    /// place, or a choice of places). A name Maps does not know, or knows only loosely, stays
    /// unread: alone it is as likely a table, a hotel or a show.
    func withLonePlaceAsRequest(_ understanding: Understanding) -> Understanding {
        guard understanding.intent == nil, understanding.slots.dropOff == nil, understanding.slots.pickup == nil,
              understanding.answer == nil, understanding.command == nil, understanding.choice == nil,
              understanding.questions.isEmpty, !understanding.isOutOfDomain,
              !understanding.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return understanding }
        let asPlace = grammar.understand(understanding.text, expecting: .dropOff)
        guard let mention = asPlace.slots.dropOff, mention != .currentLocation,
              let place = AnswerReader.placemark(for: mention), asPlace.slots.pickup == nil,
              asPlace.intent == nil || asPlace.intent == .requestRide, asPlace.command == nil, asPlace.answer == nil,
              asPlace.questions.isEmpty, !asPlace.isOutOfDomain,
              asPlace.residue.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return understanding }
        switch service.resolveDropOffLocation(for: RequestRideIntent(dropOffLocation: place)) {
        case .success, .disambiguation:
            var read = asPlace
            read.intent = .requestRide
            return read
        case .confirmationRequired, .needsValue, .notRequired, .unsupported:
            return understanding
        }
    }
}
