import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

/// One reader for every list: numbers, "the last one", names, parts of names, slot values.
@Suite struct ChoiceReaderTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)

    var places: ChoiceReader {
        ChoiceReader(offers: [
            .place(Placemark(name: "Starbucks", thoroughfare: "Market Street", identifier: "sb-market")),
            .place(Placemark(name: "Starbucks", thoroughfare: "Union Square", identifier: "sb-union")),
        ])
    }

    var rides: ChoiceReader {
        ChoiceReader(rideOptions: [
            RideOption(name: "Standard", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 1200))),
            RideOption(name: "Pool", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 800))),
            RideOption(name: "SUV", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 3000))),
        ])
    }

    @Test func aNumberPicksByPositionAndBeyondTheListIsOutOfRange() {
        #expect(places.read(Understanding(text: "2", choice: .position(2))) == .item(1))
        #expect(places.read(Understanding(text: "5", choice: .position(5))) == .outOfRange(5))
        #expect(places.read(Understanding(text: "the last one", choice: .last)) == .item(1))
    }

    @Test func partOfANameThatFitsOneItemPicksIt() {
        #expect(places.read(Understanding(text: "the Union Square one", choice: .named("Union Square"))) == .item(1))
        #expect(places.read(Understanding(text: "market", residue: "market")) == .item(0))
        #expect(places.read(Understanding(text: "starbucks", residue: "starbucks")) == .none)
    }

    @Test func aRideOptionIsPickedByNameOrSlotAndAnUnknownOneIsNamed() {
        #expect(rides.read(Understanding(text: "the pool", choice: .named("the Pool"))) == .item(1))
        #expect(rides.read(Understanding(text: "XL", slots: RideSlots(rideOption: SpeakableString(vocabularyIdentifier: "SUV", spokenPhrase: "XL")))) == .item(2))
        #expect(rides.read(Understanding(text: "a helicopter", slots: RideSlots(rideOption: SpeakableString(spokenPhrase: "helicopter")))) == .unknown("helicopter"))
    }

    @Test func theCheapestIsTheLowestPrice() {
        #expect(rides.cheapest == 1)
    }
}
