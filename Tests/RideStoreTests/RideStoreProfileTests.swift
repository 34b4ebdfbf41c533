import Foundation
import RideIntents
import RideLanguage
import RideSimulation
import Testing
@testable import RideStore

@Suite("The profile and user vocabulary kept in the store")
struct RideStoreProfileTests {
    @Test func aProfileComesBackWithPlacesAndMaskedCards() throws {
        let store = try RideStore(location: .inMemory)
        try store.saveProfile(.standard)
        let kept = try #require(try store.profile(named: "standard"))
        #expect(kept.savedPlaces == UserProfile.standard.savedPlaces)
        #expect(kept.currentLocation == UserProfile.standard.currentLocation)
        #expect(kept.paymentMethods.map(\.displayName) == UserProfile.standard.paymentMethods.map(\.displayName))
        #expect(kept.paymentMethods.map(\.nickname) == UserProfile.standard.paymentMethods.map(\.nickname))
        #expect(kept.defaultPaymentMethod?.displayName == "Visa •••• 4242")
        #expect(kept.paymentMethods.allSatisfy { $0.expiration == nil })
    }

    @Test func savingAgainReplacesTheProfile() throws {
        let store = try RideStore(location: .inMemory)
        try store.saveProfile(.standard)
        var fewer = UserProfile.standard
        fewer.savedPlaces = []
        try store.saveProfile(fewer)
        #expect(try store.profile(named: "standard")?.savedPlaces.isEmpty == true)
        #expect(try store.profile(named: "nobody") == nil)
    }

    @Test func vocabularyIsKeptPerProfile() throws {
        let store = try RideStore(location: .inMemory)
        try store.saveProfile(.standard)
        let vocabulary = UserVocabulary(placeNames: ["home", "work", "home"], paymentNicknames: ["work card"])
        try store.saveVocabulary(vocabulary, forProfile: "standard")
        #expect(try store.vocabulary(forProfile: "standard") == UserVocabulary(placeNames: ["home", "work"], paymentNicknames: ["work card"]))
        #expect(try store.vocabulary(forProfile: "other") == .empty)
    }
}
