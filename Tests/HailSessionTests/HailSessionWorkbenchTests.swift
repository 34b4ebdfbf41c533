import Foundation
import Testing
@testable import HailSession

@Suite struct HailSessionWorkbenchTests {
    func session() throws -> HailSession {
        try HailSession(settings: SessionSettings(clock: .manual(start: SessionSettings.referenceDate), seed: 3, grammarDirectory: HailSessionTests.grammar))
    }

    @Test func whyNamesTheRuleAndSynonymBehindTheLastThingSaid() throws {
        let hail = try session()
        _ = hail.handle(line: "get me an XL to SFO")
        let why = hail.handle(line: ":why").text
        #expect(why.hasPrefix("\"get me an XL to SFO\" → intent=RequestRide dropOff=\"SFO\" rideOption=SUV"))
        #expect(why.contains("request.grammar:"))
        #expect(why.contains("{ride_option} (xl | ex el | x l) → SUV (common.grammar:"), "the entry, with the spelled-out forms Hail adds")
    }

    @Test func whyReadsAnAnswerWithTheExpectationItWasHeardUnder() throws {
        let hail = try session()
        _ = hail.handle(line: "get me a cab")
        _ = hail.handle(line: "SFO")
        #expect(hail.handle(line: ":why").text.hasPrefix("\"SFO\" (while expecting dropOff) → dropOff=\"SFO\""))
    }

    @Test func whyBeforeAnythingIsSaidSaysSo() throws {
        #expect(try session().handle(line: ":why").text == "Nothing said yet: :why explains the last thing you said.")
    }

    @Test func coverageCountsThisSessionsTurns() throws {
        let hail = try session()
        _ = hail.handle(line: "get me an XL to SFO")
        let coverage = hail.handle(line: ":coverage").text
        #expect(coverage.hasPrefix("1 utterances, 1 phrase matches"))
        #expect(coverage.contains("RequestRide"))
    }

    @Test func lintChecksTheGrammarWithTheProfilesVocabulary() throws {
        #expect(try session().handle(line: ":lint").text.hasPrefix("0 errors, 0 warnings"))
    }

    @Test func theWorkbenchCommandsParse() throws {
        #expect(try MetaCommand.parse(":lint").get() == .lint)
        #expect(try MetaCommand.parse(":coverage").get() == .coverage)
        #expect(try MetaCommand.parse(":why").get() == .why)
    }
}
