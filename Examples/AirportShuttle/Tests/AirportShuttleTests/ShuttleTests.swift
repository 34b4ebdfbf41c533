import Foundation
import HailIntents
import Testing
@testable import AirportShuttle

@Suite("The airport shuttle")
struct ShuttleTests {
    let ferryBuilding = CLPlacemark(location: CLLocation(latitude: 37.7955, longitude: -122.3937), name: "Ferry Building", postalAddress: nil)
    let sfo = CLPlacemark(location: CLLocation(latitude: 37.6213, longitude: -122.3790), name: "SFO", postalAddress: nil)
    let unionSquare = CLPlacemark(location: CLLocation(latitude: 37.7880, longitude: -122.4075), name: "Union Square", postalAddress: nil)

    @Test func mapsListsTheVanAndTheSeedsCompactAndSUVInTheCompletionHandlerForm() async throws {
        let handler = try #require(ShuttleExtension().handler(for: INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil)) as? INListRideOptionsIntentHandling)
        let response = await withCheckedContinuation { continuation in
            handler.handle(intent: INListRideOptionsIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo)) { continuation.resume(returning: UncheckedResponse($0)) }
        }.response
        #expect(response.code == .success)
        let options = try #require(response.rideOptions)
        #expect(options.map(\.name) == ["Shared", "Compact", "SUV"])
        #expect(options[1].disclaimerMessage == "Vehicle can carry only 1 passenger.")
        #expect(options[2].availablePartySizeOptions?.map(\.partySizeRange) == [NSMakeRange(0, 1), NSMakeRange(2, 1), NSMakeRange(4, 3)])
        #expect(options[2].availablePartySizeOptionsSelectionPrompt == "Choose a party size")
    }

    @Test func aTripWithNoAirportIsRefused() async throws {
        let handler = try #require(ShuttleExtension().handler(for: INRequestRideIntent()) as? INRequestRideIntentHandling)
        let across = await handler.resolveDropOffLocation(for: INRequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: unionSquare))
        #expect(across.description == "unsupported")
        let toTheAirport = await handler.resolveDropOffLocation(for: INRequestRideIntent(pickupLocation: ferryBuilding, dropOffLocation: sfo))
        #expect(toTheAirport.description.hasPrefix("success(SFO"))
    }

    /// `shuttle options --json`, run as a user would, beside this test bundle.
    @Test func optionsAsJSONListsTheSeedsOptions() throws {
        let bundle = Bundle.main.bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        let process = Process()
        process.executableURL = products.appendingPathComponent("shuttle")
        process.arguments = ["options", "--from", "Ferry Building", "--to", "SFO", "--clock", "2026-11-23T09:00", "--json"]
        process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("shuttle-\(UUID().uuidString)").path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let options = try #require(json["rideOptions"] as? [[String: Any]])
        #expect(options.compactMap { $0["name"] as? String } == ["Shared", "Compact", "SUV"])
        #expect(options.compactMap { $0["disclaimerMessage"] as? String }.contains("Vehicle can carry only 1 passenger."))
        #expect(json["code"] as? String == "success")
    }
}

struct UncheckedResponse: @unchecked Sendable {
    let response: INListRideOptionsIntentResponse
    init(_ response: INListRideOptionsIntentResponse) { self.response = response }
}
