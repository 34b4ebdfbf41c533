import Foundation
import RideIntents
import RideLanguage

/// The Maps flow: list the ride options for a trip, let the user choose one (by number or name),
/// re-list when the list has expired, hand over to the app for an option booked there, and send
/// the request with Maps' values, so only confirm and handle run.
extension ConversationEngine {
    /// Lists the ride options from `pickup` (the current location when `nil`) to `dropOff`, as
    /// Maps does (`:maps FROM to TO`, `hail options`), and waits for a choice.
    public func listRideOptions(from pickup: PlaceMention?, to dropOff: PlaceMention, partySize: Int? = nil) -> Turn {
        var turn = Turn(userText: "", understanding: nil)
        let before = stage
        machine = RequestRideStateMachine()
        listRideOptions(from: pickup, to: dropOff, partySize: partySize, into: &turn)
        finish(&turn, from: before)
        return turn
    }

    /// "what rides are there to Oakland?"
    func listRideOptions(_ understanding: Understanding, into turn: inout Turn) {
        guard let dropOff = understanding.slots.dropOff else {
            say("Where to? Ride options depend on the trip, for example \"what rides are there to Oakland?\".", into: &turn)
            return
        }
        listRideOptions(from: understanding.slots.pickup, to: dropOff, partySize: understanding.slots.partySize, into: &turn)
    }

    private func listRideOptions(from pickupMention: PlaceMention?, to dropOffMention: PlaceMention, partySize: Int?, into turn: inout Turn) {
        listing = nil
        var intent = ListRideOptionsIntent()
        intent.pickupLocation = pickupMention.flatMap(RequestRideStateMachine.placemark(for:))
        intent.dropOffLocation = RequestRideStateMachine.placemark(for: dropOffMention)
        let pickup = service.resolvePickupLocation(for: intent)
        let dropOff = service.resolveDropOffLocation(for: intent)
        turn.resolutions.append(ParameterResolution(.pickupLocation, pickup, wrap: ParameterValue.place))
        turn.resolutions.append(ParameterResolution(.dropOffLocation, dropOff, wrap: ParameterValue.place))
        if case .unsupported(.outsideServiceArea) = pickup, let to = intent.dropOffLocation {
            let from = intent.pickupLocation ?? Placemark(name: "your location")
            // Maps still asks for the list; the service answers that it has no service there.
            showRideOptions(from: from, to: to, partySize: partySize, into: &turn)
            return
        }
        if case .unsupported(.outsideServiceArea) = dropOff, let from = pickup.resolvedValue ?? intent.pickupLocation, let to = intent.dropOffLocation {
            showRideOptions(from: from, to: to, partySize: partySize, into: &turn)
            return
        }
        guard let from = pickup.resolvedValue, let to = dropOff.resolvedValue else {
            let voice = RideVoice(now: clock.now)
            for (parameter, result) in [(RideParameter.pickupLocation, pickup), (.dropOffLocation, dropOff)] {
                switch result {
                case .unsupported(let reason): say(voice.explanation(of: reason), into: &turn)
                case .needsValue(let reason): say(voice.needsValue(parameter, reason), into: &turn)
                case .disambiguation(let places):
                    say("Which \(parameter == .pickupLocation ? "pickup" : "drop-off")? " + places.map(\.qualifiedName).joined(separator: "; ") + ". Name it more precisely.", into: &turn)
                case .confirmationRequired(let place, _):
                    say("Did you mean \(place.qualifiedName)? Name it exactly to list rides.", into: &turn)
                default: break
                }
            }
            return
        }
        showRideOptions(from: from, to: to, partySize: partySize, into: &turn)
    }

    /// Sends the list-ride-options intent for two resolved places, says the list, and keeps it
    /// for the user's choice when there is one.
    private func showRideOptions(from: Placemark, to: Placemark, partySize: Int?, into turn: inout Turn) {
        let response = service.handle(intent: ListRideOptionsIntent(pickupLocation: from, dropOffLocation: to))
        record(.listRideOptions(response), into: &turn)
        say(RideOptionsVoice(now: clock.now).words(for: response, from: from, to: to, partySize: partySize), into: &turn)
        if response.code == .success, !(response.rideOptions ?? []).isEmpty {
            listing = RideOptionsListing(response: response, pickup: from, dropOff: to, partySize: partySize)
        }
    }

    /// The user's answer while a listing waits for a choice.
    func answerListing(_ understanding: Understanding, into turn: inout Turn) {
        guard let listing else { return }
        if understanding.command == .cancel {
            self.listing = nil
            say("OK, no ride for now.", into: &turn)
            return
        }
        if understanding.command == .help {
            say(RideOptionsVoice.choosePrompt(listing.options), into: &turn)
            return
        }
        let slots = understanding.slots
        if slots.dropOff != nil || slots.pickup != nil || (understanding.intent != nil && understanding.intent != .requestRide) {
            // A new trip or another request: the listing is dropped.
            self.listing = nil
            startOrAnswer(understanding, into: &turn)
            return
        }
        switch listing.option(for: understanding) {
        case .option(let option):
            choose(option, from: listing, into: &turn)
        case .outOfRange(let position):
            say("There's no option \(position). \(RideOptionsVoice.choosePrompt(listing.options))", into: &turn)
        case .unknown(let name):
            say("\(name) isn't on the list. \(RideOptionsVoice.choosePrompt(listing.options))", into: &turn)
        case .none:
            if !understanding.questions.isEmpty {
                say("Each option shows its price and pickup time above. \(RideOptionsVoice.choosePrompt(listing.options))", into: &turn)
            } else if understanding.answer == .no {
                self.listing = nil
                say("OK, no ride for now.", into: &turn)
            } else {
                say(RideOptionsVoice.choosePrompt(listing.options), into: &turn)
            }
        }
    }

    private func choose(_ option: RideOption, from listing: RideOptionsListing, into turn: inout Turn) {
        let now = clock.now
        if let expiry = listing.response.expirationDate, now >= expiry {
            trace("ride options expired at \(ServiceTimeZone.clockTimeWithSeconds(expiry)); listing again", into: &turn)
            say("Those prices expired at \(ServiceTimeZone.clockTime(expiry)), so here they are again:", into: &turn)
            showRideOptions(from: listing.pickup, to: listing.dropOff, partySize: listing.partySize, into: &turn)
            return
        }
        if option.requiresBookingInApplication {
            trace("\(option.name) requires booking in the app (userActivityForBookingInApplication)", into: &turn)
            say("The \(option.name) is booked in the Hail app: Maps would open Hail here to finish the booking. Choose another ride, or say cancel.", into: &turn)
            return
        }
        if let partySize = listing.partySize, partySize > option.maximumPartySize {
            say("The \(option.name) carries at most \(option.maximumPartySize), and you're \(partySize). Choose another ride.", into: &turn)
            return
        }
        self.listing = nil
        let intent = RequestRideIntent(
            pickupLocation: listing.pickup,
            dropOffLocation: listing.dropOff,
            rideOptionName: SpeakableString(vocabularyIdentifier: option.name, spokenPhrase: option.name),
            partySize: listing.partySize,
            paymentMethod: listing.response.paymentMethods?.first
        )
        trace("Maps sends INRequestRideIntent: \(option.name)\(listing.partySize.map { " for \($0)" } ?? "")", into: &turn)
        let toResolve: Set<RideParameter> = listing.partySize == nil && option.pricesByPartySize ? [.partySize] : []
        run(machine.startResolved(intent, toResolve: toResolve), into: &turn)
    }
}
