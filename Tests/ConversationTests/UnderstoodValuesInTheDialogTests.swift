import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

/// What the grammar now understands reaches the dialog's machines: a tip as a share of the fare,
/// ride options ruled out, and an hour said into a pickup window.
@Suite struct UnderstoodValuesInTheDialogTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)  // Monday 9:00 AM Pacific

    @Test func aPercentTipIsWorkedOutOnTheRidesFare() {
        var machine = FeedbackStateMachine()
        #expect(machine.start(rating: nil, tip: nil, tipPercent: 20) == [.lookUpRide])
        var ride = RideStatus(rideIdentifier: "HAIL-1", phase: .completed)
        ride.rideOption = RideOption(name: "Standard", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 788)))
        let intent = SendRideFeedbackIntent(rideIdentifier: "HAIL-1", rating: nil, tip: CurrencyAmount(minorUnits: 158))
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: ride)) == [.confirm(intent)])
    }

    @Test func aPercentTipWithNoFareAsksForDollars() {
        var machine = FeedbackStateMachine()
        _ = machine.start(rating: nil, tip: nil, tipPercent: 15)
        let ride = RideStatus(rideIdentifier: "HAIL-1", phase: .completed)
        #expect(machine.rideLookedUp(GetRideStatusIntentResponse(code: .success, rideStatus: ride)) == [.say(.tipNeedsFare(rideIdentifier: "HAIL-1", percent: 15))])
    }

    @Test func aShareIsRoundedToTheCent() {
        #expect(FeedbackStateMachine.share(20, of: CurrencyAmount(minorUnits: 788)) == CurrencyAmount(minorUnits: 158))
        #expect(FeedbackStateMachine.share(15, of: CurrencyAmount(minorUnits: 1000)) == CurrencyAmount(minorUnits: 150))
    }

    @Test func ruledOutOptionsAreNeverOfferedAndAChosenOneIsDropped() {
        var draft = RideDraft()
        draft.intent.rideOptionName = SpeakableString(vocabularyIdentifier: "Shared", spokenPhrase: "pool")
        draft.resolved.insert(.rideOptionName)
        draft.exclude(rideOptions: ["Shared"])
        #expect(draft.intent.rideOptionName == nil)
        #expect(!draft.resolved.contains(.rideOptionName))
        let offers: [Offer] = ["Shared", "Standard"].map { .rideOption(SpeakableString(vocabularyIdentifier: $0, spokenPhrase: $0)) }
        #expect(draft.withoutExcluded(offers) == [offers[1]])
        // Every option ruled out: the list stays whole rather than offering nothing.
        draft.exclude(rideOptions: ["Standard"])
        #expect(draft.withoutExcluded(offers) == offers)
    }

    @Test func anHourSaidIntoAWindowFallsInsideIt() throws {
        let window = TimeExpression.window(.offset(1), part: .morning).dateRange(now: now)
        #expect(TimeExpression.isWindow(window))
        let seven = TimeExpression.clock(hour: 7, minute: 0, dayOffset: 0, isMeridiemKnown: false).dateRange(now: now, within: window)
        #expect(ServiceTimeZone.dateAndTime(seven.startDate) == ServiceTimeZone.dateAndTime(window.startDate.addingTimeInterval(3600)))
        let tonight = TimeExpression.window(.offset(0), part: .night).dateRange(now: now)
        let nine = TimeExpression.clock(hour: 9, minute: 0, dayOffset: 0, isMeridiemKnown: false).dateRange(now: now, within: tonight)
        #expect(ServiceTimeZone.clockTime(nine.startDate) == "9:00 PM")
        // An hour the window cannot hold reads on its own.
        let three = TimeExpression.clock(hour: 15, minute: 0, dayOffset: 0, isMeridiemKnown: true).dateRange(now: now, within: window)
        #expect(three == TimeExpression.clock(hour: 15, minute: 0, dayOffset: 0, isMeridiemKnown: true).dateRange(now: now))
    }
}

/// "arrive by 6": SiriKit has only a pickup time, so the dialog works one out from the deadline.
@Suite struct ArrivalDeadlineTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)  // Monday 9:00 AM Pacific
    let ferryBuilding = Placemark(name: "Ferry Building", location: Coordinate(latitude: 37.7955, longitude: -122.3937), identifier: "ferry-building")
    let sfo = Placemark(name: "San Francisco International Airport", location: Coordinate(latitude: 37.6213, longitude: -122.379), identifier: "sfo")

    private func draft(deadlineIn minutes: Double) -> RideDraft {
        var draft = RideDraft()
        draft.intent.pickupLocation = ferryBuilding
        draft.intent.dropOffLocation = sfo
        draft.arrivalDeadline = ArrivalDeadline(date: now.addingTimeInterval(minutes * 60), saidAt: now)
        return draft
    }

    @Test func thePickupIsTheDeadlineLessTheDriveAndAMargin() throws {
        let planned = try #require(RequestRideStateMachine.planPickup(for: draft(deadlineIn: 8 * 60)))
        let drive = TravelEstimate.minutes(from: try #require(ferryBuilding.location), to: try #require(sfo.location))
        let pickup = try #require(planned.draft.intent.scheduledPickupTime?.startDate)
        #expect(pickup == now.addingTimeInterval(Double(8 * 60 - drive - TravelEstimate.margin) * 60))
        #expect(planned.draft.arrivalDeadline == nil)
        #expect(planned.notice == .arrivalPlanned(deadline: now.addingTimeInterval(8 * 3600), pickup: pickup, isLate: false))
    }

    @Test func aDeadlineTooSoonPicksUpNowAndSaysSo() throws {
        let planned = try #require(RequestRideStateMachine.planPickup(for: draft(deadlineIn: 10)))
        #expect(planned.draft.intent.scheduledPickupTime?.startDate == now)
        #expect(planned.notice == .arrivalPlanned(deadline: now.addingTimeInterval(600), pickup: now, isLate: true))
    }

    @Test func theServicesLaterDropOffIsSaidBeforeTheYes() throws {
        let planned = try #require(RequestRideStateMachine.planPickup(for: draft(deadlineIn: 8 * 60)))
        let deadline = now.addingTimeInterval(8 * 3600)
        var preview = RideStatus(rideIdentifier: "", phase: .received, pickupLocation: ferryBuilding, dropOffLocation: sfo)
        preview.estimatedDropOffDate = deadline.addingTimeInterval(300)
        #expect(RequestRideStateMachine.lateArrival(of: planned.draft, preview: preview)
            == .arrivalAfterDeadline(deadline: deadline, estimatedDropOff: deadline.addingTimeInterval(300)))
        preview.estimatedDropOffDate = deadline.addingTimeInterval(-60)
        #expect(RequestRideStateMachine.lateArrival(of: planned.draft, preview: preview) == nil)
        #expect(RideVoice(now: now).words(for: .arrivalAfterDeadline(deadline: deadline, estimatedDropOff: deadline.addingTimeInterval(300)))
            == "Heads up: the service expects to drop you off at 5:05 PM, after 5:00 PM. Say \"change the time\" for an earlier pickup.")
    }

    @Test func nothingIsPlannedBeforeBothEndsArePlaced() {
        var unplaced = draft(deadlineIn: 120)
        unplaced.intent.dropOffLocation = Placemark(name: "SFO")
        #expect(RequestRideStateMachine.planPickup(for: unplaced) == nil)
    }

    @Test func theDriveGrowsWithTheDistance() throws {
        let near = TravelEstimate.minutes(from: try #require(ferryBuilding.location), to: Coordinate(latitude: 37.79, longitude: -122.40))
        let far = TravelEstimate.minutes(from: try #require(ferryBuilding.location), to: try #require(sfo.location))
        #expect(near >= 5)
        #expect(far > near)
    }
}
