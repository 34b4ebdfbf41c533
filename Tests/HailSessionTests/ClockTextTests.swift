import Foundation
import Testing
@testable import HailSession

/// `--clock TIME` and a transcript's `@clock TIME` read time through `ClockText`, so they accept
/// the same forms.
@Suite("Clock times as typed")
struct ClockTextTests {
    /// 9:00 AM on Monday 23 November 2026 in San Francisco (UTC-8).
    static let nineAM = Date(timeIntervalSince1970: 1_795_453_200)

    @Test(arguments: [
        "2026-11-23T09:00:00-08:00", "2026-11-23T17:00:00Z", "2026-11-23T09:00", "2026-11-23T09:00:00",
        "2026-11-23 09:00", "2026-11-23 09:00:00", " 2026-11-23T09:00 ",
    ])
    func everyFormNamesTheSameMoment(_ text: String) {
        #expect(ClockText.date(text) == Self.nineAM, "\(text)")
    }

    @Test func aLocalTimeIsReadInTheServicesZoneSummerTimeIncluded() {
        // 6:30:15 PM Pacific Daylight Time (UTC-7) on 4 July 2026.
        #expect(ClockText.date("2026-07-04 18:30:15") == Date(timeIntervalSince1970: 1_783_215_015))
    }

    @Test(arguments: ["", "tomorrow at nine", "2026-11-23", "09:00", "2026-13-01T09:00", "2026-11-23T25:00", "2026-03-08T02:30"])
    func textThatIsNotATimeIsRefused(_ text: String) {
        #expect(ClockText.date(text) == nil, "\(text)")
    }

    @Test func theExamplesAreTimesItReads() {
        #expect(ClockText.examples.contains("America/Los_Angeles"))
        #expect(ClockText.date("2026-11-23T09:00") != nil)
    }
}
