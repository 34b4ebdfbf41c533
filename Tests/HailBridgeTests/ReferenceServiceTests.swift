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
        // The Compact (a pedicab) goes 2 miles at most; this trip is longer.
        #expect(response.rideOptions?.map(\.name) == ["Standard", "XL"])
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
        #expect(result.summary == "disambiguation([Standard, XL, Compact])")
    }

    @Test func aBookedRideGoesThroughItsPhasesOnHailsClockAndAsksForFeedback() async throws {
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
        #expect(booking.rideStatus?.driver?.displayName == "Rosa Martinez")
        #expect(booking.rideStatus?.estimatedPickupDate == Support.nine.addingTimeInterval(4 * 60))

        // Following the ride: the service pushes its status at once, before it answers.
        let statusHandler = try #require(bridge.handler(for: INGetRideStatusIntent()) as? any INGetRideStatusIntentHandling)
        let observer = UpdateCollector()
        statusHandler.startSendingUpdates(for: INGetRideStatusIntent(), to: observer)
        #expect(observer.take().map { $0.rideStatus?.phase } == [.confirmed])

        clock.advance(by: 4 * 60)
        #expect(await statusHandler.handle(intent: INGetRideStatusIntent()).rideStatus?.phase == .pickup)
        let cancelHandler = try #require(bridge.handler(for: INCancelRideIntent(rideIdentifier: rideIdentifier)) as? any INCancelRideIntentHandling)
        // The rider is being picked up: too late to cancel.
        #expect(await cancelHandler.confirm(cancelRide: INCancelRideIntent(rideIdentifier: rideIdentifier)).code == .failure)

        clock.advance(by: 60 * 60)
        let done = await statusHandler.handle(intent: INGetRideStatusIntent())
        #expect(done.rideStatus?.phase == .completed)
        #expect(done.rideStatus?.completionStatus?.feedbackType == [.rate, .tip])
        #expect(done.rideStatus?.completionStatus?.defaultTippingOptions?.count == 3)

        let feedback = INSendRideFeedbackIntent(rideIdentifier: rideIdentifier)
        feedback.rating = 10
        let feedbackHandler = try #require(bridge.handler(for: feedback) as? any INSendRideFeedbackIntentHandling)
        #expect(await feedbackHandler.confirm(sendRideFeedback: feedback).code == .ready)
        #expect(await feedbackHandler.handle(sendRideFeedback: feedback).code == .success)
        statusHandler.stopSendingUpdates(for: INGetRideStatusIntent())
        #expect(observer.take().isEmpty)
        #expect(bridge.takeFaults() == [])
    }

    @Test func cancellingBeforeTheDriverIsNearIsFreeAndThePushedUpdateSaysSo() async throws {
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
        #expect(bridge.takeFaults() == [])
    }

    @Test func cancellingAsTheDriverArrivesCostsTheLateFee() async throws {
        let clock = ManualTestClock(Support.nine)
        let bridge = Support.bridge(Support.referenceService, clock: clock)
        let handler = try #require(Support.requestHandler(bridge))
        let booking = await handler.handle(intent: INRequestRideIntent(
            pickupLocation: Support.ferryBuilding, dropOffLocation: Support.goldenGatePark))
        let rideIdentifier = try #require(booking.rideStatus?.rideIdentifier)
        clock.advance(by: 3 * 60)
        let cancelHandler = try #require(bridge.handler(for: INCancelRideIntent(rideIdentifier: rideIdentifier)) as? any INCancelRideIntentHandling)
        let confirmation = await cancelHandler.confirm(cancelRide: INCancelRideIntent(rideIdentifier: rideIdentifier))
        #expect(confirmation.code == .ready)
        #expect(confirmation.cancellationFee?.description == "5 USD")
    }

    @Test func aCallTheServiceDoesNotImplementGetsSiriKitsDefault() async throws {
        let bridge = Support.bridge(Support.referenceService)
        let handler = try #require(bridge.handler(for: INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil)) as? any INListRideOptionsIntentHandling)
        let result = await handler.resolvePickupLocation(for: INListRideOptionsIntent(pickupLocation: Support.ferryBuilding, dropOffLocation: nil))
        #expect(result.summary == "not implemented: INListRideOptionsIntentHandling.resolvePickupLocation(for:with:)")
        #expect(bridge.takeFaults() == [])
    }
}
