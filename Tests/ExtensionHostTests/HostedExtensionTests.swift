import ExtensionHost
import Foundation
import HailIntents
import RideIntents
import Testing

@Suite("An extension hosted behind Hail's handler protocols", .serialized)
struct HostedExtensionTests {
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_795_453_200))
    let ferryBuilding = Placemark(
        name: "Ferry Building", thoroughfare: "1 Ferry Building", locality: "San Francisco",
        location: Coordinate(latitude: 37.7955, longitude: -122.3937), identifier: "ferry-building")
    let sfo = Placemark(name: "San Francisco International Airport", location: Coordinate(latitude: 37.6213, longitude: -122.3790), identifier: "sfo")

    // NB: answers are waited for generously (a loaded CI machine runs the handler thread late); the
    // tests of a missing answer pass a short timeout of their own.
    func host(_ handler: AnyObject?, timeout: TimeInterval = 5) -> HostedExtension {
        HostedExtension(extension: StubExtension(handler), clock: clock, timeout: timeout)
    }

    // MARK: - Conversion

    @Test func theIntentReachesTheExtensionInApplesClassesAndAPlacemarkComesBackAsHailGaveIt() throws {
        let handler = ScriptedHandler()
        let hosted = host(handler)
        let window = DateComponentsRange(startDate: clock.now.addingTimeInterval(3600))
        let intent = RequestRideIntent(
            pickupLocation: ferryBuilding, dropOffLocation: sfo,
            rideOptionName: SpeakableString(vocabularyIdentifier: "SUV", spokenPhrase: "XL"), partySize: 3,
            scheduledPickupTime: window)
        #expect(hosted.resolvePickupLocation(for: intent) == .success(ferryBuilding))
        let asked = try #require(handler.lastRequest)
        #expect(asked.pickupLocation?.name == "Ferry Building")
        #expect(asked.pickupLocation?.thoroughfare == "1 Ferry Building")
        #expect(asked.pickupLocation?.location?.coordinate.latitude == 37.7955)
        #expect(asked.dropOffLocation?.name == "San Francisco International Airport")
        #expect(asked.partySize == 3)
        #expect(asked.rideOptionName?.vocabularyIdentifier == "SUV")
        #expect(asked.rideOptionName?.spokenPhrase == "XL")
        let start = try #require(asked.scheduledPickupTime?.startDateComponents)
        #expect(Calendar.current.date(from: start) == window.startDate)
        #expect(hosted.takeFaults().isEmpty)
    }

    @Test func rideOptionsComeBackWithPricesInCentsAndTheSeedsPartySizeRanges() throws {
        let handler = ScriptedHandler()
        let suv = INRideOption(name: "SUV", estimatedPickupDate: clock.now.addingTimeInterval(540))
        func price(_ dollars: Double) -> INPriceRange { INPriceRange(price: NSDecimalNumber(value: dollars), currencyCode: "USD") }
        suv.availablePartySizeOptions = [
            INRidePartySizeOption(partySizeRange: NSMakeRange(0, 1), sizeDescription: "1 person", priceRange: price(40)),
            INRidePartySizeOption(partySizeRange: NSMakeRange(2, 1), sizeDescription: "2-3 people", priceRange: price(46.5)),
            INRidePartySizeOption(partySizeRange: NSMakeRange(4, 3), sizeDescription: "4+ people", priceRange: price(52)),
        ]
        suv.priceRange = INPriceRange(firstPrice: NSDecimalNumber(value: 52), secondPrice: NSDecimalNumber(value: 40), currencyCode: "USD")
        handler.listResponse.rideOptions = [suv]
        handler.listResponse.paymentMethods = [.applePay()]
        let response = host(handler).handle(intent: ListRideOptionsIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo))
        #expect(response.code == .success)
        let option = try #require(response.rideOptions?.first)
        #expect(option.priceRange == PriceRange(firstPrice: CurrencyAmount(minorUnits: 4000), secondPrice: CurrencyAmount(minorUnits: 5200)))
        #expect(option.availablePartySizeOptions?.map(\.partySizeRange) == [1...1, 2...3, 4...7])
        #expect(option.availablePartySizeOptions?[1].priceRange.minimumPrice == CurrencyAmount(minorUnits: 4650))
        #expect(option.maximumPartySize == 7)
        #expect(response.paymentMethods?.map(\.displayName) == ["Apple Pay"])
    }

    @Test func unsupportedIsARefusalByTheServiceNamingTheValue() {
        let handler = ScriptedHandler()
        handler.partySize = .unsupported()
        let result = host(handler).resolvePartySize(for: RequestRideIntent(partySize: 9))
        #expect(result == .unsupported(.refusedByService(parameter: .partySize, value: "9")))
    }

    // MARK: - Faults

    @Test func aCompletionNeverCalledTimesOutNamingTheCallAndTheValueIsTakenAsGiven() {
        let handler = ScriptedHandler()
        handler.answering = .never
        let hosted = host(handler, timeout: 0.3)
        let started = Date()
        let result = hosted.resolvePartySize(for: RequestRideIntent(partySize: 3))
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(result == .success(3))
        #expect(hosted.takeFaults().map(\.description) == ["resolvePartySize did not answer within 0.3 s"])
    }

    @Test func anAsyncHandlerThatNeverReturnsTimesOutToo() {
        let hosted = host(HangingAsyncHandler(), timeout: 0.2)
        #expect(hosted.resolvePartySize(for: RequestRideIntent()) == .notRequired)
        #expect(hosted.takeFaults().map(\.description) == ["resolvePartySize did not answer within 0.2 s"])
    }

    @Test func aHandlerThatBlocksItsThreadTimesOutAndItsLateAnswerIsReportedLater() {
        let hosted = host(BlockingHandler(), timeout: 0.2)
        let started = Date()
        #expect(hosted.resolvePartySize(for: RequestRideIntent(partySize: 2)) == .success(2))
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(hosted.takeFaults().map(\.description) == ["resolvePartySize did not answer within 0.2 s"])
        Thread.sleep(forTimeInterval: 3.5)
        #expect(hosted.takeFaults().map(\.description) == ["resolvePartySize answered after Siri had stopped waiting; the answer was ignored"])
    }

    @Test func aHandlerOfTheWrongKindIsSaid() {
        let hosted = host(BlockingHandler())
        #expect(hosted.handle(intent: ListRideOptionsIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo)).code == .failure)
        #expect(hosted.takeFaults().map(\.description) == [
            "handle INListRideOptionsIntent: handler(for:) returned BlockingHandler for INListRideOptionsIntent, which does not adopt INListRideOptionsIntentHandling",
        ])
    }

    @Test func aConfirmThatNeverAnswersIsAFailureSoTheDialogEnds() {
        let handler = ScriptedHandler()
        handler.answering = .never
        let hosted = host(handler, timeout: 0.2)
        #expect(hosted.confirm(intent: RequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo)).code == .failure)
        #expect(hosted.takeFaults().map(\.description) == ["confirm INRequestRideIntent did not answer within 0.2 s"])
    }

    @Test func anAnswerOnAnotherThreadWithinTheTimeoutIsHeard() {
        let handler = ScriptedHandler()
        handler.answering = .later(0.05)
        let hosted = host(handler, timeout: 2)
        #expect(hosted.resolvePartySize(for: RequestRideIntent()) == .success(2))
        #expect(hosted.takeFaults().isEmpty)
    }

    @Test func aCompletionCalledTwiceKeepsTheFirstAnswerAndSaysSo() {
        let handler = ScriptedHandler()
        handler.answering = .twice
        let hosted = host(handler)
        #expect(hosted.resolvePartySize(for: RequestRideIntent()) == .success(2))
        // NB: the second call comes on the handler's thread after the first has woken Hail; wait for it.
        var faults = hosted.takeFaults()
        let deadline = Date(timeIntervalSinceNow: 2)
        while faults.isEmpty, Date() < deadline {
            usleep(10_000)
            faults = hosted.takeFaults()
        }
        #expect(faults.map(\.description) == ["resolvePartySize called its completion handler more than once; Siri kept the first answer"])
    }

    @Test func aDisambiguationAmongNothingIsAnAnswerHailCannotUse() {
        let handler = ScriptedHandler()
        handler.partySize = INIntegerResolutionResult.confirmationRequired(with: nil)
        let hosted = host(handler)
        #expect(hosted.resolvePartySize(for: RequestRideIntent()) == .notRequired)
        #expect(hosted.takeFaults().map(\.description) == ["resolvePartySize answered with something Siri cannot use: confirmationRequired with no value to confirm"])
        handler.pickup = .disambiguation(with: [])
        #expect(hosted.resolvePickupLocation(for: RequestRideIntent(pickupLocation: ferryBuilding)) == .success(ferryBuilding))
        #expect(hosted.takeFaults().map(\.description) == ["resolvePickupLocation answered with something Siri cannot use: disambiguation among no values"])
    }

    @Test func aBookingWithoutARideStatusIsAFailureNotASilentSuccess() {
        let handler = ScriptedHandler()
        let hosted = host(handler)
        #expect(hosted.handle(intent: RequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo)).code == .failure)
        let faults = hosted.takeFaults()
        #expect(faults.count == 1)
        #expect(faults.first?.description.hasPrefix("handle INRequestRideIntent answered with something Siri cannot use: success without a ride status") == true)
    }

    @Test func aPriceWithoutACurrencyCodeIsNamed() {
        let handler = ScriptedHandler()
        let option = INRideOption(name: "Van", estimatedPickupDate: clock.now)
        option.priceRange = INPriceRange(price: NSDecimalNumber(value: 19), currencyCode: "")
        handler.listResponse.rideOptions = [option]
        let hosted = host(handler)
        #expect(hosted.handle(intent: ListRideOptionsIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo)).code == .failure)
        #expect(hosted.takeFaults().map(\.description) == [
            "handle INListRideOptionsIntent answered with something Siri cannot use: ride option Van's price range without an ISO 4217 currency code ('')",
        ])
    }

    @Test func noHandlerForAnIntentIsSaid() {
        let hosted = host(nil)
        #expect(hosted.resolvePartySize(for: RequestRideIntent(partySize: 2)) == .success(2))
        #expect(hosted.takeFaults().map(\.description) == ["resolvePartySize: handler(for:) returned nil for INRequestRideIntent: the extension handles no INRequestRideIntent"])
    }

    @Test func faultsTheHandlerReportsAreTakenAfterTheCall() {
        let handler = ScriptedHandler()
        handler.reported = ["resolvePartySize: the service exited with status 1"]
        let hosted = host(handler)
        _ = hosted.resolvePartySize(for: RequestRideIntent())
        #expect(hosted.takeFaults().map(\.description) == ["resolvePartySize: the service exited with status 1"])
        #expect(hosted.takeFaults().isEmpty)
    }

    @Test func aFaultIsDataTheCallAndWhatWentWrong() {
        let handler = ScriptedHandler()
        handler.reported = ["live update: the service wrote an update that is not JSON: x", "something without a call"]
        handler.answering = .never
        let hosted = host(handler, timeout: 0.2)
        _ = hosted.resolvePartySize(for: RequestRideIntent(partySize: 2))
        #expect(hosted.takeFaults() == [
            ExtensionFault(call: "resolvePartySize", problem: "did not answer within 0.2 s", description: "resolvePartySize did not answer within 0.2 s"),
            ExtensionFault(call: "live update", problem: "the service wrote an update that is not JSON: x", description: "live update: the service wrote an update that is not JSON: x"),
            ExtensionFault(call: "resolvePartySize", problem: "something without a call", description: "something without a call"),
        ])
    }

    // MARK: - Live updates

    final class Updates: GetRideStatusIntentResponseObserver {
        var received: [GetRideStatusIntentResponse] = []
        func didUpdate(getRideStatus response: GetRideStatusIntentResponse) { received.append(response) }
    }

    @Test func updatesPushedFromAnotherThreadArriveAtHailsNextTick() throws {
        let handler = ScriptedHandler()
        handler.statusResponse = INGetRideStatusIntentResponse(code: .failure, userActivity: nil)
        let hosted = host(handler)
        let updates = Updates()
        hosted.startSendingUpdates(for: GetRideStatusIntent(), to: updates)
        let observer = try #require(handler.observer)
        let status = INRideStatus()
        status.rideIdentifier = "VAN-1"
        status.phase = .approachingPickup
        let pushed = INGetRideStatusIntentResponse(code: .success, userActivity: nil)
        pushed.rideStatus = status
        let box = UncheckedBox((observer, pushed))
        let thread = Thread { box.value.0.didUpdate(getRideStatus: box.value.1) }
        thread.start()
        let deadline = Date().addingTimeInterval(2)
        while updates.received.contains(where: { $0.rideStatus != nil }) == false, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            hosted.tick()
        }
        let update = try #require(updates.received.first { $0.rideStatus != nil })
        #expect(update.rideStatus?.rideIdentifier == "VAN-1")
        #expect(update.rideStatus?.phase == .approachingPickup)
        #expect(update.asOf == clock.now)
    }

    @Test func whenTheClockMovesAChangedStatusIsAskedForAndDelivered() {
        let handler = ScriptedHandler()
        let status = INRideStatus()
        status.rideIdentifier = "VAN-1"
        status.phase = .confirmed
        handler.statusResponse.rideStatus = status
        let hosted = host(handler)
        let updates = Updates()
        hosted.startSendingUpdates(for: GetRideStatusIntent(), to: updates)
        #expect(updates.received.map(\.rideStatus?.phase) == [.confirmed])
        hosted.tick()
        #expect(updates.received.count == 1)
        let later = INRideStatus()
        later.rideIdentifier = "VAN-1"
        later.phase = .pickup
        handler.statusResponse = INGetRideStatusIntentResponse(code: .success, userActivity: nil)
        handler.statusResponse.rideStatus = later
        clock.advance(by: 60)
        hosted.tick()
        #expect(updates.received.map(\.rideStatus?.phase) == [.confirmed, .pickup])
    }

    @Test func hailsClockIsTheExtensionsNowDuringACall() {
        final class Clocked: NSObject, INRequestRideIntentHandling, @unchecked Sendable {
            var seen: Date?
            func handle(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
                INRequestRideIntentResponse(code: .failure, userActivity: nil)
            }
            func resolvePartySize(for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void) {
                seen = HailClock.now
                completion(.success(with: 1))
            }
        }
        let handler = Clocked()
        _ = host(handler).resolvePartySize(for: RequestRideIntent())
        #expect(handler.seen == clock.now)
    }
}
