import Foundation
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

    @Test func leavesAnotherControlCharacterToJSONEncoder() {
        #expect(TurnLineWriter.lineBytes(record(user: "a bell \u{07} rings")) == nil)
        #expect(TurnLineWriter.lineBytes(record(user: "fine", said: "an escape \u{1B}")) == nil)
    }
}
