#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation

/// The extension: SiriKit (or Hail) asks it for the object that handles each intent.
public final class ShuttleExtension: INExtension {
    let service = ShuttleService()

    public override init() {
        super.init()
    }

    public override func handler(for intent: INIntent) -> Any? {
        switch intent {
        case is INRequestRideIntent: RequestRideHandler(service: service)
        case is INListRideOptionsIntent: ListRideOptionsHandler(service: service)
        case is INGetRideStatusIntent: RideStatusHandler(service: service)
        case is INCancelRideIntent: CancelRideHandler(service: service)
        case is INSendRideFeedbackIntent: FeedbackHandler()
        default: nil
        }
    }
}

/// Maps' list of options, in Apple's completion-handler form.
final class ListRideOptionsHandler: NSObject, INListRideOptionsIntentHandling {
    let service: ShuttleService

    init(service: ShuttleService) {
        self.service = service
    }

    func handle(intent: INListRideOptionsIntent, completion: @escaping (INListRideOptionsIntentResponse) -> Void) {
        guard let pickup = intent.pickupLocation, let dropOff = intent.dropOffLocation,
              service.refusal(pickup: pickup, dropOff: dropOff) == nil else {
            completion(INListRideOptionsIntentResponse(code: .failureRequiringAppLaunchNoServiceInArea, userActivity: nil))
            return
        }
        let response = INListRideOptionsIntentResponse(code: .success, userActivity: nil)
        response.rideOptions = service.rideOptions(pickup: pickup, dropOff: dropOff)
        response.paymentMethods = [INPaymentMethod.applePay()]
        completion(response)
    }
}

/// Booking, in the `async` form.
final class RequestRideHandler: NSObject, INRequestRideIntentHandling {
    let service: ShuttleService

    init(service: ShuttleService) {
        self.service = service
    }

    func resolvePickupLocation(for intent: INRequestRideIntent) async -> INPlacemarkResolutionResult {
        guard let pickup = intent.pickupLocation else { return .needsValue() }
        if let dropOff = intent.dropOffLocation, service.airport(at: pickup) != nil, service.airport(at: dropOff) != nil {
            return .unsupported()
        }
        return .success(with: pickup)
    }

    func resolveDropOffLocation(for intent: INRequestRideIntent) async -> INPlacemarkResolutionResult {
        guard let dropOff = intent.dropOffLocation else { return .needsValue() }
        // One end of every trip is an airport, the other is not.
        guard service.refusal(pickup: intent.pickupLocation, dropOff: dropOff) == nil else { return .unsupported() }
        return .success(with: dropOff)
    }

    func resolvePartySize(for intent: INRequestRideIntent) async -> INIntegerResolutionResult {
        guard let partySize = intent.partySize else { return .success(with: 1) }
        let capacity = intent.rideOptionName.map { service.capacity(of: ShuttleService.optionName($0)) } ?? ShuttleService.seatsPerBooking
        guard partySize >= 1, partySize <= capacity else { return .unsupported() }
        return .success(with: partySize)
    }

    func resolveRideOptionName(for intent: INRequestRideIntent) async -> INSpeakableStringResolutionResult {
        guard let pickup = intent.pickupLocation, let dropOff = intent.dropOffLocation else { return .needsValue() }
        guard let name = intent.rideOptionName else {
            // None named: the options that seat the party, for the rider to choose from.
            let fitting = service.rideOptions(pickup: pickup, dropOff: dropOff)
                .filter { service.capacity(of: $0.name) >= (intent.partySize ?? 1) }
                .map { INSpeakableString(spokenPhrase: $0.name) }
            return fitting.isEmpty ? .unsupported() : .disambiguation(with: fitting)
        }
        guard let option = service.rideOption(named: ShuttleService.optionName(name), pickup: pickup, dropOff: dropOff) else {
            return .unsupported()
        }
        if let partySize = intent.partySize, partySize > service.capacity(of: option.name) { return .unsupported() }
        return .success(with: INSpeakableString(spokenPhrase: option.name))
    }

    func confirm(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        guard let (option, pickup, dropOff) = quote(intent) else {
            return INRequestRideIntentResponse(code: .failureRequiringAppLaunchNoServiceInArea, userActivity: nil)
        }
        let response = INRequestRideIntentResponse(code: .ready, userActivity: nil)
        let preview = INRideStatus()
        preview.rideOption = option
        preview.pickupLocation = pickup
        preview.dropOffLocation = dropOff
        preview.estimatedPickupDate = option.estimatedPickupDate
        response.rideStatus = preview
        return response
    }

    func handle(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        guard let (option, pickup, dropOff) = quote(intent) else {
            return INRequestRideIntentResponse(code: .failureRequiringAppLaunchNoServiceInArea, userActivity: nil)
        }
        let booking = service.book(pickup: pickup, dropOff: dropOff, option: option, seats: intent.partySize ?? 1)
        let response = INRequestRideIntentResponse(code: .success, userActivity: nil)
        response.rideStatus = service.status(of: booking)
        // Donated so that Siri can suggest the trip again (under Hail: `:donations`).
        INInteraction(intent: intent, response: response).donate()
        return response
    }

    /// The option to book, priced for the party, leaving at the scheduled time if one was given.
    private func quote(_ intent: INRequestRideIntent) -> (INRideOption, CLPlacemark, CLPlacemark)? {
        guard let pickup = intent.pickupLocation, let dropOff = intent.dropOffLocation,
              service.refusal(pickup: pickup, dropOff: dropOff) == nil,
              let option = service.rideOption(named: intent.rideOptionName.map(ShuttleService.optionName) ?? ShuttleService.sharedName, pickup: pickup, dropOff: dropOff)
        else { return nil }
        if option.name == ShuttleService.sharedName {
            let earliest = intent.scheduledPickupTime?.startDateComponents.flatMap { Calendar.current.date(from: $0) }
            option.estimatedPickupDate = service.nextDeparture(after: earliest)
        }
        let partySize = intent.partySize ?? 1
        if let tier = option.availablePartySizeOptions?.first(where: { NSLocationInRange(partySize, $0.partySizeRange) || partySize == $0.partySizeRange.location + $0.partySizeRange.length }),
           let price = tier.priceRange {
            option.priceRange = price
        }
        return (option, pickup, dropOff)
    }
}

/// The ride's status and live updates.
final class RideStatusHandler: NSObject, INGetRideStatusIntentHandling {
    let service: ShuttleService

    init(service: ShuttleService) {
        self.service = service
    }

    func handle(intent: INGetRideStatusIntent, completion: @escaping (INGetRideStatusIntentResponse) -> Void) {
        guard let booking = service.lastBooking else {
            completion(INGetRideStatusIntentResponse(code: .failure, userActivity: nil))
            return
        }
        let response = INGetRideStatusIntentResponse(code: .success, userActivity: nil)
        response.rideStatus = service.status(of: booking)
        completion(response)
    }

    func startSendingUpdates(for intent: INGetRideStatusIntent, to observer: INGetRideStatusIntentResponseObserver) {
        service.startUpdates(to: observer)
    }

    func stopSendingUpdates(for intent: INGetRideStatusIntent) {
        service.stopUpdates()
    }
}

/// Cancelling: free until 15 minutes before pickup, then $5; not once the ride is under way.
final class CancelRideHandler: NSObject, INCancelRideIntentHandling {
    let service: ShuttleService

    init(service: ShuttleService) {
        self.service = service
    }

    func confirm(cancelRide intent: INCancelRideIntent) async -> INCancelRideIntentResponse {
        guard let booking = service.booking(intent.rideIdentifier), !booking.isCanceled,
              [.confirmed, .approachingPickup].contains(service.phase(of: booking)) else {
            return INCancelRideIntentResponse(code: .failure, userActivity: nil)
        }
        let response = INCancelRideIntentResponse(code: .ready, userActivity: nil)
        if service.now > booking.pickupDate.addingTimeInterval(-15 * 60) {
            response.cancellationFee = INCurrencyAmount(amount: ShuttleService.lateCancellationFee, currencyCode: "USD")
        }
        return response
    }

    func handle(cancelRide intent: INCancelRideIntent) async -> INCancelRideIntentResponse {
        guard let booking = service.booking(intent.rideIdentifier), !booking.isCanceled,
              [.confirmed, .approachingPickup].contains(service.phase(of: booking)) else {
            return INCancelRideIntentResponse(code: .failure, userActivity: nil)
        }
        service.cancel(intent.rideIdentifier)
        let response = INCancelRideIntentResponse(code: .success, userActivity: nil)
        if service.now > booking.pickupDate.addingTimeInterval(-15 * 60) {
            response.cancellationFee = INCurrencyAmount(amount: ShuttleService.lateCancellationFee, currencyCode: "USD")
        }
        return response
    }
}

/// Ratings are welcome; there is nothing to check.
final class FeedbackHandler: NSObject, INSendRideFeedbackIntentHandling {
    func handle(sendRideFeedback intent: INSendRideFeedbackIntent) async -> INSendRideFeedbackIntentResponse {
        INSendRideFeedbackIntentResponse(code: .success, userActivity: nil)
    }
}
