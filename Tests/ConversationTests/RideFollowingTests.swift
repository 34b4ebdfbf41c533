import Foundation
import RideIntents
import Testing
@testable import Conversation

@Suite("Following a ride live")
struct RideFollowingTests {
    func booked() throws -> EngineFixture {
        let fixture = try EngineFixture()
        fixture.say("a standard to the Castro", "yes")
        return fixture
    }

    @Test func followingShowsTheStatusAtOnceThenEachUpdateAsItComesDue() throws {
        let fixture = try booked()
        let turn = fixture.engine.followRide()
        #expect(turn.text.contains("Following ride"))
        #expect(turn.said.last?.hasPrefix("[9:00:00 AM]") == true)
        fixture.clock.advance(by: 40)
        fixture.service.tick()
        let updates = fixture.engine.takeRideUpdates()
        #expect(updates.map { String($0.line.prefix(13)) } == ["[9:00:20 AM] ", "[9:00:40 AM] "])
        #expect(fixture.engine.isFollowingRide)
    }

    @Test func aPhaseChangeIsNamed() throws {
        let fixture = try booked()
        _ = fixture.engine.followRide()
        fixture.clock.advance(by: 60)
        fixture.service.tick()
        let change = fixture.engine.takeRideUpdates().first(where: \.isChange)
        #expect(change?.line.contains("Approaching pickup:") == true)
    }

    @Test func followingEndsWithTheCompletion() throws {
        let fixture = try booked()
        _ = fixture.engine.followRide()
        fixture.clock.advance(by: 3600)
        fixture.service.tick()
        let updates = fixture.engine.takeRideUpdates()
        #expect(updates.last?.line.contains("Completed:") == true)
        #expect(!fixture.engine.isFollowingRide)
    }

    @Test func keepMePostedAndStopTheUpdatesAreUnderstood() throws {
        let fixture = try booked()
        #expect(fixture.say("keep me posted").text.contains("Following ride"))
        #expect(fixture.say("stop the updates").text == "OK, no more updates.")
        #expect(!fixture.engine.isFollowingRide)
    }

    @Test func interruptStopsTheUpdatesWhenNothingElseIsUnderWay() throws {
        let fixture = try booked()
        _ = fixture.engine.followRide()
        #expect(fixture.engine.interrupt().text == "OK, no more updates.")
        #expect(!fixture.engine.isFollowingRide)
    }

    @Test func withNoRideThereIsNothingToFollow() throws {
        let fixture = try EngineFixture()
        #expect(fixture.engine.followRide().text.hasPrefix("You don't have a ride under way to follow."))
        #expect(!fixture.engine.isFollowingRide)
    }

    @Test func aLongRunOfRoutineUpdatesIsShortenedToItsEnds() {
        let start = Date(timeIntervalSince1970: 1_795_453_200)
        let routine = (1...6).map { RideUpdate(line: "u\($0)", date: start.addingTimeInterval(Double($0) * 20), isChange: false) }
        let change = RideUpdate(line: "change", date: start.addingTimeInterval(140), isChange: true)
        #expect(RideUpdate.lines(for: routine + [change])
            == ["u1", "  … 4 more updates, one every 20 seconds …", "u6", "change"])
        #expect(RideUpdate.lines(for: Array(routine.prefix(3))) == ["u1", "u2", "u3"])
    }
}
