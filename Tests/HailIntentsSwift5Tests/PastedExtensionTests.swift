// Compiled in Swift 5 language mode: the pasted extension books and donates as in Swift 6.
import Foundation
import HailIntents
import Testing

@Suite("An extension pasted from iOS, in Swift 5")
struct PastedExtensionSwift5Tests {
    @Test func itsBookingIsDonatedOnce() {
        let donations = Swift5Donations()
        var answer: INRequestRideIntentResponse?
        DonationRecorder.withScoped({ donations.add($0) }) {
            ChauffeurIntentHandler().handle(intent: INRequestRideIntent()) { answer = $0 }
        }
        #expect(answer?.rideStatus?.rideIdentifier == "CH-1001")
        #expect(donations.all.map { ($0.intentResponse as? INRequestRideIntentResponse)?.rideStatus?.rideIdentifier } == ["CH-1001"])
        #expect(ChauffeurIntentHandler.driver().phoneNumber == "+1 415 555 0123")
    }
}

/// The interactions donated to a test's recorder, from any thread.
final class Swift5Donations: @unchecked Sendable {
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
