import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

/// Feeds events to the state machine and checks the actions it asks for, with no service at all.
@Suite struct RequestRideStateMachineTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)
    let ferryBuilding = Placemark(name: "Ferry Building", location: Coordinate(latitude: 37.7955, longitude: -122.3937), identifier: "ferry-building")
    let sfo = Placemark(name: "San Francisco International Airport", location: Coordinate(latitude: 37.6213, longitude: -122.379), identifier: "sfo")
    let market = Placemark(name: "Starbucks", thoroughfare: "Market Street", location: Coordinate(latitude: 37.79, longitude: -122.40), identifier: "sb-market")
    let union = Placemark(name: "Starbucks", thoroughfare: "Union Square", location: Coordinate(latitude: 37.788, longitude: -122.407), identifier: "sb-union")

    func understanding(_ text: String = "", slots: RideSlots = RideSlots(), answer: Answer? = nil, choice: Choice? = nil, command: DialogCommand? = nil) -> Understanding {
        Understanding(text: text, intent: nil, slots: slots, answer: answer, choice: choice, command: command)
    }

    @Test func startingAsksToResolvePickupFirstWithTheGivenSlots() {
        var machine = RequestRideStateMachine()
        #expect(machine.start(with: understanding(slots: RideSlots(dropOff: .named("SFO"), partySize: 4)), now: now) == [.lookUpRide])
        let actions = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        #expect(actions == [.resolve(.pickupLocation, RequestRideIntent(dropOffLocation: Placemark(name: "SFO"), partySize: 4))])
    }

    @Test func parametersResolveInSiriKitOrderThenConfirm() {
        var machine = RequestRideStateMachine()
        _ = machine.start(with: understanding(), now: now)
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        var order: [RideParameter] = []
        var actions = machine.resolved(ParameterResolution(.pickupLocation, ResolutionResult.success(ferryBuilding), wrap: ParameterValue.place))
        order.append(.pickupLocation)
        while case .resolve(let parameter, _) = actions.first {
            order.append(parameter)
            let result: ParameterResolution = switch parameter {
            case .dropOffLocation: ParameterResolution(parameter, ResolutionResult.success(sfo), wrap: ParameterValue.place)
            case .partySize: ParameterResolution(parameter, ResolutionResult.success(1), wrap: ParameterValue.integer)
            case .rideOptionName: ParameterResolution(parameter, ResolutionResult.success(SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard")), wrap: ParameterValue.speakable)
            case .paymentMethod: ParameterResolution(parameter, ResolutionResult.success(PaymentMethod(type: .credit, name: "Visa")), wrap: ParameterValue.paymentMethod)
            default: ParameterResolution(parameter, ResolutionResult<DateComponentsRange>.notRequired, wrap: ParameterValue.dateRange)
            }
            actions = machine.resolved(result)
        }
        #expect(order == [.pickupLocation, .dropOffLocation, .scheduledPickupTime, .partySize, .rideOptionName, .paymentMethod])
        guard case .confirm(let intent) = actions.first else {
            Issue.record("expected confirm, got \(actions)")
            return
        }
        #expect(intent.dropOffLocation == sfo)
        #expect(intent.partySize == 1)
    }

    @Test func needsValueAsksAndABareAnswerIsTakenAsThatValue() {
        var machine = RequestRideStateMachine()
        _ = machine.start(with: understanding(), now: now)
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        _ = machine.resolved(ParameterResolution(.pickupLocation, ResolutionResult.success(ferryBuilding), wrap: ParameterValue.place))
        let asked = machine.resolved(ParameterResolution(.dropOffLocation, ResolutionResult<Placemark>.needsValue(.missing), wrap: ParameterValue.place))
        #expect(asked == [.ask(.needsValue(.dropOffLocation, .missing))])
        #expect(machine.stage == .awaitingValue(.dropOffLocation))
        #expect(machine.expectation == .dropOff)
        var answer = understanding("SFO")
        answer.residue = "SFO"
        let next = machine.userSaid(answer, now: now)
        guard case .resolve(.dropOffLocation, let intent) = next.first else {
            Issue.record("expected drop-off to resolve again, got \(next)")
            return
        }
        #expect(intent.dropOffLocation?.name == "SFO")
        #expect(intent.pickupLocation == ferryBuilding)
    }

    /// A machine asked for "Starbucks", picked up at the Ferry Building, whose drop-off resolved
    /// to two Starbucks; and the actions that asked which.
    func askingWhichStarbucks() -> (RequestRideStateMachine, [RequestRideStateMachine.Action]) {
        var machine = RequestRideStateMachine()
        _ = machine.start(with: understanding(slots: RideSlots(dropOff: .named("Starbucks"))), now: now)
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        _ = machine.resolved(ParameterResolution(.pickupLocation, ResolutionResult.success(ferryBuilding), wrap: ParameterValue.place))
        let asked = machine.resolved(ParameterResolution(.dropOffLocation, ResolutionResult.disambiguation([market, union]), wrap: ParameterValue.place))
        return (machine, asked)
    }

    @Test func disambiguationAcceptsAChoiceByPosition() {
        var (machine, asked) = askingWhichStarbucks()
        #expect(asked == [.ask(.choose(.dropOffLocation, [.place(market), .place(union)], because: .ambiguous(spoken: "Starbucks")))])
        let picked = machine.userSaid(understanding("the second one", choice: .position(2)), now: now)
        guard case .resolve(.scheduledPickupTime, let intent) = picked.first else {
            Issue.record("expected to move on, got \(picked)")
            return
        }
        #expect(intent.dropOffLocation == union)
    }

    @Test func disambiguationAcceptsAChoiceByName() {
        var machine = RequestRideStateMachine()
        _ = machine.start(with: understanding(slots: RideSlots(dropOff: .named("Starbucks"))), now: now)
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        _ = machine.resolved(ParameterResolution(.pickupLocation, ResolutionResult.success(ferryBuilding), wrap: ParameterValue.place))
        let market = Placemark(name: "Starbucks", thoroughfare: "Market Street", locality: "San Francisco", identifier: "sb-market")
        let union = Placemark(name: "Starbucks", thoroughfare: "Union Square", locality: "San Francisco", identifier: "sb-union")
        _ = machine.resolved(ParameterResolution(.dropOffLocation, ResolutionResult.disambiguation([market, union]), wrap: ParameterValue.place))
        let picked = machine.userSaid(understanding("the Market Street one", choice: .named("Market Street")), now: now)
        guard case .resolve(_, let intent) = picked.first else {
            Issue.record("expected to move on, got \(picked)")
            return
        }
        #expect(intent.dropOffLocation == market)
    }

    @Test func whatElseAChoiceSaysIsKeptBesideIt() {
        var (machine, _) = askingWhichStarbucks()
        // "the second one for 3, on my amex": the pick, and the party and card said with it; a
        // place read from the answer is the pick's, not a new drop-off.
        let said = understanding(
            "the second one for 3, on my amex", slots: RideSlots(dropOff: .named("second one"), partySize: 3, paymentMethod: "American Express"),
            choice: .position(2))
        let picked = machine.userSaid(said, now: now)
        guard case .resolve(_, let intent) = picked.first else {
            Issue.record("expected to move on, got \(picked)")
            return
        }
        #expect(intent.dropOffLocation == union)
        #expect(intent.partySize == 3)
        #expect(intent.paymentMethod?.name == "American Express")
    }

    @Test func aChoiceOutOfRangeSaysSoAndAsksAgain() {
        var machine = RequestRideStateMachine()
        _ = machine.start(with: understanding(), now: now)
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        let a = Placemark(name: "A", identifier: "a"), b = Placemark(name: "B", identifier: "b")
        _ = machine.resolved(ParameterResolution(.pickupLocation, ResolutionResult.disambiguation([a, b]), wrap: ParameterValue.place))
        let actions = machine.userSaid(understanding("5", choice: .position(5)), now: now)
        #expect(actions.first == .say(.choiceOutOfRange(position: 5, count: 2)))
        #expect(machine.stage == .awaitingChoice(.pickupLocation))
    }

    @Test func cancelAbandonsAtAnyPrompt() {
        var machine = RequestRideStateMachine()
        _ = machine.start(with: understanding(), now: now)
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        _ = machine.resolved(ParameterResolution(.pickupLocation, ResolutionResult<Placemark>.needsValue(.missing), wrap: ParameterValue.place))
        #expect(machine.userSaid(understanding("cancel", command: .cancel), now: now) == [.say(.requestCancelled)])
        #expect(!machine.isActive)
    }

    @Test func yesAtConfirmationHandlesAndNoAsksWhatToChange() {
        var machine = confirmedMachine()
        #expect(machine.stage == .awaitingConfirmation)
        var other = machine
        guard case .handle = machine.userSaid(understanding("yes", answer: .yes), now: now).first else {
            Issue.record("yes should handle")
            return
        }
        #expect(other.userSaid(understanding("no", answer: .no), now: now) == [.ask(.askWhatToChange)])
        #expect(other.stage == .awaitingChange)
    }

    @Test func aCorrectionAtConfirmationReresolvesOnlyThatParameter() {
        var machine = confirmedMachine()
        let actions = machine.userSaid(understanding("actually make it 3", slots: RideSlots(partySize: 3)), now: now)
        guard case .resolve(.partySize, let intent) = actions.first else {
            Issue.record("expected party size to resolve again, got \(actions)")
            return
        }
        #expect(intent.partySize == 3)
        #expect(intent.dropOffLocation == sfo)
    }

    @Test func partyTooLargeOffersTheOptionsThatFitAndPickingOneResolvesAgain() {
        var machine = RequestRideStateMachine()
        _ = machine.start(with: understanding(slots: RideSlots(partySize: 6, rideOption: SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "regular"))), now: now)
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        _ = machine.resolved(ParameterResolution(.pickupLocation, ResolutionResult.success(ferryBuilding), wrap: ParameterValue.place))
        _ = machine.resolved(ParameterResolution(.dropOffLocation, ResolutionResult.success(sfo), wrap: ParameterValue.place))
        _ = machine.resolved(ParameterResolution(.scheduledPickupTime, ResolutionResult<DateComponentsRange>.notRequired, wrap: ParameterValue.dateRange))
        let reason = UnsupportedReason.partyTooLarge(partySize: 6, rideOption: "Standard", capacity: 4, optionsThatFit: ["SUV"])
        let asked = machine.resolved(ParameterResolution(.partySize, ResolutionResult<Int>.unsupported(reason), wrap: ParameterValue.integer))
        #expect(machine.stage == .awaitingChoice(.partySize))
        guard case .ask(.choose(.partySize, let offers, _)) = asked.first else {
            Issue.record("expected a choice, got \(asked)")
            return
        }
        #expect(offers.map(\.label) == ["SUV"])
        let picked = machine.userSaid(understanding("the SUV", slots: RideSlots(rideOption: SpeakableString(vocabularyIdentifier: "SUV", spokenPhrase: "SUV"))), now: now)
        guard case .resolve(.partySize, let intent) = picked.first else {
            Issue.record("expected party size to resolve again, got \(picked)")
            return
        }
        #expect(intent.rideOptionName?.vocabularyIdentifier == "SUV")
        #expect(intent.partySize == 6)
    }

    @Test func confirmFailureEndsTheRequest() {
        var machine = RequestRideStateMachine()
        _ = machine.startResolved(RequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo))
        let response = RequestRideIntentResponse(code: .failureRequiringAppLaunchPreviousRideNeedsCompletion)
        #expect(machine.confirmed(response) == [.say(.confirmFailed(response))])
        #expect(!machine.isActive)
    }

    @Test func choosingARideOptionFromTheListResolvesADefaultedPartySizeAfresh() {
        var machine = machineWithDefaultedPartySize()
        let suv = SpeakableString(vocabularyIdentifier: "SUV", spokenPhrase: "SUV")
        _ = machine.resolved(ParameterResolution(.rideOptionName, ResolutionResult.disambiguation([suv]), wrap: ParameterValue.speakable))
        let actions = machine.userSaid(understanding("1", choice: .position(1)), now: now)
        guard case .resolve(.partySize, let intent) = actions.first else {
            Issue.record("expected the party size to resolve again, got \(actions)")
            return
        }
        #expect(intent.partySize == nil)
        #expect(intent.rideOptionName == suv)
    }

    @Test func aCorrectionReplacesADefaultedValueRatherThanClearingIt() {
        var machine = machineWithDefaultedPartySize()
        _ = machine.resolved(ParameterResolution(.rideOptionName, ResolutionResult.success(SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard")), wrap: ParameterValue.speakable))
        _ = machine.resolved(ParameterResolution(.paymentMethod, ResolutionResult.success(PaymentMethod(type: .credit, name: "Visa")), wrap: ParameterValue.paymentMethod))
        _ = machine.confirmed(RequestRideIntentResponse(code: .ready, rideStatus: RideStatus(rideIdentifier: "", phase: .received)))
        let actions = machine.userSaid(understanding("use my work card", slots: RideSlots(paymentMethod: "work card")), now: now)
        guard case .resolve(.paymentMethod, let intent) = actions.first else {
            Issue.record("expected the payment method to resolve again, got \(actions)")
            return
        }
        #expect(intent.paymentMethod?.name == "work card")
    }

    @Test func aRideUnderWayIsSaidBeforeAnyQuestion() {
        var machine = RequestRideStateMachine()
        #expect(machine.start(with: understanding(slots: RideSlots(dropOff: .named("SFO"))), now: now) == [.lookUpRide])
        let underWay = RideStatus(rideIdentifier: "HAIL-1", phase: .confirmed)
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: underWay)) == [.say(.rideInProgress(rideIdentifier: "HAIL-1"))])
        #expect(!machine.isActive)
        var after = RequestRideStateMachine()
        _ = after.start(with: understanding(slots: RideSlots(dropOff: .named("SFO"))), now: now)
        let completed = RideStatus(rideIdentifier: "HAIL-1", phase: .completed)
        guard case .resolve(.pickupLocation, _)? = after.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: completed)).first else {
            Issue.record("a completed ride must not stop a new request")
            return
        }
    }

    /// A machine for a ride to SFO whose party size was defaulted to 1, about to resolve the ride option.
    func machineWithDefaultedPartySize() -> RequestRideStateMachine {
        var machine = RequestRideStateMachine()
        _ = machine.start(with: understanding(slots: RideSlots(dropOff: .named("SFO"))), now: now)
        _ = machine.rideLookedUp(GetRideStatusIntentResponse(code: .failure))
        _ = machine.resolved(ParameterResolution(.pickupLocation, ResolutionResult.success(ferryBuilding), wrap: ParameterValue.place))
        _ = machine.resolved(ParameterResolution(.dropOffLocation, ResolutionResult.success(sfo), wrap: ParameterValue.place))
        _ = machine.resolved(ParameterResolution(.scheduledPickupTime, ResolutionResult<DateComponentsRange>.notRequired, wrap: ParameterValue.dateRange))
        _ = machine.resolved(ParameterResolution(.partySize, ResolutionResult.success(1), wrap: ParameterValue.integer))
        return machine
    }

    /// A machine waiting at confirmation for a Standard ride from the Ferry Building to SFO.
    func confirmedMachine() -> RequestRideStateMachine {
        var machine = RequestRideStateMachine()
        let intent = RequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo, rideOptionName: SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard"), partySize: 1)
        _ = machine.startResolved(intent)
        let preview = RideStatus(rideIdentifier: "", phase: .received, pickupLocation: ferryBuilding, dropOffLocation: sfo)
        _ = machine.confirmed(RequestRideIntentResponse(code: .ready, rideStatus: preview))
        return machine
    }
}
