import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

/// Feeds events to each side conversation's state machine (cancellation, feedback, following,
/// Maps' list) and checks the actions it asks for, with no service at all.
@Suite struct SideConversationStateMachineTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)
    let confirmedRide = RideStatus(rideIdentifier: "HAIL-1", phase: .confirmed)
    let completedRide = RideStatus(rideIdentifier: "HAIL-1", phase: .completed)
    /// A completed ride whose fare was $7.88.
    let pricedRide = RideStatus(
        rideIdentifier: "HAIL-1", phase: .completed,
        rideOption: RideOption(name: "Standard", estimatedPickupDate: Date(timeIntervalSince1970: 0), priceRange: PriceRange(price: CurrencyAmount(minorUnits: 788))))
    let ferryBuilding = Placemark(name: "Ferry Building", location: Coordinate(latitude: 37.7955, longitude: -122.3937), identifier: "ferry-building")
    let oraclePark = Placemark(name: "Oracle Park", location: Coordinate(latitude: 37.7786, longitude: -122.3893), identifier: "oracle-park")

    func said(_ text: String, answer: Answer? = nil, choice: Choice? = nil, command: DialogCommand? = nil, slots: RideSlots = RideSlots(), residue: String = "") -> Understanding {
        Understanding(text: text, slots: slots, answer: answer, choice: choice, command: command, residue: residue)
    }

    // MARK: Cancellation

    @Test func cancellationWithAFeeAsksBeforeHandling() {
        var machine = CancellationStateMachine()
        #expect(machine.start() == [.lookUpRide])
        let intent = CancelRideIntent(rideIdentifier: "HAIL-1")
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: confirmedRide)) == [.confirm(intent)])
        let fee = CurrencyAmount(minorUnits: 500)
        #expect(machine.confirmed(CancelRideIntentResponse(code: .ready, cancellationFee: fee)) == [.ask(.confirmCancellation(rideIdentifier: "HAIL-1", fee: fee))])
        #expect(machine.isAwaitingConsent)
        #expect(machine.pendingPrompt == .reconfirmCancellation(rideIdentifier: "HAIL-1"))
        #expect(machine.userSaid(said("maybe")) == [.say(.answerYesOrNoToCancel(rideIdentifier: "HAIL-1"))])
        #expect(machine.userSaid(said("yes", answer: .yes)) == [.handle(intent)])
        #expect(!machine.isAwaitingConsent)
        #expect(machine.handled(CancelRideIntentResponse(code: .success, cancellationFee: fee)) == [.say(.rideCancelled(rideIdentifier: "HAIL-1", fee: fee))])
    }

    @Test func cancelItAtTheFeeQuestionMeansYesAndNoKeepsTheRide() {
        var machine = CancellationStateMachine()
        _ = machine.start()
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: confirmedRide))
        _ = machine.confirmed(CancelRideIntentResponse(code: .ready, cancellationFee: CurrencyAmount(minorUnits: 500)))
        var other = machine
        #expect(machine.userSaid(said("cancel it", command: .cancel)) == [.handle(CancelRideIntent(rideIdentifier: "HAIL-1"))])
        #expect(other.userSaid(said("no", answer: .no)) == [.say(.rideStaysBooked(rideIdentifier: "HAIL-1"))])
        #expect(!other.isAwaitingConsent)
    }

    @Test func aFreeCancellationHandlesAtOnceAndNoRideSaysSo() {
        var machine = CancellationStateMachine()
        _ = machine.start()
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: confirmedRide))
        #expect(machine.confirmed(CancelRideIntentResponse(code: .ready)) == [.handle(CancelRideIntent(rideIdentifier: "HAIL-1"))])
        var none = CancellationStateMachine()
        _ = none.start()
        #expect(none.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: completedRide)) == [.say(.noRideToCancel)])
    }

    @Test func interruptingTheFeeQuestionKeepsTheRide() {
        var machine = CancellationStateMachine()
        _ = machine.start()
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: confirmedRide))
        _ = machine.confirmed(CancelRideIntentResponse(code: .ready, cancellationFee: CurrencyAmount(minorUnits: 500)))
        #expect(machine.abandon() == [.say(.cancellationDropped)])
        #expect(machine.abandon() == [])
    }

    // MARK: Feedback

    @Test func feedbackOnACompletedRideConfirmsThenSends() {
        var machine = FeedbackStateMachine()
        let tip = CurrencyAmount(minorUnits: 300)
        #expect(machine.start(rating: 5, tip: tip) == [.lookUpRide])
        let intent = SendRideFeedbackIntent(rideIdentifier: "HAIL-1", rating: 5, tip: tip)
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: completedRide)) == [.confirm(intent)])
        #expect(machine.confirmed(SendRideFeedbackIntentResponse(code: .ready)) == [.handle(intent)])
        #expect(machine.handled(SendRideFeedbackIntentResponse(code: .success)) == [.say(.feedbackSent(rideIdentifier: "HAIL-1", rating: 5, tip: tip))])
    }

    @Test func feedbackWaitsForTheRideToCompleteAndAsksHowToRate() {
        var early = FeedbackStateMachine()
        _ = early.start(rating: 5, tip: nil)
        #expect(early.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: confirmedRide)) == [.say(.rateWhenCompleted(rideIdentifier: "HAIL-1"))])
        var bare = FeedbackStateMachine()
        _ = bare.start(rating: nil, tip: nil)
        #expect(bare.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: completedRide)) == [.say(.howToRate)])
        var refused = FeedbackStateMachine()
        _ = refused.start(rating: 4, tip: nil)
        _ = refused.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: completedRide))
        #expect(refused.confirmed(SendRideFeedbackIntentResponse(code: .failure, failureReason: "Not now.")) == [.say(.feedbackFailed(reason: "Not now."))])
    }

    /// A tip larger than the fare waits on a yes: sent after it, not after a no, asked again
    /// after anything else.
    @Test func aTipLargerThanTheFareIsAskedAboutFirst() {
        let fare = CurrencyAmount(minorUnits: 788)
        let tip = CurrencyAmount(minorUnits: 789)
        let intent = SendRideFeedbackIntent(rideIdentifier: "HAIL-1", rating: nil, tip: tip)
        var machine = FeedbackStateMachine()
        _ = machine.start(rating: nil, tip: tip)
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: pricedRide)) == [.ask(.confirmLargeTip(tip: tip, fare: fare))])
        #expect(machine.isAwaitingConsent)
        #expect(machine.userSaid(Understanding(text: "hmm")) == [.say(.answerYesOrNo), .ask(.confirmLargeTip(tip: tip, fare: fare))])
        #expect(machine.userSaid(Understanding(text: "yes", answer: .yes)) == [.confirm(intent)])
        var declined = FeedbackStateMachine()
        _ = declined.start(rating: nil, tip: tip)
        _ = declined.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: pricedRide))
        #expect(declined.userSaid(Understanding(text: "no", answer: .no)) == [.say(.largeTipNotSent)])
        #expect(!declined.isAwaitingConsent)
    }

    @Test func aTipUpToTheFareIsSentWithoutAQuestion() {
        let fare = CurrencyAmount(minorUnits: 788)
        var machine = FeedbackStateMachine()
        _ = machine.start(rating: nil, tip: fare)
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: pricedRide))
            == [.confirm(SendRideFeedbackIntent(rideIdentifier: "HAIL-1", rating: nil, tip: fare))])
    }

    @Test(arguments: [0, 6, 12, -1])
    func aRatingOutsideTheStarsIsRefusedBeforeAnythingIsSent(rating: Int) {
        var machine = FeedbackStateMachine()
        #expect(machine.start(rating: rating, tip: CurrencyAmount(minorUnits: 300)) == [.say(.ratingOutOfRange(rating: rating))])
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: completedRide)) == [])
    }

    // MARK: Following

    @Test func followingStartsOnALiveRideAndStops() {
        var machine = RideFollowingStateMachine()
        #expect(machine.start() == [.lookUpRide])
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: confirmedRide))
            == [.say(.followingStarted(rideIdentifier: "HAIL-1")), .startUpdates(rideIdentifier: "HAIL-1", replacing: false)])
        #expect(machine.isFollowing)
        _ = machine.start()
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: confirmedRide)).last == .startUpdates(rideIdentifier: "HAIL-1", replacing: true))
        #expect(machine.stop() == [.stopUpdates, .say(.updatesStopped)])
        #expect(machine.stop() == [.say(.notFollowing)])
    }

    @Test func aFinishedRideCannotBeFollowedAndAnEndedRideStopsFollowing() {
        var machine = RideFollowingStateMachine()
        _ = machine.start()
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: completedRide)) == [.say(.nothingToFollow)])
        #expect(!machine.isFollowing)
        _ = machine.start()
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: confirmedRide))
        machine.rideEnded()
        #expect(!machine.isFollowing)
    }

    // MARK: Maps' list

    /// As the service lists them.
    func options() -> [RideOption] {
        [
            RideOption(name: "Standard", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 1200))),
            RideOption(name: "Pool", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 800)), maximumPartySize: 2),
            RideOption(name: "Luxury", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 4000)), requiresBookingInApplication: true),
        ]
    }

    /// As Hail shows them: cheapest first.
    func shown() -> [RideOption] {
        let given = options()
        return [given[1], given[0], given[2]]
    }

    func listed(expiring expiry: Date? = nil) -> RideOptionsStateMachine {
        var machine = RideOptionsStateMachine()
        _ = machine.start(from: .named("Ferry Building"), to: .named("Oracle Park"), partySize: nil)
        _ = machine.placesResolved(pickup: .success(ferryBuilding), dropOff: .success(oraclePark))
        _ = machine.listed(ListRideOptionsIntentResponse(code: .success, rideOptions: options(), expirationDate: expiry))
        return machine
    }

    @Test func theListResolvesBothPlacesThenListsAndWaits() {
        var machine = RideOptionsStateMachine()
        let started = machine.start(from: nil, to: .named("Oracle Park"), partySize: nil)
        #expect(started == [.resolvePlaces(ListRideOptionsIntent(pickupLocation: nil, dropOffLocation: Placemark(name: "Oracle Park")))])
        #expect(machine.placesResolved(pickup: .success(ferryBuilding), dropOff: .success(oraclePark)) == [.list(from: ferryBuilding, to: oraclePark)])
        let response = ListRideOptionsIntentResponse(code: .success, rideOptions: options())
        let sorted = ListRideOptionsIntentResponse(code: .success, rideOptions: shown())
        #expect(machine.listed(response) == [.say(.rideOptions(sorted, from: ferryBuilding, to: oraclePark, partySize: nil, asking: true))])
        #expect(machine.isAwaitingChoice)
        #expect(machine.pendingPrompt == .chooseRideOption(shown()))
    }

    @Test func choosingByNumberSendsTheRequestWithMapsValues() {
        var machine = listed()
        let actions = machine.userSaid(said("2", choice: .position(2)), now: now)
        guard case .requestRide(let intent, let toResolve, _, _)? = actions.last else {
            Issue.record("expected a request, got \(actions)")
            return
        }
        #expect(intent.rideOptionName?.vocabularyIdentifier == "Standard")
        #expect(intent.pickupLocation == ferryBuilding)
        #expect(toResolve.isEmpty)
        #expect(!machine.isAwaitingChoice)
    }

    @Test func aNumberBeyondTheListOrAnUnknownNameAsksAgain() {
        var machine = listed()
        #expect(machine.userSaid(said("7", choice: .position(7)), now: now) == [.say(.noOptionNumbered(7, shown()))])
        let helicopter = RideSlots(rideOption: SpeakableString(spokenPhrase: "helicopter"))
        #expect(machine.userSaid(said("helicopter", slots: helicopter), now: now) == [.say(.notOnTheList("helicopter", shown()))])
        #expect(machine.isAwaitingChoice)
    }

    @Test func anOptionBookedInTheAppIsNotSentAndAnExpiredListIsListedAgain() {
        var machine = listed()
        let luxury = machine.userSaid(said("the last one", choice: .last), now: now)
        #expect(luxury.contains(.say(.bookedInApp(optionName: "Luxury"))))
        #expect(machine.isAwaitingChoice)
        var expired = listed(expiring: now)
        let again = expired.userSaid(said("2", choice: .position(2)), now: now)
        #expect(again.contains(.say(.optionsExpired(at: now))))
        #expect(again.last == .list(from: ferryBuilding, to: oraclePark))
        // Listed again, the same option is offered at its new price; yes takes it.
        var repriced = options()
        repriced[0].priceRange = PriceRange(price: CurrencyAmount(minorUnits: 1300))
        let relisted = expired.listed(ListRideOptionsIntentResponse(code: .success, rideOptions: repriced, expirationDate: now.addingTimeInterval(300)))
        #expect(relisted.last == .ask(.confirmRelistedOption(repriced[0], partySize: nil)))
        #expect(expired.expectation == .confirmation)
        guard case .requestRide(let intent, _, _, _)? = expired.userSaid(said("yes", answer: .yes), now: now).last else {
            Issue.record("expected the Standard to be requested")
            return
        }
        #expect(intent.rideOptionName?.vocabularyIdentifier == "Standard")
    }

    @Test func theCheapestIsPickedAndAPartyNoOptionCarriesIsSaidWithNothingToChoose() {
        var machine = listed()
        guard case .requestRide(let intent, _, _, _)? = machine.userSaid(said("the cheapest one", choice: .cheapest), now: now).last else {
            Issue.record("expected a request")
            return
        }
        #expect(intent.rideOptionName?.vocabularyIdentifier == "Pool")
        var tooMany = RideOptionsStateMachine()
        _ = tooMany.start(from: nil, to: .named("Oracle Park"), partySize: 9)
        _ = tooMany.placesResolved(pickup: .success(ferryBuilding), dropOff: .success(oraclePark))
        let said = tooMany.listed(ListRideOptionsIntentResponse(code: .success, rideOptions: options()))
        #expect(said.last == .say(.noOptionCarries(partySize: 9, largest: 4)))
        #expect(!tooMany.isAwaitingChoice)
    }

    @Test func aListingOnlyShownAsksNothing() {
        var machine = RideOptionsStateMachine()
        _ = machine.start(from: nil, to: .named("Oracle Park"), partySize: nil, waitsForChoice: false)
        _ = machine.placesResolved(pickup: .success(ferryBuilding), dropOff: .success(oraclePark))
        let said = machine.listed(ListRideOptionsIntentResponse(code: .success, rideOptions: options()))
        #expect(said == [.say(.rideOptions(ListRideOptionsIntentResponse(code: .success, rideOptions: shown()), from: ferryBuilding, to: oraclePark, partySize: nil, asking: false))])
        #expect(!machine.isAwaitingChoice)
    }

    @Test func aNewTripLeavesTheListAndNoClosesIt() {
        var machine = listed()
        let trip = said("to SFO", slots: RideSlots(dropOff: .named("SFO")))
        #expect(machine.userSaid(trip, now: now) == [.reroute(trip)])
        #expect(!machine.isAwaitingChoice)
        var declined = listed()
        #expect(declined.userSaid(said("no", answer: .no), now: now) == [.say(.noRideForNow)])
        var interrupted = listed()
        #expect(interrupted.abandon() == [.say(.noRideForNow)])
    }

    @Test func aListRefusedForARideUnderWayNamesTheRide() {
        var machine = RideOptionsStateMachine()
        _ = machine.start(from: nil, to: .named("Oracle Park"), partySize: nil)
        _ = machine.placesResolved(pickup: .success(ferryBuilding), dropOff: .success(oraclePark))
        #expect(machine.listed(ListRideOptionsIntentResponse(code: .failureRequiringAppLaunchPreviousRideNeedsCompletion)) == [.lookUpRide])
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: confirmedRide)) == [.say(.rideInProgress(rideIdentifier: "HAIL-1"))])
        #expect(!machine.isAwaitingChoice)
    }
}
