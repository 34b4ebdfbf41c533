import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

/// The one place that decides which conversation is live and where an utterance goes, fed
/// machine states with no service at all.
@Suite struct DialogRouterTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)
    let ferryBuilding = Placemark(name: "Ferry Building", location: Coordinate(latitude: 37.7955, longitude: -122.3937), identifier: "ferry-building")
    let oraclePark = Placemark(name: "Oracle Park", location: Coordinate(latitude: 37.7786, longitude: -122.3893), identifier: "oracle-park")

    func withFeeQuestion() -> DialogRouter {
        var router = DialogRouter()
        _ = router.cancellation.start()
        _ = router.cancellation.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: RideStatus(rideIdentifier: "HAIL-1", phase: .confirmed)))
        _ = router.cancellation.confirmed(CancelRideIntentResponse(code: .ready, cancellationFee: CurrencyAmount(minorUnits: 500)))
        return router
    }

    func withList() -> DialogRouter {
        var router = DialogRouter()
        _ = router.rideOptions.start(from: nil, to: .named("Oracle Park"), partySize: nil)
        _ = router.rideOptions.placesResolved(pickup: .success(ferryBuilding), dropOff: .success(oraclePark))
        _ = router.rideOptions.listed(ListRideOptionsIntentResponse(code: .success, rideOptions: [RideOption(name: "Standard", estimatedPickupDate: now)]))
        return router
    }

    @Test func nothingUnderWayIsIdle() {
        let router = DialogRouter()
        #expect(router.live == .none)
        #expect(router.stage == .idle)
        #expect(router.expectation == nil)
        #expect(router.destination(of: Understanding(text: "to SFO", slots: RideSlots(dropOff: .named("SFO")))) == .idle)
        #expect(router.interrupted == .request)
    }

    @Test func theFeeQuestionTakesTheNextAnswer() {
        let router = withFeeQuestion()
        #expect(router.stage == .awaitingCancellationConfirmation)
        #expect(router.expectation == .confirmation)
        #expect(router.destination(of: Understanding(text: "yes", answer: .yes)) == .cancellation)
        #expect(router.interrupted == .cancellation)
    }

    @Test func anotherDomainAtAQuestionIsRefusedWithTheQuestionAgain() {
        let router = withFeeQuestion()
        let table = Understanding(text: "book a table for 2", isOutOfDomain: true)
        #expect(router.destination(of: table) == .otherDomain(.reconfirmCancellation(rideIdentifier: "HAIL-1")))
    }

    @Test func mapsListWaitsBehindARequestUnderWay() {
        var router = withList()
        #expect(router.live == .rideOptions)
        #expect(router.expectation == .choice)
        #expect(router.destination(of: Understanding(text: "2", choice: .position(2))) == .rideOptions)
        _ = router.request.start(with: Understanding(text: "I need a ride"), now: now)
        _ = router.request.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        #expect(router.live == .request)
        #expect(router.destination(of: Understanding(text: "where's my ride?", intent: .getRideStatus)) == .sideIntent(.getRideStatus))
    }

    @Test func followingCommandsGoToFollowingAtAnyStage() {
        let router = withFeeQuestion()
        #expect(router.destination(of: Understanding(text: "keep me posted", command: .followRide)) == .following(.followRide))
    }
}
