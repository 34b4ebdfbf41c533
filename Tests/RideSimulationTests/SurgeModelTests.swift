import Foundation
import Testing
@testable import RideSimulation

@Suite("Surge")
struct SurgeModelTests {
    @Test func thereIsNoSurgeOutsidePeakHours() {
        let model = SurgeModel(seed: 3)
        for hour in [0, 5, 11, 13, 20, 23] {
            let date = TestSupport.date("2026-11-23T\(hour < 10 ? "0" : "")\(hour):15:00-08:00")
            #expect(model.multiplierTenths(at: date) == 10)
        }
    }

    @Test func peakHalfHoursDrawFromTheSeedRepeatably() {
        let start = TestSupport.date("2026-11-23T07:00:00-08:00")
        let draws = (0..<6).map { SurgeModel(seed: 9).multiplierTenths(at: start.addingTimeInterval(Double($0) * 1800)) }
        let again = (0..<6).map { SurgeModel(seed: 9).multiplierTenths(at: start.addingTimeInterval(Double($0) * 1800)) }
        #expect(draws == again)
        #expect(draws.allSatisfy { [10, 12, 15].contains($0) })
    }

    @Test func someSeedSurgesAtPeakAndTheLabelReadsAsAMultiplier() {
        let date = TestSupport.date("2026-11-23T08:00:00-08:00")
        let values = Set((0..<64).map { SurgeModel(seed: UInt64($0)).multiplierTenths(at: date) })
        #expect(values == [10, 12, 15])
        #expect(SurgeModel.label(tenths: 15) == "1.5×")
    }
}
