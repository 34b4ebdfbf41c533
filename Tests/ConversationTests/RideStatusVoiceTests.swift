import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

@Suite("Status answers")
struct RideStatusVoiceTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)

    func status(_ phase: RidePhase) -> RideStatus {
        RideStatus(
            rideIdentifier: "HAIL-1", phase: phase,
            vehicle: RideVehicle(manufacturer: "Toyota", model: "Prius", color: "black", registrationPlate: "6RJF650",
                                 location: Coordinate(latitude: 37.7955, longitude: -122.3937)),
            driver: RideDriver(displayName: "Linh J.", rating: "4.8"),
            estimatedPickupDate: now.addingTimeInterval(120),
            estimatedDropOffDate: now.addingTimeInterval(900),
            pickupLocation: Placemark(name: "Ferry Building", location: Coordinate(latitude: 37.7955, longitude: -122.4037)),
            dropOffLocation: Placemark(name: "Castro", location: Coordinate(latitude: 37.7609, longitude: -122.4350))
        )
    }

    @Test func distanceIsToThePickupBeforeBoardingAndToTheDropOffAfter() {
        let voice = RideStatusVoice(now: now)
        #expect(voice.answer(.distance, about: status(.confirmed)) == "Linh J. is 0.5 mi away, arriving at Ferry Building at 9:02 AM (in 2 min).")
        #expect(voice.answer(.distance, about: status(.ongoing)).hasPrefix("You're 3."))
    }

    @Test func theCarAndTheDriverAreDescribed() {
        let voice = RideStatusVoice(now: now)
        #expect(voice.answer(.vehicle, about: status(.confirmed)) == "Look for a black Toyota Prius, plate 6RJF650, driven by Linh J. (rated 4.8).")
        #expect(voice.answer(.driver, about: status(.confirmed)) == "Your driver is Linh J. (rated 4.8), in a black Toyota Prius (6RJF650).")
    }

    @Test func shortDistancesAreInFeet() {
        #expect(RideStatusVoice.miles(0.05) == "250 ft")
        #expect(RideStatusVoice.miles(1.26) == "1.3 mi")
    }

    @Test func anUpdateCarriesItsMomentAndNamesAChange() {
        let line = RideStatusVoice(now: now.addingTimeInterval(20)).update(status(.approachingPickup), phaseChanged: true)
        #expect(line.hasPrefix("[9:00:20 AM] Approaching pickup: Linh J. is"))
    }
}
