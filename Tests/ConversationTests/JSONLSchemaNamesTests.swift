import Foundation
import RideIntents
import Testing
@testable import Conversation

/// Schemas/hail-jsonl.schema.json enumerates the dialog's stages, each intent's response codes and
/// the ride phases by name: the lists here are the dialog's own, so a new stage or code cannot be
/// left out of the schema.
@Suite("The --jsonl schema's names")
struct JSONLSchemaNamesTests {
    private static let schemaFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/hail-jsonl.schema.json")

    private func definitions() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.schemaFile)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["$defs"] as? [String: Any])
    }

    private func enumeration(_ definitions: [String: Any], _ definition: String, _ property: String) -> [String]? {
        let properties = (definitions[definition] as? [String: Any])?["properties"] as? [String: Any]
        return (properties?[property] as? [String: Any])?["enum"] as? [String]
    }

    @Test func theStagesAreEveryStageTheDialogHas() throws {
        let names = DialogStage.allStages.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(enumeration(try definitions(), "inputLine", "stage") == names)
    }

    @Test func eachIntentsCodesAreItsResponseCodes() throws {
        let definitions = try definitions()
        let expected: [(String, [Int: String])] = [
            ("requestRideResponse", ResponseCodeNames.requestRide), ("listRideOptionsResponse", ResponseCodeNames.listRideOptions),
            ("getRideStatusResponse", ResponseCodeNames.getRideStatus), ("cancelRideResponse", ResponseCodeNames.cancelRide),
            ("sendRideFeedbackResponse", ResponseCodeNames.sendRideFeedback),
        ]
        for (definition, codes) in expected {
            #expect(enumeration(definitions, definition, "code") == codes.sorted { $0.key < $1.key }.map(\.value), "\(definition)")
        }
    }

    @Test func thePhaseNamesAreTheRidePhases() throws {
        #expect(enumeration(try definitions(), "rideStatus", "phaseName") == RidePhase.allCases.map(\.name))
    }
}
