// Compiled in Swift 5 language mode: an extension written the way Apple's sample code writes one
// (completion handlers without @Sendable, `handler(for:)` returning `Any`), with only the import
// changed, is found and called through both forms.
#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation
import Testing

class IntentHandler: INExtension, INRequestRideIntentHandling, INListRideOptionsIntentHandling,
    INGetRideStatusIntentHandling, INCancelRideIntentHandling, INSendRideFeedbackIntentHandling {

    let service = SeedRideService(now: Date(timeIntervalSince1970: 1_800_000_000))
    var observer: INGetRideStatusIntentResponseObserver?

    override func handler(for intent: INIntent) -> Any {
        return self
    }

    // MARK: - INRequestRideIntentHandling

    func resolvePickupLocation(for intent: INRequestRideIntent, with completion: @escaping (INPlacemarkResolutionResult) -> Void) {
        if let pickup = intent.pickupLocation {
            completion(INPlacemarkResolutionResult.success(with: pickup))
        } else {
            completion(INPlacemarkResolutionResult.needsValue())
        }
    }

    func resolvePartySize(for intent: INRequestRideIntent, with completion: @escaping (INIntegerResolutionResult) -> Void) {
        guard let partySize = intent.partySize else {
            completion(INIntegerResolutionResult.notRequired())
            return
        }
        completion(INIntegerResolutionResult.success(with: min(partySize, 6)))
    }

    func handle(intent: INRequestRideIntent, completion: @escaping (INRequestRideIntentResponse) -> Void) {
        let status = INRideStatus()
        status.rideIdentifier = "ride-1"
        status.phase = .confirmed
        status.pickupLocation = intent.pickupLocation
        status.dropOffLocation = intent.dropOffLocation
        status.rideOption = INRideOption(name: intent.rideOptionName?.spokenPhrase ?? "Compact",
                                         estimatedPickupDate: service.getCompactEstimatedPickupTime())
        let response = INRequestRideIntentResponse(code: .success, userActivity: nil)
        response.rideStatus = status
        completion(response)
    }

    // MARK: - INListRideOptionsIntentHandling

    func handle(intent: INListRideOptionsIntent, completion: @escaping (INListRideOptionsIntentResponse) -> Void) {
        guard let pickup = intent.pickupLocation, let dropOff = intent.dropOffLocation else {
            completion(INListRideOptionsIntentResponse(code: .failure, userActivity: nil))
            return
        }
        let response = INListRideOptionsIntentResponse(code: .success, userActivity: nil)
        response.rideOptions = [
            service.createCompactRideOption(pickup: pickup, dropOff: dropOff),
            service.createSUVRideOption(pickup: pickup, dropOff: dropOff),
        ]
        response.expirationDate = service.now.addingTimeInterval(5 * 60)
        completion(response)
    }

    // MARK: - INGetRideStatusIntentHandling

    func handle(intent: INGetRideStatusIntent, completion: @escaping (INGetRideStatusIntentResponse) -> Void) {
        completion(statusResponse(phase: .approachingPickup))
    }

    func startSendingUpdates(for intent: INGetRideStatusIntent, to observer: INGetRideStatusIntentResponseObserver) {
        self.observer = observer
        observer.didUpdate(getRideStatus: statusResponse(phase: .pickup))
    }

    func stopSendingUpdates(for intent: INGetRideStatusIntent) {
        observer = nil
    }

    private func statusResponse(phase: INRidePhase) -> INGetRideStatusIntentResponse {
        let status = INRideStatus()
        status.rideIdentifier = "ride-1"
        status.phase = phase
        let response = INGetRideStatusIntentResponse(code: .success, userActivity: nil)
        response.rideStatus = status
        return response
    }

    // MARK: - INCancelRideIntentHandling

    func confirm(cancelRide intent: INCancelRideIntent, completion: @escaping (INCancelRideIntentResponse) -> Void) {
        let response = INCancelRideIntentResponse(code: .ready, userActivity: nil)
        response.cancellationFee = INCurrencyAmount(amount: NSDecimalNumber(value: 5), currencyCode: "USD")
        completion(response)
    }

    func handle(cancelRide intent: INCancelRideIntent, completion: @escaping (INCancelRideIntentResponse) -> Void) {
        completion(INCancelRideIntentResponse(code: intent.rideIdentifier == "ride-1" ? .success : .failure, userActivity: nil))
    }

    // MARK: - INSendRideFeedbackIntentHandling

    func handle(sendRideFeedback sendRideFeedbackintent: INSendRideFeedbackIntent, completion: @escaping (INSendRideFeedbackIntentResponse) -> Void) {
        let valid = (sendRideFeedbackintent.rating?.intValue).map { (0...10).contains($0) } ?? true
        completion(INSendRideFeedbackIntentResponse(code: valid ? .success : .failure, userActivity: nil))
    }
}

final class RecordingObserver: NSObject, INGetRideStatusIntentResponseObserver {
    var phases: [INRidePhase] = []

    func didUpdate(getRideStatus response: INGetRideStatusIntentResponse) {
        phases.append(response.rideStatus?.phase ?? .unknown)
    }
}

@Suite("A completion-handler extension in Swift 5 mode")
struct CompletionHandlerExtensionTests {
    let ferryBuilding = CLPlacemark(location: CLLocation(latitude: 37.7955, longitude: -122.3937), name: "Ferry Building", postalAddress: nil)
    let oakland = CLPlacemark(location: CLLocation(latitude: 37.8044, longitude: -122.2712), name: "Oakland", postalAddress: nil)

    @Test func theExtensionHandsOutItselfAsEveryHandler() {
        let provider: INIntentHandlerProviding = IntentHandler()
        #expect(provider.handler(for: INGetRideStatusIntent()) is INGetRideStatusIntentHandling)
        #expect(provider.handler(for: INCancelRideIntent(rideIdentifier: "ride-1")) is INCancelRideIntentHandling)
    }

    @Test func itsCompletionHandlerResolversAnswerTheAsyncForm() async {
        let handler = IntentHandler()
        let intent = INRequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: oakland, partySize: 9)
        let partySize = await handler.resolvePartySize(for: intent)
        #expect(partySize.description == "success(6)")
        #expect(partySize.defaultImplementation == nil)
        let pickup = await handler.resolvePickupLocation(for: INRequestRideIntent())
        #expect(pickup.description == "needsValue")
        // Left out: the default answers, naming the requirement.
        let rideOption = await handler.resolveRideOptionName(for: intent)
        #expect(rideOption.defaultImplementation == "INRequestRideIntentHandling.resolveRideOptionName(for:with:)")
    }

    @Test func itListsTheSeedOptionsThroughTheAsyncForm() async {
        let response = await IntentHandler().handle(intent: INListRideOptionsIntent(pickupLocation: ferryBuilding, dropOffLocation: oakland))
        #expect(response.code == .success)
        #expect(response.rideOptions?.map(\.description) == ["Compact (23 USD)", "SUV (40–52 USD)"])
    }

    @Test func itBooksAndPushesStatusUpdates() async {
        let handler = IntentHandler()
        let booking = await handler.handle(intent: INRequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: oakland))
        #expect(booking.code == .success)
        #expect(booking.rideStatus?.phase == .confirmed)
        #expect(booking.rideStatus?.rideOption?.name == "Compact")
        let status = await handler.handle(intent: INGetRideStatusIntent())
        #expect(status.rideStatus?.phase == .approachingPickup)
        let observer = RecordingObserver()
        handler.startSendingUpdates(for: INGetRideStatusIntent(), to: observer)
        handler.stopSendingUpdates(for: INGetRideStatusIntent())
        #expect(observer.phases == [.pickup])
        #expect(handler.observer == nil)
    }

    @Test func itConfirmsACancellationWithItsFeeAndLeavesFeedbackConfirmationToTheDefault() async {
        let handler = IntentHandler()
        let confirmation = await handler.confirm(cancelRide: INCancelRideIntent(rideIdentifier: "ride-1"))
        #expect(confirmation.code == .ready)
        #expect(confirmation.cancellationFee == INCurrencyAmount(amount: NSDecimalNumber(value: 5), currencyCode: "USD"))
        let cancelled = await handler.handle(cancelRide: INCancelRideIntent(rideIdentifier: "ride-1"))
        #expect(cancelled.code == .success)
        let feedback = INSendRideFeedbackIntent(rideIdentifier: "ride-1")
        feedback.rating = 11
        #expect(await handler.handle(sendRideFeedback: feedback).code == .failure)
        let confirmFeedback = await handler.confirm(sendRideFeedback: feedback)
        #expect(confirmFeedback.defaultImplementation == "INSendRideFeedbackIntentHandling.confirm(sendRideFeedback:completion:)")
    }
}
