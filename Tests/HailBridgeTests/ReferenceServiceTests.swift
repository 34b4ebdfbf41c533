import Foundation
import HailBridge
import HailIntents
import Testing

/// The Python reference service driven through the bridge by Apple's handler API, as Hail's
/// dialog drives it.
@Suite("The Python reference service through the bridge", .serialized)
struct ReferenceServiceTests {
    typealias Support = BridgeTestSupport

    @Test func mapsListsTheOptionsForATripAcrossTheCity() async throws {
        let bridge = Support.bridge(Support.referenceService)
        let handler = try #require(bridge.handler(for: INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil)) as? any INListRideOptionsIntentHandling)
        let response = await handler.handle(intent: INListRideOptionsIntent(
            pickupLocation: Support.ferryBuilding, dropOffLocation: Support.goldenGatePark))
        #expect(response.code == .success)
        // The Pedicab goes 2 miles at most; this trip is longer.
        #expect(response.rideOptions?.map(\.name) == ["Cab", "Cab XL"])
        #expect(response.rideOptions?.first?.estimatedPickupDate == Support.nine.addingTimeInterval(4 * 60))
        #expect(response.rideOptions?.last?.availablePartySizeOptions?.count == 2)
        #expect(bridge.serviceName == "Golden Gate Cab Co-op")
        #expect(bridge.takeFaults() == [])
    }

    @Test func theCoopRefusesADropOffOutsideTheCity() async throws {
        let bridge = Support.bridge(Support.referenceService)
        let handler = try #require(Support.requestHandler(bridge))
        let intent = INRequestRideIntent(pickupLocation: Support.ferryBuilding, dropOffLocation: Support.sfo)
        #expect(await handler.resolvePickupLocation(for: intent).summary.hasPrefix("success(Ferry Building"))
        #expect(await handler.resolveDropOffLocation(for: intent).summary == "unsupported")
        #expect(await handler.resolvePartySize(for: INRequestRideIntent(partySize: 9)).summary == "unsupported")
        #expect(await handler.resolvePartySize(for: INRequestRideIntent(partySize: 5)).summary == "success(5)")
        #expect(bridge.takeFaults() == [])
    }

    @Test func anUnknownRideOptionIsDisambiguatedAmongTheCoopsOptions() async throws {
        let bridge = Support.bridge(Support.referenceService)
        let handler = try #require(Support.requestHandler(bridge))
        let result = await handler.resolveRideOptionName(for: INRequestRideIntent(
            pickupLocation: Support.ferryBuilding, dropOffLocation: Support.coitTower,
            rideOptionName: INSpeakableString(spokenPhrase: "limousine")))
        #expect(result.summary == "disambiguation([Cab, Cab XL, Pedicab])")
    }

    @Test func aBookedRidesUpdatesWaitForHailsClock() async throws {
        let clock = ManualTestClock(Support.nine)
        let bridge = Support.bridge(Support.referenceService, clock: clock)
        let handler = try #require(Support.requestHandler(bridge))
        let intent = INRequestRideIntent(
            pickupLocation: Support.ferryBuilding, dropOffLocation: Support.coitTower,
            rideOptionName: INSpeakableString(spokenPhrase: "Cab"), partySize: 2)
        let confirmation = await handler.confirm(intent: intent)
        #expect(confirmation.code == .ready)
        #expect(confirmation.rideStatus?.rideOption?.priceRange?.description == "6.41 USD")
        let booking = await handler.handle(intent: intent)
        #expect(booking.code == .success)
        let rideIdentifier = try #require(booking.rideStatus?.rideIdentifier)
        #expect(rideIdentifier == "GG-1001")
        #expect(booking.rideStatus?.driver?.displayName == "Sam Okafor")

        let statusHandler = try #require(bridge.handler(for: INGetRideStatusIntent()) as? any INGetRideStatusIntentHandling)
        let observer = UpdateCollector()
        statusHandler.startSendingUpdates(for: INGetRideStatusIntent(), to: observer)
        #expect(observer.take().map { $0.rideStatus?.phase } == [.confirmed])
        #expect(bridge.nextScheduledUpdate == Support.nine.addingTimeInterval(2 * 60))

        clock.advance(by: 4 * 60)
        bridge.deliverDueUpdates()
        let due = observer.take()
        #expect(due.map { $0.rideStatus?.phase } == [.approachingPickup, .pickup])
        #expect(due.map { ($0 as? BridgedRideStatusUpdate)?.asOf } == [
            Support.nine.addingTimeInterval(2 * 60), Support.nine.addingTimeInterval(4 * 60),
        ])

        // Cancelling now costs the late fee, and the service's cancellation replaces what was scheduled.
        let cancelHandler = try #require(bridge.handler(for: INCancelRideIntent(rideIdentifier: rideIdentifier)) as? any INCancelRideIntentHandling)
        let cancel = INCancelRideIntent(rideIdentifier: rideIdentifier)
        #expect(await cancelHandler.confirm(cancelRide: cancel).code == .failure)  // the rider is being picked up
        #expect(bridge.takeFaults() == [])
        clock.advance(by: 60 * 60)
        bridge.deliverDueUpdates()
        let rest = observer.take()
        #expect(rest.map { $0.rideStatus?.phase } == [.ongoing, .completed])
        #expect(rest.last?.rideStatus?.completionStatus?.feedbackType == [.rate, .tip])
        #expect(bridge.nextScheduledUpdate == nil)

        let feedback = INSendRideFeedbackIntent(rideIdentifier: rideIdentifier)
        feedback.rating = 10
        let feedbackHandler = try #require(bridge.handler(for: feedback) as? any INSendRideFeedbackIntentHandling)
        #expect(await feedbackHandler.handle(sendRideFeedback: feedback).code == .success)
        statusHandler.stopSendingUpdates(for: INGetRideStatusIntent())
        #expect(bridge.takeFaults() == [])
    }

    @Test func cancellingBeforeTheDriverIsNearIsFreeAndEndsTheUpdates() async throws {
        let clock = ManualTestClock(Support.nine)
        let bridge = Support.bridge(Support.referenceService, clock: clock)
        let handler = try #require(Support.requestHandler(bridge))
        let booking = await handler.handle(intent: INRequestRideIntent(
            pickupLocation: Support.ferryBuilding, dropOffLocation: Support.goldenGatePark))
        let rideIdentifier = try #require(booking.rideStatus?.rideIdentifier)
        let statusHandler = try #require(bridge.handler(for: INGetRideStatusIntent()) as? any INGetRideStatusIntentHandling)
        let observer = UpdateCollector()
        statusHandler.startSendingUpdates(for: INGetRideStatusIntent(), to: observer)
        _ = observer.take()
        clock.advance(by: 60)
        let cancelHandler = try #require(bridge.handler(for: INCancelRideIntent(rideIdentifier: rideIdentifier)) as? any INCancelRideIntentHandling)
        let confirmation = await cancelHandler.confirm(cancelRide: INCancelRideIntent(rideIdentifier: rideIdentifier))
        #expect(confirmation.code == .ready)
        #expect(confirmation.cancellationFee == nil)
        #expect(await cancelHandler.handle(cancelRide: INCancelRideIntent(rideIdentifier: rideIdentifier)).code == .success)
        let canceled = observer.take()
        #expect(canceled.count == 1)
        #expect(canceled.first?.rideStatus?.completionStatus?.isCanceled == true)
        clock.advance(by: 60 * 60)
        bridge.deliverDueUpdates()
        #expect(observer.take().isEmpty)
        #expect(bridge.takeFaults() == [])
    }

    @Test func aCallTheServiceDoesNotImplementGetsSiriKitsDefault() async throws {
        let bridge = Support.bridge(Support.referenceService)
        let handler = try #require(bridge.handler(for: INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil)) as? any INListRideOptionsIntentHandling)
        let result = await handler.resolvePickupLocation(for: INListRideOptionsIntent(pickupLocation: Support.ferryBuilding, dropOffLocation: nil))
        #expect(result.summary == "not implemented: INListRideOptionsIntentHandling.resolvePickupLocation(for:with:)")
        #expect(bridge.takeFaults() == [])
    }
}
