import GrammarWorkbench
import RideLanguage
import Testing

struct CorpusComparisonTests {
    static let records = [
        CorpusRecord(text: "get me a cab in a van", intent: "RequestRide", slots: .init(rideOption: "SUV")),
        CorpusRecord(text: "book a cab to Oakland Van Rental", intent: "RequestRide", slots: .init(dropOff: "Oakland Van Rental")),
        CorpusRecord(text: "book a cab", intent: "RequestRide"),
    ]

    /// The clean grammar with a bare ride option phrase, so a synonym is found anywhere.
    static let base = WorkbenchFixture.clean + "\n  slot rideOption: [a | an] {ride_option}\n"
    /// "van" added as an SUV synonym: it helps "in a van" and hurts "Oakland Van Rental".
    static let withVan = base.replacingOccurrences(of: "SUV = suv | xl", with: "SUV = suv | van | xl")

    @Test func reportsAPlantedImprovementAndRegressionWithBeforeAndAfter() throws {
        let baseline = try WorkbenchFixture.grammar(Self.base).grammar
        let current = try WorkbenchFixture.grammar(Self.withVan).grammar
        let report = CorpusComparison.compare(Self.records, baseline: baseline, current: current)
        let better = try #require(report.changes.first { $0.verdict == .better })
        #expect(better.text == "get me a cab in a van")
        #expect(better.before == "intent=RequestRide")
        #expect(better.after == "intent=RequestRide rideOption=SUV")
        let worse = try #require(report.changes.first { $0.verdict == .worse })
        #expect(worse.text == "book a cab to Oakland Van Rental")
        #expect(worse.before == "intent=RequestRide dropOff=\"Oakland Van Rental\"")
        #expect(worse.after.contains("rideOption=SUV"))
        #expect(report.changes.count == 2)
    }

    @Test func showsTheChangeInEveryFigure() throws {
        let baseline = try WorkbenchFixture.grammar(Self.base).grammar
        let current = try WorkbenchFixture.grammar(Self.withVan).grammar
        let report = CorpusComparison.compare(Self.records, baseline: baseline, current: current)
        let exact = try #require(report.figures.first { $0.name == "dropOff exact" })
        #expect(exact.before.hits == 1)
        #expect(exact.after.hits == 0)
        #expect(report.rendered().contains("dropOff exact"))
        #expect(report.rendered().contains("worse (1):"))
    }

    @Test func findsNothingWhenTheGrammarsReadAlike() throws {
        let grammar = try WorkbenchFixture.grammar(WorkbenchFixture.clean).grammar
        let report = CorpusComparison.compare(Self.records, baseline: grammar, current: grammar)
        #expect(report.changes.isEmpty)
        #expect(report.rendered().hasPrefix("3 turns: 0 read differently"))
    }
}
