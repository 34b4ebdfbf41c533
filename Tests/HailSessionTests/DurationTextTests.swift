import Testing
@testable import HailSession

@Suite("Durations as typed")
struct DurationTextTests {
    @Test func unitsAddUp() {
        #expect(DurationText.seconds("90s") == 90)
        #expect(DurationText.seconds("5m") == 300)
        #expect(DurationText.seconds("1h 30m") == 5400)
        #expect(DurationText.seconds("2m30s") == 150)
    }

    /// Found while testing the redactor: `:advance 99999999999999999999h` trapped converting the seconds to Int.
    @Test func aDurationBeyondTenThousandYearsIsRefusedWithAReason() throws {
        let seconds = try #require(DurationText.seconds("99999999999999999999h"))
        #expect(DurationText.tooLong(seconds) == "The clock moves at most 10,000 years (87600000h) at a time.")
        #expect(DurationText.tooLong(87_600_000 * 3600) == nil)
        #expect(DurationText.describe(seconds) == "87600000h", "described without trapping")
        #expect(DurationText.describe(.infinity) == "87600000h")
        #expect(DurationText.describe(.nan) == "0s")
        #expect(MetaCommand.parse(":advance 99999999999999999999h") == .failure(SessionError("The clock moves at most 10,000 years (87600000h) at a time.")))
    }

    @Test func textThatIsNotADurationIsRefused() {
        for text in ["", "5", "m", "5x", "soon", "-5m", "٣m"] {
            #expect(DurationText.seconds(text) == nil, "\(text)")
        }
    }

    @Test func durationsAreDescribedAsTheyAreTyped() {
        #expect(DurationText.describe(5400) == "1h30m")
        #expect(DurationText.describe(45) == "45s")
        #expect(DurationText.describe(0) == "0s")
    }
}
