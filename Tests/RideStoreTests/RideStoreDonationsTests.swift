import Foundation
import RideIntents
import Testing
@testable import RideStore

@Suite("The donation log")
struct RideStoreDonationsTests {
    @Test func donationsAreListedInOrderWithTheirReservations() throws {
        let store = try RideStore(location: .inMemory)
        let (service, clock) = StoreTestSupport.service(store: store)
        let ride = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus)
        let reservation = RideReservation(rideStatus: ride, bookingTime: clock.now, providerName: "Hail", now: clock.now)
        try store.recordDonation(of: reservation, at: clock.now, userText: "yes")
        clock.advance(by: 120)
        try store.recordDonation(of: reservation, at: clock.now, userText: "where's my ride?")
        let donations = try store.donations()
        #expect(donations.map(\.userText) == ["yes", "where's my ride?"])
        #expect(donations.map(\.identifier) == [1, 2])
        #expect(donations.first?.reservation == reservation)
        #expect(donations.last?.date == clock.now)
    }

    @Test func noDonationIsKeptUntilOneIsRecorded() throws {
        let store = try RideStore(location: .inMemory)
        #expect(try store.donations().isEmpty)
    }
}
