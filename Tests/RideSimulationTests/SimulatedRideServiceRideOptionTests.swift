import RideIntents
import Testing
@testable import RideSimulation

@Suite("Ride option resolution")
struct SimulatedRideServiceRideOptionTests {
    private let service = TestSupport.service().service

    /// The intent as the dialog holds it by then: pickup and drop-off resolved.
    private func intent(_ option: SpeakableString?, partySize: Int = 1) -> RequestRideIntent {
        var intent = TestSupport.ferryBuildingToSFO(partySize: partySize)
        intent.dropOffLocation = service.resolveDropOffLocation(for: intent).resolvedValue
        intent.rideOptionName = option
        return intent
    }

    private func resolve(_ spoken: String, partySize: Int = 1) -> ResolutionResult<SpeakableString> {
        service.resolveRideOptionName(for: intent(SpeakableString(spokenPhrase: spoken), partySize: partySize))
    }

    private func canonical(_ name: String) -> SpeakableString {
        SpeakableString(vocabularyIdentifier: name, spokenPhrase: name)
    }

    @Test func theCanonicalNameFromTheGrammarSucceeds() {
        let result = service.resolveRideOptionName(for: intent(SpeakableString(vocabularyIdentifier: "SUV", spokenPhrase: "XL")))
        #expect(result == .success(canonical("SUV")))
    }

    @Test(arguments: [("XL", "SUV"), ("pool", "Shared"), ("black car", "Luxury"), ("regular", "Standard"), ("REGULAR", "Standard")])
    func aSpokenSynonymSucceeds(_ spoken: String, _ name: String) {
        #expect(resolve(spoken) == .success(canonical(name)))
    }

    @Test(arguments: [("suvs", "SUV"), ("lux", "Luxury")])
    func aLooseMatchNeedsConfirming(_ spoken: String, _ name: String) {
        #expect(resolve(spoken) == .confirmationRequired(canonical(name), reason: .looselyMatched(spoken: spoken)))
    }

    @Test func anUnknownNameListsTheOptionsThatFitCheapestFirst() {
        #expect(
            resolve("helicopter")
                == .unsupported(.unknownRideOption(spoken: "helicopter", available: ["Shared", "Compact", "Standard", "SUV", "Luxury"]))
        )
    }

    @Test func noOptionOffersThoseThatFitCheapestFirst() throws {
        let one = service.resolveRideOptionName(for: intent(nil))
        #expect(one == .disambiguation(["Shared", "Compact", "Standard", "SUV", "Luxury"].map(canonical)))
        let three = service.resolveRideOptionName(for: intent(nil, partySize: 3))
        #expect(three == .disambiguation(["Standard", "SUV", "Luxury"].map(canonical)))
        let listed = try #require(service.handle(intent: ListRideOptionsIntent(dropOffLocation: TestSupport.spoken("SFO"))).rideOptions)
        let prices = listed.map { $0.priceRange?.minimumPrice.minorUnits ?? 0 }
        let byPrice = zip(listed.map(\.name), prices).sorted { $0.1 < $1.1 }.map(\.0)
        #expect(byPrice == ["Shared", "Compact", "Standard", "SUV", "Luxury"])
    }

    @Test func whenOnlyOneOptionFitsItIsOfferedForConfirmation() {
        let result = service.resolveRideOptionName(for: intent(nil, partySize: 5))
        #expect(result == .confirmationRequired(canonical("SUV"), reason: .inferred(detail: "Only the SUV seats 5.")))
    }

    @Test func anOptionTooSmallForTheParty() {
        #expect(
            resolve("Compact", partySize: 2)
                == .unsupported(.partyTooLarge(partySize: 2, rideOption: "Compact", capacity: 1, optionsThatFit: ["Shared", "Standard", "SUV", "Luxury"]))
        )
    }
}
