#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation

/// The extension: SiriKit (or Hail) asks it for the object that handles each intent.
public final class BridgetownExtension: INExtension {
    let service = BridgetownService()

    public override init() {
        super.init()
    }

    public override func handler(for intent: INIntent) -> Any? {
        switch intent {
        case is INRequestRideIntent: RequestRideHandler(service: service)
        case is INListRideOptionsIntent: ListRideOptionsHandler(service: service)
        case is INGetRideStatusIntent: RideStatusHandler(service: service)
        case is INCancelRideIntent: CancelRideHandler(service: service)
        default: nil
        }
    }
}

/// Maps' list of options, in Apple's completion-handler form.
final class ListRideOptionsHandler: NSObject, INListRideOptionsIntentHandling {
    let service: BridgetownService

    init(service: BridgetownService) {
        self.service = service
    }

    func handle(intent: INListRideOptionsIntent, completion: @escaping (INListRideOptionsIntentResponse) -> Void) {
        guard let pickup = intent.pickupLocation, let dropOff = intent.dropOffLocation,
              service.serves(pickup), service.serves(dropOff) else {
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
    let service: BridgetownService

    init(service: BridgetownService) {
        self.service = service
    }

    func resolvePickupLocation(for intent: INRequestRideIntent) async -> INPlacemarkResolutionResult {
        guard let pickup = intent.pickupLocation else { return .needsValue() }
        guard service.serves(pickup) else { return .unsupported() }
        return .success(with: pickup)
    }

    func resolveDropOffLocation(for intent: INRequestRideIntent) async -> INPlacemarkResolutionResult {
        guard let dropOff = intent.dropOffLocation else { return .needsValue() }
        guard service.serves(dropOff) else { return .unsupported() }
        return .success(with: dropOff)
    }

    func resolvePartySize(for intent: INRequestRideIntent) async -> INIntegerResolutionResult {
        guard let partySize = intent.partySize else { return .success(with: 1) }
        let capacity = intent.rideOptionName.flatMap(BridgetownService.product(named:))?.capacity ?? BridgetownService.bigfoot.capacity
        guard partySize >= 1, partySize <= capacity else { return .unsupported() }
        return .success(with: partySize)
    }

    /// Rides are for now: a pickup time ahead is not taken.
    func resolveScheduledPickupTime(for intent: INRequestRideIntent) async -> INDateComponentsRangeResolutionResult {
        guard intent.scheduledPickupTime != nil else { return .notRequired() }
        return .unsupported()
    }

    func resolveRideOptionName(for intent: INRequestRideIntent) async -> INSpeakableStringResolutionResult {
        guard let pickup = intent.pickupLocation, let dropOff = intent.dropOffLocation else { return .needsValue() }
        let seats = intent.partySize ?? 1
        let fitting = service.products(pickup: pickup, dropOff: dropOff).filter { $0.capacity >= seats }
        guard let spoken = intent.rideOptionName else {
            // None named: the products that seat the party, for the rider to choose from.
            let names = fitting.map { INSpeakableString(spokenPhrase: $0.name) }
            return names.isEmpty ? .unsupported() : .disambiguation(with: names)
        }
        guard let product = BridgetownService.product(named: spoken), fitting.contains(where: { $0.name == product.name }) else {
            return .unsupported()
        }
        return .success(with: INSpeakableString(spokenPhrase: product.name))
    }

    func confirm(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        guard let (option, pickup, dropOff) = quote(intent) else {
            return INRequestRideIntentResponse(code: .failure, userActivity: nil)
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
            return INRequestRideIntentResponse(code: .failure, userActivity: nil)
        }
        let booking = service.book(pickup: pickup, dropOff: dropOff, option: option)
        let response = INRequestRideIntentResponse(code: .success, userActivity: nil)
        response.rideStatus = service.status(of: booking)
        return response
    }

    /// The product to book, priced for the trip; a Rosebud when none was named.
    private func quote(_ intent: INRequestRideIntent) -> (INRideOption, CLPlacemark, CLPlacemark)? {
        guard let pickup = intent.pickupLocation, let dropOff = intent.dropOffLocation,
              service.serves(pickup), service.serves(dropOff) else { return nil }
        let product = intent.rideOptionName.flatMap(BridgetownService.product(named:)) ?? BridgetownService.rosebud
        guard service.products(pickup: pickup, dropOff: dropOff).contains(where: { $0.name == product.name }) else { return nil }
        return (service.rideOption(product, pickup: pickup, dropOff: dropOff), pickup, dropOff)
    }
}

/// The ride's status.
final class RideStatusHandler: NSObject, INGetRideStatusIntentHandling {
    let service: BridgetownService

    init(service: BridgetownService) {
        self.service = service
    }

    func handle(intent: INGetRideStatusIntent) async -> INGetRideStatusIntentResponse {
        guard let booking = service.lastBooking else {
            return INGetRideStatusIntentResponse(code: .failure, userActivity: nil)
        }
        let response = INGetRideStatusIntentResponse(code: .success, userActivity: nil)
        response.rideStatus = service.status(of: booking)
        return response
    }

    // NB: nothing is pushed; Hail asks `handle(intent:)` again whenever its clock moves.
    func startSendingUpdates(for intent: INGetRideStatusIntent, to observer: INGetRideStatusIntentResponseObserver) {}

    func stopSendingUpdates(for intent: INGetRideStatusIntent) {}
}

/// Cancelling: free until the vehicle is 3 minutes away, then $4; not once the ride is under way.
final class CancelRideHandler: NSObject, INCancelRideIntentHandling {
    let service: BridgetownService

    init(service: BridgetownService) {
        self.service = service
    }

    func confirm(cancelRide intent: INCancelRideIntent) async -> INCancelRideIntentResponse {
        guard let booking = cancellable(intent) else { return INCancelRideIntentResponse(code: .failure, userActivity: nil) }
        let response = INCancelRideIntentResponse(code: .ready, userActivity: nil)
        response.cancellationFee = service.cancellationFee(for: booking)
        return response
    }

    func handle(cancelRide intent: INCancelRideIntent) async -> INCancelRideIntentResponse {
        guard let booking = cancellable(intent) else { return INCancelRideIntentResponse(code: .failure, userActivity: nil) }
        service.cancel(intent.rideIdentifier)
        let response = INCancelRideIntentResponse(code: .success, userActivity: nil)
        response.cancellationFee = service.cancellationFee(for: booking)
        return response
    }

    private func cancellable(_ intent: INCancelRideIntent) -> BridgetownService.Booking? {
        guard let booking = service.booking(intent.rideIdentifier), !booking.isCanceled,
              [.confirmed, .approachingPickup].contains(service.phase(of: booking)) else { return nil }
        return booking
    }
}
