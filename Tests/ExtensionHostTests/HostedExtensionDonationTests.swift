import ExtensionHost
import Foundation
import HailIntents
import RideIntents
import Testing

/// What an extension donates (`INInteraction.donate`) reaches the host that called it, as rides.
@Suite("Donations of a hosted extension", .serialized)
struct HostedExtensionDonationTests {
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_795_453_200))

    /// Books ride `identifier` and donates the booking, as an extension does after `handle`; then
    /// donates a ride-option listing, which carries no ride.
    final class DonatingHandler: NSObject, INRequestRideIntentHandling, @unchecked Sendable {
        let identifier: String?

        init(identifier: String?) {
            self.identifier = identifier
        }

        func handle(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void) {
            let status = INRideStatus()
            status.rideIdentifier = identifier
            status.phase = .confirmed
            let response = INRequestRideIntentResponse(code: .success, userActivity: nil)
            response.rideStatus = status
            INInteraction(intent: intent, response: response).donate()
            let listing = INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil)
            INInteraction(intent: listing, response: INListRideOptionsIntentResponse(code: .success, userActivity: nil)).donate()
            completion(response)
        }
    }

    @Test func aDonatedBookingIsTakenOnceAsItsRide() {
        let hosted = HostedExtension(extension: StubExtension(DonatingHandler(identifier: "VAN-7")), clock: clock, timeout: 5)
        #expect(hosted.takeDonatedRides().isEmpty)
        #expect(hosted.handle(intent: RequestRideIntent()).code == .success)
        let donated = hosted.takeDonatedRides()
        #expect(donated.map(\.rideIdentifier) == ["VAN-7"])
        #expect(donated.map(\.phase) == [.confirmed])
        #expect(hosted.takeDonatedRides().isEmpty)
        #expect(hosted.takeFaults().isEmpty)
    }

    @Test func aDonatedRideWithoutAnIdentifierIsAFaultOfItsCallAndNotKept() {
        let hosted = HostedExtension(extension: StubExtension(DonatingHandler(identifier: nil)), clock: clock, timeout: 5)
        _ = hosted.handle(intent: RequestRideIntent())
        // NB: told with the faults of the call the donation was made in, before the session takes the rides.
        #expect(hosted.takeFaults().contains(
            "INInteraction.donate of an INRequestRideIntent with a ride status without a ride identifier: not kept"))
        #expect(hosted.takeDonatedRides().isEmpty)
    }
}
