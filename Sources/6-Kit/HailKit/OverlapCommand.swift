import ArgumentParser
import Foundation
import GrammarWorkbench

/// `hail overlap`: sampled sentences the grammar reads otherwise, by the pair of rules that collide.
struct OverlapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overlap",
        abstract: "Sample sentences from every phrase and report those the whole grammar reads as another intent, through another rule or with other values, grouped by the pair of rules that collide; then near-misses (a table, a train) taken for ride requests.",
        discussion: "Exits non-zero when a near-miss is taken for a ride request."
    )

    @Option(name: .short, parsing: .unconditional, help: ArgumentHelp("Sentences per phrase.", valueName: "N"), transform: ArgumentValues.count)
    var n: Int = 5

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seed for the random choices.", valueName: "S"), transform: ArgumentValues.seed)
    var seed: UInt64 = 1

    @Flag(name: .long, help: "One JSON object with the collisions and near-misses.")
    var json = false

    @OptionGroup var workbench: WorkbenchOptions

    func run() throws {
        let report = OverlapFinder(grammar: try workbench.load(), places: workbench.samplePlaces).find(perPhrase: n, seed: seed)
        print(json ? report.json() : report.rendered())
        if !report.acceptedNearMisses.isEmpty { throw ExitCode.failure }
    }
}
