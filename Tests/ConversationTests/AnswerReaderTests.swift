import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

/// One reader for every answer: yes and no, picks from any list, values said alone, corrections.
@Suite struct AnswerReaderTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)

    var places: ChoiceList {
        ChoiceList(offers: [
            .place(Placemark(name: "Starbucks", thoroughfare: "Market Street", identifier: "sb-market")),
            .place(Placemark(name: "Starbucks", thoroughfare: "Union Square", identifier: "sb-union")),
        ])
    }

    var rides: ChoiceList {
        ChoiceList(rideOptions: [
            RideOption(name: "Standard", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 1200))),
            RideOption(name: "Pool", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 800))),
            RideOption(name: "SUV", estimatedPickupDate: now, priceRange: PriceRange(price: CurrencyAmount(minorUnits: 3000))),
        ])
    }

    func reading(_ understanding: Understanding) -> AnswerReader { AnswerReader(understanding) }

    // MARK: - Yes and no

    @Test func aYesOrNoAloneOrWithJoiningWordsIsBare() {
        #expect(reading(Understanding(text: "yes", answer: .yes)).bareAnswer == .yes)
        #expect(reading(Understanding(text: "no", answer: .no)).bareAnswer == .no)
        #expect(reading(Understanding(text: "yes um, and", answer: .yes, residue: "um, and")).bareAnswer == .yes)
    }

    @Test func aYesWithWordsHailDidNotFollowIsNoBareYes() {
        #expect(reading(Understanding(text: "yes if the car is blue", answer: .yes, residue: "if the car is blue")).bareAnswer == nil)
        #expect(reading(Understanding(text: "yes the second", answer: .yes, choice: .position(2))).bareAnswer == nil)
        #expect(reading(Understanding(text: "SFO", residue: "SFO")).bareAnswer == nil)
    }

    // MARK: - Picks

    @Test func aNumberPicksByPositionAndBeyondTheListIsOutOfRange() {
        #expect(reading(Understanding(text: "2", choice: .position(2))).pick(from: places) == .item(1))
        #expect(reading(Understanding(text: "5", choice: .position(5))).pick(from: places) == .outOfRange(5))
        #expect(reading(Understanding(text: "the last one", choice: .last)).pick(from: places) == .item(1))
    }

    @Test func partOfANameThatFitsOneItemPicksIt() {
        #expect(reading(Understanding(text: "the Union Square one", choice: .named("Union Square"))).pick(from: places) == .item(1))
        #expect(reading(Understanding(text: "market", residue: "market")).pick(from: places) == .item(0))
        #expect(reading(Understanding(text: "starbucks", residue: "starbucks")).pick(from: places) == .none)
    }

    @Test func aRideOptionIsPickedByNameOrSlotAndAnUnknownOneIsNamed() {
        #expect(reading(Understanding(text: "the pool", choice: .named("the Pool"))).pick(from: rides) == .item(1))
        let xl = Understanding(text: "XL", slots: RideSlots(rideOption: SpeakableString(vocabularyIdentifier: "SUV", spokenPhrase: "XL")))
        #expect(reading(xl).pick(from: rides) == .item(2))
        let helicopter = Understanding(text: "a helicopter", slots: RideSlots(rideOption: SpeakableString(spokenPhrase: "helicopter")))
        #expect(reading(helicopter).pick(from: rides) == .unknown("helicopter"))
    }

    @Test func anyIsFinePicksTheCheapestWhereTheListHasPrices() {
        let anyIsFine = reading(Understanding(text: "any is fine", choice: .cheapest))
        #expect(anyIsFine.asksForTheCheapest)
        #expect(anyIsFine.pick(from: rides) == .item(1))
        #expect(anyIsFine.pick(from: places) == .none)
        #expect(rides.cheapest == 1)
    }

    @Test func slotsBesideAChoiceLeaveOutWhatTheChoiceAnswers() {
        var slots = RideSlots(
            pickup: .named("A"), dropOff: .named("B"), partySize: 2, rideOption: SpeakableString(vocabularyIdentifier: "Shared", spokenPhrase: "pool"),
            paymentMethod: "Visa")
        slots.excludedRideOptions = ["SUV"]
        let answer = reading(Understanding(text: "", slots: slots))
        let placeRest = answer.slots(besidesAChoiceOf: .pickupLocation)
        #expect(placeRest.pickup == nil && placeRest.dropOff == nil && placeRest.partySize == 2 && placeRest.paymentMethod == "Visa")
        let optionRest = answer.slots(besidesAChoiceOf: .rideOptionName)
        #expect(optionRest.rideOption == nil && optionRest.excludedRideOptions.isEmpty && optionRest.dropOff == PlaceMention.named("B"))
        #expect(answer.slots(besidesAChoiceOf: .partySize).partySize == nil)
        #expect(answer.slots(besidesAChoiceOf: .paymentMethod).paymentMethod == nil)
    }

    // MARK: - Values

    @Test func wordsAloneAreAValueForTheParameterAsked() {
        let sfo = reading(Understanding(text: "SFO", residue: " SFO "))
        #expect(sfo.value(for: .dropOffLocation) == .place(Placemark(name: "SFO")))
        #expect(sfo.value(for: .paymentMethod) == .paymentMethod(PaymentMethod(type: .unknown, name: "SFO")))
        #expect(sfo.value(for: .scheduledPickupTime) == nil)
        #expect(reading(Understanding(text: "the helicopter", residue: "the helicopter")).value(for: .rideOptionName)
            == .speakable(SpeakableString(spokenPhrase: "helicopter")))
        #expect(reading(Understanding(text: "3", choice: .position(3))).value(for: .partySize) == .integer(3))
    }

    @Test func aYesOrACommandIsNoValue() {
        #expect(reading(Understanding(text: "yes SFO", answer: .yes, residue: "SFO")).value(for: .dropOffLocation) == nil)
        #expect(reading(Understanding(text: "help SFO", command: .help, residue: "SFO")).value(for: .pickupLocation) == nil)
        #expect(reading(Understanding(text: "", residue: "")).value(for: .rideOptionName) == nil)
    }

    @Test func aPickByNameThatNamesNothingOfferedIsAValue() {
        #expect(reading(Understanding(text: "Hilton", choice: .named("Hilton"))).namedValue(for: .dropOffLocation)
            == .place(Placemark(name: "Hilton")))
        #expect(reading(Understanding(text: "2", choice: .position(2))).namedValue(for: .dropOffLocation) == nil)
    }

    /// "the SF one", "the one in Oakland": a pick by description chooses among the offers only,
    /// a short name as the initials of words in a row; one that fits none picks nothing.
    @Test func aPickByDescriptionChoosesOnlyAmongTheOffers() {
        let airports = ChoiceList(offers: [
            .place(Placemark(name: "Oakland International Airport", locality: "Oakland")),
            .place(Placemark(name: "San Francisco International Airport", locality: "San Mateo County")),
            .place(Placemark(name: "San José Mineta International Airport", locality: "San Jose")),
        ])
        #expect(reading(Understanding(text: "the SF one", choice: .described("SF"))).pick(from: airports) == .item(1))
        #expect(reading(Understanding(text: "the one in oakland", choice: .described("oakland"))).pick(from: airports) == .item(0))
        #expect(reading(Understanding(text: "the San Jose one", choice: .described("San Jose"))).pick(from: airports) == .item(2))
        #expect(reading(Understanding(text: "the one in Berkeley", choice: .described("Berkeley"))).pick(from: airports) == .none)
    }

    @Test func aDescriptionMayFitSeveralOffers() {
        let stadiums = ChoiceList(offers: [
            .place(Placemark(name: "Oracle Park", locality: "San Francisco")),
            .place(Placemark(name: "Chase Center", locality: "San Francisco")),
        ])
        #expect(stadiums.matches("SF") == [0, 1])
        #expect(reading(Understanding(text: "the SF one", choice: .described("SF"))).pick(from: stadiums) == .none)
    }

    @Test func initialsAreWordsInARow() {
        #expect(ChoiceList.isInitials("sf", ofWordsIn: ["san", "francisco", "airport"]))
        #expect(!ChoiceList.isInitials("sa", ofWordsIn: ["san", "francisco", "airport"]))
        #expect(!ChoiceList.isInitials("s", ofWordsIn: ["san"]))
        #expect(!ChoiceList.isInitials("sfia", ofWordsIn: ["sf"]))
    }

    @Test func aPlaceSaidAsACorrectionIsTheNewDropOff() {
        let correction = reading(Understanding(text: "no wait, the Exploratorium", isCorrection: true, residue: "the Exploratorium"))
        #expect(correction.correctedPlace() == .place(Placemark(name: "the Exploratorium")))
        let alone = reading(Understanding(text: "the Exploratorium", residue: "the Exploratorium"))
        #expect(alone.correctedPlace() == nil)
        #expect(alone.correctedPlace(correctionOnly: false) == .place(Placemark(name: "the Exploratorium")))
        #expect(reading(Understanding(text: "no", answer: .no, isCorrection: true)).correctedPlace() == nil)
    }
}
