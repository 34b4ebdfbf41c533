// An Intents extension as an iOS app's team writes one, pasted with only its import guarded: the
// calls older extensions still make (INRideDriver's iOS 10 initialisers), a labelled handle, a
// driver's photo by URL, an SF Symbol, a weekly pickup window, an activity Siri may suggest, the
// app's vocabulary, and a donation of each booking. The same file is compiled in Swift 6 language
// mode (HailIntentsTests) and Swift 5 (HailIntentsSwift5Tests); a test keeps the two copies equal.
#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation

class ChauffeurIntentHandler: INExtension, INRequestRideIntentHandling {
    override init() {
        super.init()
        INVocabulary.shared().setVocabularyStrings(NSOrderedSet(array: ["the Silver Sedan", "Grandma's van"]), of: .carName)
    }

    override func handler(for intent: INIntent) -> Any {
        return self
    }

    func resolveScheduledPickupTime(for intent: INRequestRideIntent, with completion: @escaping (INDateComponentsRangeResolutionResult) -> Void) {
        guard let window = intent.scheduledPickupTime else {
            completion(INDateComponentsRangeResolutionResult.notRequired())
            return
        }
        // Every weekday, at the time asked.
        let weekdays: INDayOfWeekOptions = [.monday, .tuesday, .wednesday, .thursday, .friday]
        let rule = INRecurrenceRule(interval: 1, frequency: .weekly, weeklyRecurrenceDays: weekdays)
        let repeating = INDateComponentsRange(start: window.startDateComponents, end: window.endDateComponents, recurrenceRule: rule)
        completion(INDateComponentsRangeResolutionResult.success(with: repeating))
    }

    func handle(intent: INRequestRideIntent, completion: @escaping (INRequestRideIntentResponse) -> Void) {
        let status = INRideStatus()
        status.rideIdentifier = "CH-1001"
        status.phase = .confirmed
        status.pickupLocation = intent.pickupLocation
        status.dropOffLocation = intent.dropOffLocation
        status.scheduledPickupTime = intent.scheduledPickupTime
        status.rideOption = INRideOption(name: "Sedan", estimatedPickupDate: Date(timeIntervalSince1970: 1_800_000_600))
        status.driver = ChauffeurIntentHandler.driver()
        let vehicle = INRideVehicle()
        vehicle.model = "S-Class"
        vehicle.mapAnnotationImage = INImage.systemImageNamed("car.fill")
        status.vehicle = vehicle

        let activity = NSUserActivity(activityType: "com.example.chauffeur.ride")
        activity.title = "Your Sedan"
        activity.isEligibleForSearch = true
        activity.isEligibleForPrediction = true
        activity.persistentIdentifier = "CH-1001"
        status.userActivityForCancelingInApplication = activity

        let response = INRequestRideIntentResponse(code: .success, userActivity: activity)
        response.rideStatus = status
        let interaction = INInteraction(intent: intent, response: response)
        interaction.groupIdentifier = "bookings"
        interaction.donate { error in
            if let error = error {
                print("Booking not donated: \(error.localizedDescription)")
            }
        }
        completion(response)
    }

    @available(*, deprecated, message: "Calls the initialisers of iOS 10.0 on purpose")
    static func legacyDrivers() -> [INRideDriver] {
        var name = PersonNameComponents()
        name.givenName = "Ana"
        name.familyName = "Silva"
        let handle = INPersonHandle(value: "ana@chauffeur.example", type: .emailAddress)
        return [
            INRideDriver(personHandle: handle, nameComponents: name, displayName: nil, image: nil, rating: "4.9", phoneNumber: "+1 415 555 0123"),
            INRideDriver(handle: "ana", displayName: "Ana S.", image: nil, rating: nil, phoneNumber: nil),
            INRideDriver(handle: "ana", nameComponents: name, image: nil, rating: "4.9", phoneNumber: "+1 415 555 0123"),
        ]
    }

    static func driver() -> INRideDriver {
        var name = PersonNameComponents()
        name.givenName = "Ana"
        name.familyName = "Silva"
        let photo = URL(string: "https://chauffeur.example/drivers/ana.jpg").flatMap { INImage(url: $0, width: 64, height: 64) }
        return INRideDriver(phoneNumber: "+1 415 555 0123", nameComponents: name, displayName: nil, image: photo, rating: "4.9")
    }

    static func mobileHandle() -> INPersonHandle {
        return INPersonHandle(value: "+1 415 555 0123", type: .phoneNumber, label: .mobile)
    }
}
