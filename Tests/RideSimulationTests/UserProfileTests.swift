import RideIntents
import Testing
@testable import RideSimulation

@Suite("User profiles")
struct UserProfileTests {
    private let standard = UserProfile.standard

    @Test func theStandardRiderIsAtTheFerryBuilding() throws {
        let ferryBuilding = try #require(TestSupport.gazetteer.place(withIdentifier: "ferry-building"))
        #expect(standard.currentLocation == ferryBuilding.placemark)
    }

    @Test func homeIsWhereTheStreetsDataPlacesItsAddress() throws {
        let home = try #require(standard.savedPlace(named: "home"))
        let address = try #require(home.placemark.thoroughfare)
        let placed = try #require(TestSupport.gazetteer.lookUp(address)?.placemarks.first?.location)
        let saved = try #require(home.placemark.location)
        #expect(saved.miles(to: placed) < 0.01)
        #expect(home.placemark.locality == "San Francisco")
    }

    @Test func workIsSalesforceTower() throws {
        let work = try #require(standard.savedPlace(named: "work"))
        let tower = try #require(TestSupport.gazetteer.place(withIdentifier: "salesforce-tower"))
        #expect(work.placemark.location == tower.coordinate)
        #expect(standard.savedPlace(named: "my office") == work)
        #expect(standard.savedPlace(named: "Work") == work)
        #expect(standard.savedPlace(named: "gym") == nil)
    }

    @Test func theCardsAreAsDescribedAndNeverHoldAFullNumber() throws {
        let hints = standard.paymentMethods.map(\.identificationHint)
        #expect(hints == ["•••• 4242", "•••• 1005", "•••• 1881", "•••• 5100", nil])
        #expect(standard.defaultPaymentMethod?.nickname == "personal")
        #expect(standard.paymentMethods.map(\.nickname).contains("work card"))
        #expect(standard.paymentMethods.last?.type == .applePay)
        for method in standard.paymentMethods {
            let digits = [method.name, method.identificationHint, method.nickname, method.identifier]
                .compactMap { $0 }.joined().filter(\.isNumber)
            #expect(digits.count <= 8)
        }
    }

    @Test func onlyTheMastercardHasExpiredBeforeNovember2026() {
        let now = TestSupport.offPeak
        let expired = standard.paymentMethods.filter { $0.isExpired(at: now) }.compactMap(\.identifier)
        #expect(expired == ["mastercard-5100"])
        let card = PaymentMethod(type: .credit, name: "Visa", expiration: CardExpiration(month: 11, year: 2026))
        #expect(!card.isExpired(at: now))
        #expect(card.isExpired(at: TestSupport.date("2026-12-01T10:00:00-08:00")))
    }

    @Test func presetsAreFoundByName() {
        #expect(UserProfile.named("standard") == .standard)
        #expect(UserProfile.named("no-saved-places")?.savedPlaces.isEmpty == true)
        #expect(UserProfile.named("single-card")?.paymentMethods.count == 1)
        #expect(UserProfile.named("Single-Card")?.name == "single-card")
        #expect(UserProfile.named("nobody") == nil)
        #expect(UserProfile.knownNames.allSatisfy { UserProfile.named($0) != nil })
    }
}
