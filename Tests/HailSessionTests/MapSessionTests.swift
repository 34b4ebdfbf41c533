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
}
