import Foundation
import RideIntents
import RideLanguage

/// The service's confirm answered, and the pickup time worked out from an arrival deadline.
extension RequestRideStateMachine {
    /// The service's confirm answered.
    public mutating func confirmed(_ response: RequestRideIntentResponse) -> [Action] {
        guard case .confirming(let draft) = state else { return [] }
        guard response.code == .ready || response.code == .success, let preview = response.rideStatus else {
            state = .idle
            return [.say(.confirmFailed(response))]
        }
        if let agreed = draft.agreedPrice, Self.price(of: preview) == agreed, Self.lateArrival(of: draft, preview: preview) == nil {
            // NB: the user said yes to this price a moment ago (an option offered again after its
            // list expired): asking "Shall I book it?" again would be a second question for one yes.
            state = .handling(draft)
            return [.handle(draft.intent)]
        }
        state = .awaitingConfirmation(draft, preview)
        if let late = Self.lateArrival(of: draft, preview: preview) { return [.say(late), .ask(.confirmRide(preview))] }
        return [.ask(.confirmRide(preview))]
    }

    /// The price a preview confirms, for its party size when the option prices by party.
    static func price(of preview: RideStatus) -> PriceRange? {
        guard let option = preview.rideOption else { return nil }
        return preview.partySize.flatMap(option.partySizeOption(for:))?.priceRange ?? option.priceRange
    }

    /// Maps' estimate planned the pickup from an arrival deadline; when the service's own estimate
    /// ends the ride after it, the user hears so before saying yes.
    static func lateArrival(of draft: RideDraft, preview: RideStatus) -> Notice? {
        guard let deadline = draft.arriveBy, let dropOff = preview.estimatedDropOffDate, dropOff > deadline else { return nil }
        return .arrivalAfterDeadline(deadline: deadline, estimatedDropOff: dropOff)
    }

    /// The draft with a pickup time worked out from its arrival deadline, once both ends are
    /// placed: the deadline less Maps' travel estimate and a margin, never before it was said.
    static func planPickup(for draft: RideDraft) -> (draft: RideDraft, notice: Notice)? {
        guard let deadline = draft.arrivalDeadline, draft.intent.scheduledPickupTime == nil,
            let start = draft.intent.pickupLocation?.location, let end = draft.intent.dropOffLocation?.location
        else { return nil }
        let minutes = TravelEstimate.minutes(from: start, to: end) + TravelEstimate.margin
        var pickup = deadline.date.addingTimeInterval(-Double(minutes) * 60)
        let isLate = pickup < deadline.saidAt
        if isLate { pickup = deadline.saidAt }
        var planned = draft
        planned.arrivalDeadline = nil
        planned.arriveBy = deadline.date
        planned.intent.scheduledPickupTime = DateComponentsRange(startDate: pickup, endDate: pickup.addingTimeInterval(600))
        return (planned, .arrivalPlanned(deadline: deadline.date, pickup: pickup, isLate: isLate))
    }
}
