import Foundation
import RideIntents
import RideLanguage
import RideSimulation
import Testing
@testable import RideStore

@Suite("No full card number reaches the store file")
struct StoreSecretsTests {
    /// A profile whose card was entered carelessly: the full number where the hint and identifier belong.
    static let careless: UserProfile = {
        var profile = UserProfile.standard
        profile.name = "careless"
        profile.paymentMethods = [
            PaymentMethod(type: .credit, name: "Visa", identificationHint: "4111 1111 1111 1111", nickname: "old 4111-1111-1111-1111", identifier: "4111111111111111"),
        ]
        profile.defaultPaymentMethodIdentifier = "4111111111111111"
        return profile
    }()

    @Test func theStoreFileHoldsOnlyTheLastFourDigits() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        do {
            let store = try RideStore(location: .file(url))
            try store.saveProfile(Self.careless)
            try store.saveVocabulary(UserVocabulary(paymentNicknames: ["old 4111-1111-1111-1111"]), forProfile: "careless")
            let (service, clock) = StoreTestSupport.service(store: store, profile: Self.careless)
            let ride = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus)
            try store.recordDonation(of: RideReservation(rideStatus: ride, bookingTime: clock.now, providerName: "Hail", now: clock.now), at: clock.now, userText: "yes")
            #expect(try store.rides().first?.payment.lastFour == "1111")
        }
        var bytes = StoreTestSupport.bytes(url)
        for suffix in ["-wal", "-shm"] { bytes += StoreTestSupport.bytes(URL(fileURLWithPath: url.path + suffix)) }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!bytes.isEmpty)
        #expect(!text.contains("4111111111111111"))
        #expect(!text.contains("4111 1111 1111 1111"))
        #expect(!text.contains("4111-1111-1111-1111"))
    }
}
