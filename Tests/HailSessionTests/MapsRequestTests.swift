import Testing
@testable import HailSession

@Suite("The :maps argument")
struct MapsRequestTests {
    @Test func fromToAndPartyAreRead() throws {
        #expect(try MapsRequest.parse("Ferry Building to SFO for 3").get() == MapsRequest(from: "Ferry Building", to: "SFO", partySize: 3))
        #expect(try MapsRequest.parse("from Union Square to the Castro").get() == MapsRequest(from: "Union Square", to: "the Castro", partySize: nil))
    }

    @Test func withoutAStartTheRideIsFromTheCurrentLocation() throws {
        #expect(try MapsRequest.parse("to Oakland").get() == MapsRequest(from: nil, to: "Oakland", partySize: nil))
    }

    @Test func aMissingDestinationOrTheWordToGivesTheUsage() {
        for argument in ["Ferry Building to", "SFO", "", "to SFO for 0"] {
            guard case .failure(let error) = MapsRequest.parse(argument) else {
                Issue.record("'\(argument)' should not parse")
                continue
            }
            #expect(error.description.contains("Usage: :maps [FROM] to TO [for N]"))
        }
    }

    @Test func theNewCommandsParse() throws {
        #expect(try MetaCommand.parse(":maps to SFO").get() == .maps(from: nil, to: "SFO", partySize: nil))
        #expect(try MetaCommand.parse(":watch").get() == .watch)
        #expect(try MetaCommand.parse(":unwatch").get() == .unwatch)
        #expect(try MetaCommand.parse(":advance 1h30m").get() == .advance(5400))
        guard case .failure = MetaCommand.parse(":advance soon") else {
            Issue.record("expected a failure")
            return
        }
    }
}
