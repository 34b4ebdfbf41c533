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
