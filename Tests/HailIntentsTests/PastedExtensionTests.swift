import Foundation
import HailIntents
import Testing

@Suite("An extension pasted from iOS")
struct PastedExtensionTests {
    var sfo: CLPlacemark { CLPlacemark(location: CLLocation(latitude: 37.6213, longitude: -122.3790), name: "SFO", postalAddress: nil) }

    @Test func itsBookingIsDonatedWithTheDriverVehicleAndActivityItGave() throws {
        let donations = CollectedDonations()
        let intent = INRequestRideIntent(dropOffLocation: sfo)
        var answer: INRequestRideIntentResponse?
        DonationRecorder.withScoped({ donations.add($0) }) {
            ChauffeurIntentHandler().handle(intent: intent) { answer = $0 }
        }
        #expect(answer?.code == .success)
        #expect(donations.all.count == 1)
        let donated = try #require(donations.all.first)
        #expect(donated.intent === intent)
        #expect(donated.intentHandlingStatus == .success)
        #expect(donated.groupIdentifier == "bookings")
        let status = try #require((donated.intentResponse as? INRequestRideIntentResponse)?.rideStatus)
        #expect(status.rideIdentifier == "CH-1001")
        #expect(status.vehicle?.mapAnnotationImage?.description == "INImage.systemImageNamed(car.fill)")
        #expect(status.driver?.image?.description == "INImage(url: https://chauffeur.example/drivers/ana.jpg, 64.0×64.0)")
        #expect(status.driver?.phoneNumber == "+1 415 555 0123")
        #expect(status.driver?.personHandle?.type == .phoneNumber)
        let activity = try #require(donated.intentResponse?.userActivity)
        #expect(activity.isEligibleForPrediction && activity.isEligibleForSearch && activity.isEligibleForHandoff)
        #expect(!activity.isEligibleForPublicIndexing)
        #expect(activity.persistentIdentifier == "CH-1001")
    }

    @Test func aPickupWindowComesBackRepeatingOnWeekdays() async throws {
        var start = DateComponents()
        start.hour = 8
        var end = DateComponents()
        end.hour = 8
        end.minute = 15
        let intent = INRequestRideIntent(scheduledPickupTime: INDateComponentsRange(start: start, end: end))
        let result = await ChauffeurIntentHandler().resolveScheduledPickupTime(for: intent)
        guard case .success(let value) = result.resolution else {
            Issue.record("resolveScheduledPickupTime answered \(result)")
            return
        }
        let range = try #require(value as? INDateComponentsRange)
        #expect(range.startDateComponents == start && range.endDateComponents == end)
        #expect(range.recurrenceRule?.frequency == .weekly)
        #expect(range.recurrenceRule?.interval == 1)
        #expect(range.recurrenceRule?.weeklyRecurrenceDays == [.monday, .tuesday, .wednesday, .thursday, .friday])
        #expect(INDateComponentsRange(start: start, end: end).recurrenceRule == nil)
        #expect(range != INDateComponentsRange(start: start, end: end))
    }

    @Test func anImageAtAnAddressSiriCannotFetchIsNoImage() throws {
        #expect(INImage(url: try #require(URL(string: "ftp://chauffeur.example/ana.jpg"))) == nil)
        #expect(INImage(url: try #require(URL(string: "https://chauffeur.example/ana.jpg")), width: 0, height: 64) == nil)
        #expect(INImage(url: try #require(URL(string: "https://chauffeur.example/ana.jpg")), width: .nan, height: 64) == nil)
        #expect(INImage(url: URL(fileURLWithPath: "/srv/ana.jpg"))?.description == "INImage(url: file:///srv/ana.jpg)")
    }

    @Test func theOlderDriverInitialisersKeepTheirHandleAndPhoneNumber() {
        let drivers = ChauffeurIntentHandler.legacyDrivers()
        #expect(drivers.map(\.displayName) == ["Ana Silva", "Ana S.", "Ana Silva"])
        #expect(drivers.map(\.personHandle?.value) == ["ana@chauffeur.example", "ana", "ana"])
        #expect(drivers.map(\.phoneNumber) == ["+1 415 555 0123", nil, "+1 415 555 0123"])
        #expect(drivers.map(\.rating) == ["4.9", nil, "4.9"])
    }

    @Test func aHandleKeepsItsLabel() {
        #expect(ChauffeurIntentHandler.mobileHandle().label == .mobile)
        #expect(ChauffeurIntentHandler.mobileHandle().label?.rawValue == "_$!<Mobile>!$_")
        #expect(INPersonHandle(value: "ana@chauffeur.example", type: .emailAddress).label == nil)
    }

    @Test func theAppsVocabularyIsKeptInTheOrderGiven() {
        _ = ChauffeurIntentHandler()
        #expect(INVocabulary.shared().vocabularyStrings(of: .carName) == ["the Silver Sedan", "Grandma's van"])
        #expect(INVocabulary.shared() === INVocabulary.shared())
    }

    @Test func anInteractionReadsItsHandlingStatusFromTheResponseCode() {
        let intent = INRequestRideIntent()
        let status: (INRequestRideIntentResponseCode) -> INIntentHandlingStatus = {
            INInteraction(intent: intent, response: INRequestRideIntentResponse(code: $0, userActivity: nil)).intentHandlingStatus
        }
        #expect(status(.ready) == .ready)
        #expect(status(.success) == .success)
        #expect(status(.failureRequiringAppLaunchNoServiceInArea) == .failure)
        #expect(status(.unspecified) == .unspecified)
        #expect(INInteraction(intent: intent, response: nil).intentHandlingStatus == .unspecified)
        let cancelled = INCancelRideIntentResponse(code: .success, userActivity: nil)
        #expect(INInteraction(intent: INCancelRideIntent(rideIdentifier: "CH-1001"), response: cancelled).intentHandlingStatus == .success)
    }

    @Test func theSwift5CopyOfTheExtensionIsThisOne() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let swift6 = try String(contentsOf: tests.appendingPathComponent("HailIntentsTests/PastedExtension.swift"), encoding: .utf8)
        let swift5 = try String(contentsOf: tests.appendingPathComponent("HailIntentsSwift5Tests/PastedExtension.swift"), encoding: .utf8)
        #expect(swift5 == swift6)
    }
}

/// The interactions donated to a test's recorder, from any thread.
final class CollectedDonations: @unchecked Sendable {
    private let lock = NSLock()
    private var interactions: [INInteraction] = []

    func add(_ interaction: INInteraction) {
        lock.lock()
        interactions.append(interaction)
        lock.unlock()
    }

    var all: [INInteraction] {
        lock.lock()
        defer { lock.unlock() }
        return interactions
    }
}
