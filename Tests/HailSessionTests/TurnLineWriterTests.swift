import Foundation
import RideIntents
import Testing
@testable import HailSession

@Suite("A --jsonl line written directly")
struct TurnLineWriterTests {
    private func record(user: String, said: String = "Where to?", reason: String? = nil) -> TurnJSON.LineRecord {
        TurnJSON.LineRecord(
            type: "turn", user: user, said: said, stage: "awaitingValue(dropOffLocation)", intent: "RequestRide",
            resolutions: [
                TurnJSON.Resolution(parameter: "dropOffLocation", kind: "needsValue", values: ["SFO", "Pier 39/Embarcadero"], reason: reason),
            ],
            responses: [TurnJSON.Response(intent: "INRequestRideIntent", step: "resolve", code: "success", rideStatus: nil)],
            updates: [], faults: [])
    }

    @Test(arguments: [
        "to SFO please",
        #"a "quoted" place, a back\slash and a slash / too"#,
        "two lines\nand a tab\there, a return\r, a backspace\u{08} and a form feed\u{0C}",
        "Café Zoë → 🚕, ‘quoted’",
        "",
    ])
    func writesWhatJSONEncoderWrites(user: String) {
        let record = record(user: user, reason: "not found: \(user)")
        #expect(TurnLineWriter.lineBytes(record).map { String(decoding: $0, as: UTF8.self) } == TurnJSON.encode(record))
    }

    @Test func writesARideStatusWithItsPhaseNameAsJSONEncoderDoes() throws {
        var record = record(user: "yes")
        let status = RideStatus(rideIdentifier: "HAIL-1", phase: .approachingPickup, partySize: 2)
        record.responses = [TurnJSON.Response(intent: "INRequestRideIntent", step: "handle", code: "success", rideStatus: PhaseNamedRideStatus(status))]
        let written = try #require(TurnLineWriter.lineBytes(record).map { String(decoding: $0, as: UTF8.self) })
        #expect(written == TurnJSON.encode(record))
        #expect(written.contains(#""phase":5,"phaseName":"approachingPickup","rideIdentifier":"HAIL-1""#))
    }

    @Test func leavesFaultsAndACancelsFeeToJSONEncoder() {
        var faulty = record(user: "yes")
        faulty.faults = [TurnJSON.Fault(type: nil, call: "resolvePartySize", problem: "did not answer within 4 s")]
        #expect(TurnLineWriter.lineBytes(faulty) == nil)
        var cancel = record(user: "cancel my ride")
        cancel.responses = [TurnJSON.Response(intent: "INCancelRideIntent", step: "confirm", code: "ready", rideStatus: nil,
                                              cancellationFee: CurrencyAmount(minorUnits: 500), cancellationFeeThreshold: 120)]
        #expect(TurnLineWriter.lineBytes(cancel) == nil)
        #expect(TurnJSON.encode(cancel).contains(#""cancellationFee":{"currencyCode":"USD","minorUnits":500},"cancellationFeeThreshold":120"#))
    }

    @Test func leavesAnotherControlCharacterToJSONEncoder() {
        #expect(TurnLineWriter.lineBytes(record(user: "a bell \u{07} rings")) == nil)
        #expect(TurnLineWriter.lineBytes(record(user: "fine", said: "an escape \u{1B}")) == nil)
    }
}
