import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

/// What the request machine makes of what people say at "Shall I book it?", fed events with no
/// service at all.
@Suite struct ConfirmationStateMachineTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)
    let ferryBuilding = Placemark(name: "Ferry Building", location: Coordinate(latitude: 37.7955, longitude: -122.3937), identifier: "ferry-building")
    let sfo = Placemark(name: "San Francisco International Airport", location: Coordinate(latitude: 37.6213, longitude: -122.379), identifier: "sfo")

    func option(_ name: String, cents: Int, seats: Int = 4) -> RideOption {
        RideOption(name: name, estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: cents)), maximumPartySize: seats)
    }

    var preview: RideStatus {
        RideStatus(rideIdentifier: "", phase: .received, pickupLocation: ferryBuilding, dropOffLocation: sfo, rideOption: option("Standard", cents: 3000), partySize: 2)
    }

    /// Waiting at confirmation for a Standard for 2 from the Ferry Building to SFO.
    func confirming() -> RequestRideStateMachine {
        var machine = RequestRideStateMachine()
        let intent = RequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo, rideOptionName: SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard"), partySize: 2)
        _ = machine.startResolved(intent)
        _ = machine.confirmed(RequestRideIntentResponse(code: .ready, rideStatus: preview))
        return machine
    }

    @Test func aYesAfterMapsPricesExpiredSaysTheNewPriceThenOneYesBooks() {
        var machine = RequestRideStateMachine()
        let intent = RequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo, rideOptionName: SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard"), partySize: 2)
        _ = machine.startResolved(intent, pricesValidUntil: now)
        _ = machine.confirmed(RequestRideIntentResponse(code: .ready, rideStatus: preview))
        #expect(machine.userSaid(Understanding(text: "yes", answer: .yes), now: now) == [.listRideOptions(intent)])
        var repriced = option("Standard", cents: 3400)
        repriced.estimatedPickupDate = now.addingTimeInterval(120)
        let offered = machine.rideOptionsListed(ListRideOptionsIntentResponse(code: .success, rideOptions: [option("Pool", cents: 900), repriced], expirationDate: now.addingTimeInterval(300)))
        var quote = preview
        quote.rideOption = repriced
        quote.estimatedPickupDate = repriced.estimatedPickupDate
        #expect(offered == [.say(.quoteExpired(at: now)), .ask(.confirmRefreshedRide(quote))])
        #expect(machine.preview == quote)
        #expect(machine.userSaid(Understanding(text: "yes", answer: .yes), now: now.addingTimeInterval(10)) == [.handle(intent)])
    }

    @Test func aYesBeforeMapsPricesExpireBooksAtOnce() {
        var machine = RequestRideStateMachine()
        let intent = RequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo, rideOptionName: SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard"), partySize: 2)
        _ = machine.startResolved(intent, pricesValidUntil: now.addingTimeInterval(1))
        _ = machine.confirmed(RequestRideIntentResponse(code: .ready, rideStatus: preview))
        #expect(machine.userSaid(Understanding(text: "yes", answer: .yes), now: now) == [.handle(intent)])
    }

    @Test func nothingToChangeEndsTheRequestInsteadOfAskingAgain() {
        var machine = confirming()
        #expect(machine.userSaid(Understanding(text: "no", answer: .no), now: now) == [.ask(.askWhatToChange)])
        #expect(machine.userSaid(Understanding(text: "nothing", answer: .no), now: now) == [.say(.requestDropped)])
        #expect(!machine.isActive)
    }

    @Test func aYesWithWordsLeftOverDoesNotBook() {
        var machine = confirming()
        let actions = machine.userSaid(Understanding(text: "yes if the car is blue", answer: .yes, residue: "if the car is blue"), now: now)
        #expect(actions == [.say(.didNotFollow("if the car is blue")), .ask(.reconfirmRide)])
        #expect(machine.stage == .awaitingConfirmation)
    }

    @Test func aPlaceSaidAsACorrectionIsTheNewDropOff() {
        var machine = confirming()
        let actions = machine.userSaid(Understanding(text: "no wait, the Exploratorium", isCorrection: true, residue: "the Exploratorium"), now: now)
        guard case .resolve(.dropOffLocation, let intent) = actions.first else {
            Issue.record("expected the drop-off to resolve again, got \(actions)")
            return
        }
        #expect(intent.dropOffLocation?.name == "the Exploratorium")
        #expect(intent.pickupLocation == ferryBuilding)
    }

    @Test func anythingCheaperListsThenOffersOnlyCheaperOptionsThatFit() {
        var machine = confirming()
        let asked = machine.userSaid(Understanding(text: "anything cheaper?", questions: [.cheaperOptions]), now: now)
        guard case .listRideOptions(let intent)? = asked.last else {
            Issue.record("expected a listing, got \(asked)")
            return
        }
        #expect(intent.dropOffLocation == sfo)
        let listed = ListRideOptionsIntentResponse(code: .success, rideOptions: [
            option("Compact", cents: 2000, seats: 1), option("Standard", cents: 3000), option("Shared", cents: 1500), option("SUV", cents: 5000),
        ])
        let offered = machine.rideOptionsListed(listed)
        let shared = Offer.rideOption(SpeakableString(vocabularyIdentifier: "Shared", spokenPhrase: "Shared"))
        #expect(offered == [.ask(.choose(.rideOptionName, [shared], because: .alternatives(.cheaperOptions, current: "Standard")))])
        #expect(machine.expectation == .choice)
        let kept = machine.userSaid(Understanding(text: "no", answer: .no), now: now)
        #expect(kept == [.say(.keepingRide(preview)), .ask(.reconfirmRide)])
        #expect(machine.stage == .awaitingConfirmation)
    }

    @Test func theCheapestOfTheOtherOptionsIsChosenAndResolvedAgain() {
        var machine = confirming()
        _ = machine.userSaid(Understanding(text: "what else is there?", questions: [.otherOptions]), now: now)
        _ = machine.rideOptionsListed(ListRideOptionsIntentResponse(code: .success, rideOptions: [option("SUV", cents: 5000), option("Shared", cents: 1500)]))
        let picked = machine.userSaid(Understanding(text: "the cheapest one", choice: .cheapest), now: now)
        guard case .resolve(.partySize, let intent)? = picked.first else {
            Issue.record("expected the party size to resolve again against the new option, got \(picked)")
            return
        }
        #expect(intent.rideOptionName?.vocabularyIdentifier == "Shared")
    }

    @Test func nothingCheaperSaysSoAndAsksAgain() {
        var machine = confirming()
        _ = machine.userSaid(Understanding(text: "anything cheaper?", questions: [.cheaperOptions]), now: now)
        let actions = machine.rideOptionsListed(ListRideOptionsIntentResponse(code: .success, rideOptions: [option("SUV", cents: 5000)]))
        #expect(actions == [.say(.noOtherOptions(.cheaperOptions, preview)), .ask(.reconfirmRide)])
    }

    @Test func anExpiredCardOffersTheCardsThatCanPay() {
        var machine = RequestRideStateMachine()
        let intent = RequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo, paymentMethod: PaymentMethod(type: .unknown, name: "Mastercard"))
        _ = machine.startResolved(intent, toResolve: [.paymentMethod])
        let expired = PaymentMethod(type: .credit, name: "Mastercard")
        let listing = machine.resolved(ParameterResolution(.paymentMethod, ResolutionResult<PaymentMethod>.unsupported(.paymentMethodExpired(expired)), wrap: ParameterValue.paymentMethod))
        #expect(listing == [.listRideOptions(intent)])
        let visa = PaymentMethod(type: .credit, name: "Visa")
        let offered = machine.rideOptionsListed(ListRideOptionsIntentResponse(code: .success, paymentMethods: [visa]))
        #expect(offered == [.ask(.choose(.paymentMethod, [.paymentMethod(visa)], because: .unsupported(.paymentMethodExpired(expired))))])
    }

    @Test func whatCardsDoIHaveListsThemThenAsksAgain() {
        var machine = confirming()
        _ = machine.userSaid(Understanding(text: "what cards do I have?", questions: [.paymentMethods]), now: now)
        let visa = PaymentMethod(type: .credit, name: "Visa")
        #expect(machine.rideOptionsListed(ListRideOptionsIntentResponse(code: .success, paymentMethods: [visa])) == [.say(.paymentMethods([visa])), .ask(.reconfirmRide)])
        #expect(machine.stage == .awaitingConfirmation)
    }

    @Test func twoStopsKeepTheFirstAndSaySo() {
        var machine = RequestRideStateMachine()
        let evidence = [
            Evidence(target: "slot:dropOff", value: "Castro", rule: "request.grammar:1", span: 3..<13),
            Evidence(target: "slot:dropOff", value: "Mission", rule: "dialog.grammar:1", span: 14..<30),
        ]
        let said = Understanding(text: "to the Castro then the Mission", slots: RideSlots(dropOff: .named("Mission")), evidence: evidence)
        #expect(machine.start(with: said, now: now) == [.say(.oneStopPerRide(["Castro", "Mission"])), .lookUpRide])
        guard case .resolve(_, let intent)? = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure)).first else {
            Issue.record("expected the request to go on")
            return
        }
        #expect(intent.dropOffLocation?.name == "Castro")
    }

    @Test func theCheapestOfferedRideOptionIsPickedByTheListsPrices() {
        var machine = RequestRideStateMachine()
        let intent = RequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo, partySize: 1)
        _ = machine.startResolved(intent, toResolve: [.rideOptionName])
        let offered = [SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard"), SpeakableString(vocabularyIdentifier: "Shared", spokenPhrase: "Shared")]
        _ = machine.resolved(ParameterResolution(.rideOptionName, ResolutionResult.disambiguation(offered), wrap: ParameterValue.speakable))
        #expect(machine.userSaid(Understanding(text: "the cheapest one", choice: .cheapest), now: now) == [.listRideOptions(intent)])
        let picked = machine.rideOptionsListed(ListRideOptionsIntentResponse(code: .success, rideOptions: [option("Standard", cents: 3000), option("Shared", cents: 1500)]))
        guard case .resolve(.partySize, let chosen)? = picked.first else {
            Issue.record("expected the party size to resolve against the Shared, got \(picked)")
            return
        }
        #expect(chosen.rideOptionName?.vocabularyIdentifier == "Shared")
    }

    @Test func namingWhatToChangeAsksForThatValueAgain() {
        var machine = confirming()
        _ = machine.userSaid(Understanding(text: "no", answer: .no), now: now)
        #expect(machine.userSaid(Understanding(text: "the card", command: .changePayment), now: now) == [.ask(.needsValue(.paymentMethod, .missing))])
        #expect(machine.stage == .awaitingValue(.paymentMethod))
        let answered = machine.userSaid(Understanding(text: "my Amex", slots: RideSlots(paymentMethod: "American Express")), now: now)
        guard case .resolve(.paymentMethod, let intent)? = answered.first else {
            Issue.record("expected the card to resolve again, got \(answered)")
            return
        }
        #expect(intent.paymentMethod?.name == "American Express")
        #expect(intent.dropOffLocation == sfo)
    }
}
