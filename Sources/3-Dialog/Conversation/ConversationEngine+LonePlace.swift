import Foundation
import RideIntents
import RideLanguage

extension ConversationEngine {
    /// What a line said with nothing under way makes of a place said alone.
    enum LonePlaceReading {
        /// Not a place alone: the line as heard.
        case heard(Understanding)
        /// A place Maps knows: a request for a ride there.
        case request(Understanding)
        /// A place Maps knows only loosely: a ride there is offered ("A ride to Golden Gate
        /// Park?"), and a no asks for nothing more.
        case offer(Understanding)
    }

    /// "sfo", "Golden Gate Park please", "659 Merchant Street", "the museum": with nothing under
    /// way, a line that is only a place (and perhaps when or how many, "airport please, need to be
    /// there by 3:30pm") asks for a ride there, as Siri reads it, when Maps knows the place (one
    /// place, or a choice of places). A name Maps knows only loosely ("golden gat park") may not
    /// be a ride at all, so the ride is offered; one Maps does not know stays unread: alone it is
    /// as likely a table, a hotel or a show.
    func lonePlaceReading(of understanding: Understanding) -> LonePlaceReading {
        guard understanding.intent == nil, understanding.slots.dropOff == nil, understanding.slots.pickup == nil,
              understanding.answer == nil, understanding.command == nil, understanding.choice == nil,
              understanding.questions.isEmpty, !understanding.isOutOfDomain,
              !understanding.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return .heard(understanding) }
        let asPlace = grammar.understand(understanding.text, expecting: .dropOff)
        guard let mention = asPlace.slots.dropOff, mention != .currentLocation,
              let place = AnswerReader.placemark(for: mention), asPlace.slots.pickup == nil,
              asPlace.intent == nil || asPlace.intent == .requestRide, asPlace.command == nil, asPlace.answer == nil,
              asPlace.questions.isEmpty, !asPlace.isOutOfDomain,
              asPlace.residue.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return .heard(understanding) }
        var read = asPlace
        read.intent = .requestRide
        switch service.resolveDropOffLocation(for: RequestRideIntent(dropOffLocation: place)) {
        case .success, .disambiguation: return .request(read)
        case .confirmationRequired: return .offer(read)
        case .needsValue, .notRequired, .unsupported: return .heard(understanding)
        }
    }
}
