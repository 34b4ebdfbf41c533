import Testing
@testable import RideSimulation

/// Ride identifiers start with the app's name, so a team's app never books "HAIL-" rides.
@Suite struct RideIdentifierPrefixTests {
    @Test func thePrefixIsTheAppsNameInCapitals() {
        #expect(RideIdentifierGenerator.prefix(appName: "Hail") == "HAIL")
        #expect(RideIdentifierGenerator.prefix(appName: "Pedicab") == "PEDICAB")
        #expect(RideIdentifierGenerator.prefix(appName: "Bay Area Rides 2") == "BAYAREARID")
        #expect(RideIdentifierGenerator.prefix(appName: "Élan") == "LAN")
        #expect(RideIdentifierGenerator.prefix(appName: "タクシー") == "RIDE")
    }

    @Test func theSimulatedServiceBooksUnderItsAppsName() {
        var generator = RideIdentifierGenerator(seed: 7)
        var same = RideIdentifierGenerator(seed: 7)
        let pedicab = generator.next(appName: "Pedicab")
        let hail = same.next()
        #expect(pedicab.hasPrefix("PEDICAB-"))
        #expect(pedicab.dropFirst("PEDICAB-".count) == hail.dropFirst("HAIL-".count))
    }
}
