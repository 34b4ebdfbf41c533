import Foundation
import HailIntents
import Testing
@testable import PortlandRides

@Suite("Bridgetown Rides")
struct BridgetownTests {
    let pioneerSquare = CLPlacemark(location: CLLocation(latitude: 45.5189, longitude: -122.6793), name: "Pioneer Courthouse Square", postalAddress: nil)
    let powells = CLPlacemark(location: CLLocation(latitude: 45.5231, longitude: -122.6813), name: "Powell's City of Books", postalAddress: nil)
    let pdx = CLPlacemark(location: CLLocation(latitude: 45.5887, longitude: -122.5975), name: "Portland International Airport", postalAddress: nil)

    @Test func aShortTripListsTheSprocketFirstAndTheAirportNever() async throws {
        let handler = try #require(BridgetownExtension().handler(for: INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil)) as? INListRideOptionsIntentHandling)
        let downtown = await withCheckedContinuation { continuation in
            handler.handle(intent: INListRideOptionsIntent(pickupLocation: pioneerSquare, dropOffLocation: powells)) { continuation.resume(returning: UncheckedResponse($0)) }
        }.response
        #expect(downtown.code == .success)
        #expect(downtown.rideOptions?.map(\.name) == ["Sprocket", "Rosebud", "Bigfoot"])
        let airport = await withCheckedContinuation { continuation in
            handler.handle(intent: INListRideOptionsIntent(pickupLocation: pioneerSquare, dropOffLocation: pdx)) { continuation.resume(returning: UncheckedResponse($0)) }
        }.response
        #expect(airport.rideOptions?.map(\.name) == ["Rosebud", "Bigfoot"])
    }

    @Test func theVocabularysSynonymNamesTheSprocketForTwoRidersAndNotToTheAirport() async throws {
        let handler = try #require(BridgetownExtension().handler(for: INRequestRideIntent()) as? INRequestRideIntentHandling)
        let bikeTaxi = INSpeakableString(vocabularyIdentifier: "Sprocket", spokenPhrase: "bike taxi", pronunciationHint: nil)
        let forTwo = INRequestRideIntent(pickupLocation: pioneerSquare, dropOffLocation: powells, rideOptionName: bikeTaxi, partySize: 2, paymentMethod: nil, scheduledPickupTime: nil)
        #expect(await handler.resolveRideOptionName(for: forTwo).description.hasPrefix("success(Sprocket"))
        let forThree = INRequestRideIntent(pickupLocation: pioneerSquare, dropOffLocation: powells, rideOptionName: bikeTaxi, partySize: 3, paymentMethod: nil, scheduledPickupTime: nil)
        #expect(await handler.resolvePartySize(for: forThree).description == "unsupported")
        let toTheAirport = INRequestRideIntent(pickupLocation: pioneerSquare, dropOffLocation: pdx, rideOptionName: bikeTaxi, partySize: 1, paymentMethod: nil, scheduledPickupTime: nil)
        #expect(await handler.resolveRideOptionName(for: toTheAirport).description == "unsupported")
    }

    @Test func aPlaceBeyondFifteenKilometresIsRefused() async throws {
        let handler = try #require(BridgetownExtension().handler(for: INRequestRideIntent()) as? INRequestRideIntentHandling)
        let multnomahFalls = CLPlacemark(location: CLLocation(latitude: 45.5762, longitude: -122.1158), name: "Multnomah Falls", postalAddress: nil)
        #expect(await handler.resolveDropOffLocation(for: INRequestRideIntent(pickupLocation: pioneerSquare, dropOffLocation: multnomahFalls)).description == "unsupported")
        #expect(await handler.resolveDropOffLocation(for: INRequestRideIntent(pickupLocation: pioneerSquare, dropOffLocation: pdx)).description.hasPrefix("success("))
    }

    /// Every line the transcripts pin as said to the rider: none names Hail, whose app this is not.
    @Test func nothingSaidToTheRiderNamesHail() throws {
        let transcripts = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Transcripts")
        let files = try #require(FileManager.default.enumerator(at: transcripts, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "txt" }
        #expect(files.count >= 4)
        var saidLines = 0
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where !line.isEmpty && !"#@>".contains(line.first ?? "#") {
                saidLines += 1
                #expect(!line.localizedCaseInsensitiveContains("hail"), "\(file.lastPathComponent):\(index + 1): \(line)")
            }
        }
        #expect(saidLines > 0)
    }
}

struct UncheckedResponse: @unchecked Sendable {
    let response: INListRideOptionsIntentResponse
    init(_ response: INListRideOptionsIntentResponse) { self.response = response }
}
