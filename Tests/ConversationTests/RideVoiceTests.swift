import Foundation
import RideIntents
import Testing
@testable import Conversation

@Suite struct RideVoiceTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)  // 9:00 AM Pacific

    func suv() -> RideOption {
        let tiers = [
            RidePartySizeOption(partySizeRange: 1...1, sizeDescription: "1 person", priceRange: PriceRange(price: CurrencyAmount(dollars: 40))),
            RidePartySizeOption(partySizeRange: 2...3, sizeDescription: "2-3 people", priceRange: PriceRange(price: CurrencyAmount(dollars: 45))),
            RidePartySizeOption(partySizeRange: 4...6, sizeDescription: "4+ people", priceRange: PriceRange(price: CurrencyAmount(dollars: 50))),
        ]
        return RideOption(
            name: "SUV", estimatedPickupDate: now.addingTimeInterval(420),
            priceRange: PriceRange(firstPrice: CurrencyAmount(dollars: 40), secondPrice: CurrencyAmount(dollars: 50)),
            availablePartySizeOptions: tiers, availablePartySizeOptionsSelectionPrompt: "Choose a party size", maximumPartySize: 6
        )
    }

    @Test func summaryUsesThePartySizeTierPriceAndPickupTime() {
        let status = RideStatus(
            rideIdentifier: "", phase: .received, estimatedPickupDate: now.addingTimeInterval(420),
            pickupLocation: Placemark(name: "Ferry Building"), dropOffLocation: Placemark(name: "SFO"),
            rideOption: suv(), partySize: 4,
            paymentMethod: PaymentMethod(type: .credit, name: "Amex", identificationHint: "•••• 1005", nickname: "work card")
        )
        #expect(RideVoice(now: now).summary(of: status)
            == "SUV for 4 from Ferry Building to SFO, paid with Amex •••• 1005 (work card): $50.00, pickup at 9:07 AM (in 7 min).")
    }

    @Test func partySizePromptListsTheTiersWithTheOptionsOwnPrompt() {
        let option = suv()
        let prompt = Prompt.needsValue(.partySize, .partySizeRequired(rideOption: "SUV", prompt: "Choose a party size", tiers: option.availablePartySizeOptions ?? []))
        #expect(RideVoice(now: now).words(for: prompt) == """
            The SUV is priced by party size:
              1 person    $40.00
              2-3 people  $45.00
              4+ people   $50.00
            Choose a party size: how many passengers?
            """)
    }

    @Test func rideOptionChoicesShowPriceAndPickupTime() {
        let voice = RideVoice(quotes: ["SUV": suv()], now: now)
        let prompt = Prompt.choose(.rideOptionName, [.rideOption(SpeakableString(vocabularyIdentifier: "SUV", spokenPhrase: "SUV"))], because: .noneGiven)
        #expect(voice.words(for: prompt) == "Which ride would you like?\n  1. SUV – $40.00–$50.00, pickup 9:07 AM")
    }

    @Test func eachConfirmFailureCodeHasItsOwnWords() {
        let voice = RideVoice(now: now)
        let codes: [RequestRideIntentResponseCode] = [
            .failureRequiringAppLaunchNoServiceInArea, .failureRequiringAppLaunchPreviousRideNeedsCompletion,
            .failureRequiringAppLaunchServiceTemporarilyUnavailable, .failureRequiringAppLaunchRideScheduledTooFar,
        ]
        let words = Set(codes.map { voice.failure(RequestRideIntentResponse(code: $0)) })
        #expect(words.count == codes.count)
    }

    @Test func outsideServiceAreaNamesThePlaceAndTheArea() {
        let words = RideVoice(now: now).words(for: .unsupported(.pickupLocation, .outsideServiceArea(place: "Napa", serviceArea: "the San Francisco Bay Area")))
        #expect(words == "Napa is outside Hail's service area (the San Francisco Bay Area). Where should the driver pick you up instead?")
    }
}
