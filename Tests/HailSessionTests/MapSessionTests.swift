import Foundation
import RideIntents
import RideSimulation
import Testing
@testable import HailSession

/// A session on a map of another city (`--map`): Maps' side, the profile and the words follow
/// the map, for the simulated service and for an extension behind it.
@Suite struct MapSessionTests {
    static let portland = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Maps/portland.geojson").path

    func session(location: String? = nil, extension setting: ExtensionSetting? = nil) throws -> HailSession {
        var settings = SessionSettings(
            clock: .manual(start: SessionSettings.referenceDate), seed: 3, location: location, grammarDirectory: HailSessionTests.grammar,
            rideExtension: setting)
        settings.map = try ServiceMap.load(contentsOf: Self.portland)
        return try HailSession(settings: settings)
    }

    @Test func theRiderStartsOnTheMapAndItsPlacesAreFound() throws {
        let session = try session()
        #expect(session.service.profile.currentLocation.name == "Pioneer Courthouse Square")
        #expect(session.handle(line: "a standard to OMSI").text.hasPrefix("Standard for 1 from Pioneer Courthouse Square to Oregon Museum of Science and Industry"))
        #expect(session.completionCandidates(for: "a standard to P").contains("PDX"))
    }

    @Test func aLocationOnTheMapIsTakenAndOneOffItIsRefused() throws {
        #expect(try session(location: "Powell's").service.profile.currentLocation.identifier == "powells-city-of-books")
        #expect(throws: SessionError.self) { _ = try session(location: "Ferry Building") }
    }

    @Test func anExtensionIsHandedTheMapsPlaces() async throws {
        let handler = ExtensionSessionTests.SilentPartySize()
        let box = ExtensionSessionTests.UncheckedHandler(handler)
        let session = try session(extension: ExtensionSetting(timeout: 1) { ExtensionSessionTests.OneHandler(box.handler) })
        #expect(session.hostsExtension)
        let said = await ExtensionSessionTests().onOwnThread { session.handle(line: "a standard to PDX for 2").text }
        #expect(handler.placesSeen == ["Portland International Airport @ 45.5887"], "\(said)")
        let notFound = await ExtensionSessionTests().onOwnThread { session.handle(line: "a standard to SFO for 2").text }
        #expect(notFound.contains("in Portland, Oregon"), "\(notFound)")
    }

    func extensionSession(location: String? = nil, handler: ExtensionSessionTests.SilentPartySize) throws -> HailSession {
        let box = ExtensionSessionTests.UncheckedHandler(handler)
        return try session(location: location, extension: ExtensionSetting(timeout: 1) { ExtensionSessionTests.OneHandler(box.handler) })
    }

    /// The map's service area bounds an extension's places as it bounds the simulated service's:
    /// Maps refuses a place beyond it, and the extension, which would take it, is never asked.
    @Test func aPlaceBeyondTheMapsServiceAreaIsRefusedBeforeTheExtensionIsAsked() async throws {
        let handler = ExtensionSessionTests.SilentPartySize()
        let session = try extensionSession(handler: handler)
        let said = await ExtensionSessionTests().onOwnThread { session.handle(line: "a standard to Multnomah Falls for 2").text }
        #expect(said.hasPrefix("Multnomah Falls is outside Hail's service area (Portland, Oregon)."), "\(said)")
        #expect(handler.placesSeen.isEmpty)
        let listed = await ExtensionSessionTests().onOwnThread { session.handle(line: ":maps to Multnomah Falls").text }
        #expect(listed.hasPrefix("Sorry, Hail has no service between Pioneer Courthouse Square and Multnomah Falls"), "\(listed)")
        #expect(!listed.contains("Ride service error"), "Maps answers the list; the extension is not asked: \(listed)")
    }

    /// The rider's own location passes Maps wherever it is, as with the simulated service; a
    /// booking from beyond the area is refused at the confirmation, naming where the rider is.
    @Test func aPickupWhereTheRiderStandsBeyondTheAreaIsRefusedAtTheConfirmation() async throws {
        let session = try extensionSession(location: "Multnomah Falls", handler: ExtensionSessionTests.SilentPartySize())
        let said = await ExtensionSessionTests().onOwnThread { session.handle(line: "a standard to OMSI for 2").text }
        #expect(said.contains("Sorry, Hail has no service in your area: Multnomah Falls is outside Portland, Oregon."), "\(said)")
    }

    /// Without a map of its own, the extension alone judges where it goes (the Bay Area bounds only
    /// Hail's simulated service).
    @Test func withoutAMapTheExtensionJudgesEveryPlace() async throws {
        let handler = ExtensionSessionTests.SilentPartySize()
        let session = try ExtensionSessionTests().session(handler)
        _ = await ExtensionSessionTests().onOwnThread { session.handle(line: "get me a ride to Napa for 2") }
        #expect(handler.placesSeen == ["Napa @ 38.2975"])
    }
}
