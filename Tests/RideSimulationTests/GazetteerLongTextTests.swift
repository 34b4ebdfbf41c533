import RideIntents
import Testing
@testable import RideSimulation

/// Issue 14: a place text of a megabyte once cost ~95 µs a character (an edit distance against
/// every name); text longer than any name is now answered in one pass. The sizes here would
/// take minutes at the old cost.
@Suite("Gazetteer lookup of very long text")
struct GazetteerLongTextTests {
    private let gazetteer = TestSupport.gazetteer

    @Test func textLongerThanAnyNameMatchesNothing() {
        #expect(gazetteer.lookUp(String(repeating: "zorbleplex ", count: 20_000)) == nil)
        #expect(gazetteer.lookUp(String(repeating: "q", count: 200_000)) == nil)
        #expect(gazetteer.lookUp("ferry building " + String(repeating: "and more words ", count: 10_000)) == nil)
    }

    @Test func theBoundStillAdmitsEveryNameWithItsLocality() {
        #expect(gazetteer.longestPlaceNameLength > 20)
        #expect(gazetteer.lookUp("Starbucks in Palo Alto")?.quality == .exact)
        // One keyboard slip in a name no other is close to is corrected without asking.
        #expect(gazetteer.lookUp("Fery Building")?.quality == .corrected)
    }

    @Test func aStreetAddressWithALongTailIsStillFoundInOnePass() {
        let match = gazetteer.lookUp("659 Merchant St, " + String(repeating: "somewhere ", count: 20_000))
        #expect(match?.placemarks.first?.name == "659 Merchant Street")
        #expect(gazetteer.lookUp("659 " + String(repeating: "merchantish ", count: 20_000)) == nil)
    }
}
