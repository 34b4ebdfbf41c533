import RideIntents
import Testing
@testable import RideSimulation

@Suite("Party size resolution")
struct SimulatedRideServicePartySizeTests {
    private let service = TestSupport.service().service

    private func resolve(_ partySize: Int?, option: String? = nil) -> ResolutionResult<Int> {
        var intent = TestSupport.ferryBuildingToSFO(partySize: partySize)
        intent.rideOptionName = option.map { SpeakableString(spokenPhrase: $0) }
        return service.resolvePartySize(for: intent)
    }

    @Test func noPartySizeMeansOne() {
        #expect(resolve(nil) == .success(1))
        #expect(resolve(nil, option: "pool") == .success(1))
    }

    @Test func anOptionPricedByPartySizeAsksWithItsTiers() {
        guard case .needsValue(.partySizeRequired(let option, let prompt, let tiers)) = resolve(nil, option: "XL") else {
            Issue.record("expected the party size to be asked for")
            return
        }
        #expect(option == "SUV")
        #expect(prompt == "Choose a party size")
        #expect(tiers.map(\.partySizeRange) == [1...1, 2...3, 4...6])
    }

    @Test func zeroOrLessIsInvalid() {
        #expect(resolve(0) == .unsupported(.invalidPartySize(0)))
        #expect(resolve(-2) == .unsupported(.invalidPartySize(-2)))
    }

    @Test func aPartyLargerThanTheOptionListsTheOptionsThatFitCheapestFirst() {
        #expect(
            resolve(3, option: "Compact")
                == .unsupported(.partyTooLarge(partySize: 3, rideOption: "Compact", capacity: 1, optionsThatFit: ["Standard", "SUV", "Luxury"]))
        )
        #expect(
            resolve(5, option: "pool")
                == .unsupported(.partyTooLarge(partySize: 5, rideOption: "Shared", capacity: 2, optionsThatFit: ["SUV"]))
        )
    }

    @Test func aPartyLargerThanAnyOptionIsUnsupported() {
        #expect(resolve(7) == .unsupported(.partyLargerThanAnyOption(partySize: 7, largest: 6)))
        #expect(resolve(9, option: "SUV") == .unsupported(.partyLargerThanAnyOption(partySize: 9, largest: 6)))
    }

    @Test func aPartyThatFitsSucceeds() {
        #expect(resolve(4) == .success(4))
        #expect(resolve(6, option: "SUV") == .success(6))
        #expect(resolve(2, option: "suvs") == .success(2))
    }
}
