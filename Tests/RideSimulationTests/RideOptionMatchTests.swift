import RideIntents
import Testing
@testable import RideSimulation

@Suite("Ride option names")
struct RideOptionMatchTests {
    @Test(arguments: [
        ("XL", RideOptionKind.suv), ("xl", .suv), ("an SUV", .suv), ("pool", .shared), ("Pool", .shared),
        ("shared ride", .shared), ("black car", .luxury), ("a luxury car", .luxury), ("regular", .standard),
        ("Standard", .standard), ("economy", .compact), ("compact", .compact),
    ])
    func synonymsMatchExactlyInAnyCase(_ spoken: String, _ kind: RideOptionKind) {
        #expect(RideOptionKind.match(spoken) == .exact(kind))
    }

    @Test(arguments: [("suvs", RideOptionKind.suv), ("lux", .luxury), ("standerd", .standard), ("pools", .shared)])
    func nearMissesMatchLoosely(_ spoken: String, _ kind: RideOptionKind) {
        #expect(RideOptionKind.match(spoken) == .loose(kind))
    }

    @Test(arguments: ["helicopter", "la", "", "boat"])
    func otherWordsMatchNothing(_ spoken: String) {
        #expect(RideOptionKind.match(spoken) == .unknown)
    }

    @Test func theVocabularyIdentifierWinsOverTheSpokenPhrase() {
        #expect(RideOptionKind.match(SpeakableString(vocabularyIdentifier: "SUV", spokenPhrase: "the big one")) == .exact(.suv))
        #expect(RideOptionKind.match(SpeakableString(vocabularyIdentifier: "Nope", spokenPhrase: "pool")) == .exact(.shared))
    }

    @Test func capacitiesAreAsOffered() {
        #expect(RideOptionKind.allCases.map(\.capacity) == [1, 4, 2, 6, 4])
        #expect(RideOptionKind.largestCapacity == 6)
    }
}
