import ArgumentParser
import Foundation
import GrammarWorkbench
import RideLanguage

/// `hail sample`: sentences the grammar accepts, for review and as test seeds.
struct SampleCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "sample",
        abstract: "Print sentences the grammar accepts, made from each intent's triggers (the same seed gives the same sentences).",
        discussion: "Only sentences the whole grammar reads as their intent are printed; the others are counted (\(CurrentProgram.identity.commandName) overlap shows why)."
    ) }

    @Option(name: .long, help: ArgumentHelp("Only this intent (RequestRide, ListRideOptions, GetRideStatus, CancelRide, SendRideFeedback, OutOfDomain).", valueName: "NAME"))
    var intent: String?

    @Option(name: .short, parsing: .unconditional, help: ArgumentHelp("Sentences per intent.", valueName: "N"), transform: ArgumentValues.count)
    var n: Int = 10

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seed for the random choices.", valueName: "S"), transform: ArgumentValues.seed)
    var seed: UInt64 = 1

    @Flag(name: .long, help: "One JSON object a line: intent, text, rule.")
    var json = false

    @OptionGroup var workbench: WorkbenchOptions

    func run() throws {
        let grammar = try workbench.load()
        let intents = grammar.definition.intents
        if let intent, !intents.contains(intent) {
            throw ValidationError("--intent '\(intent)' is not an intent of this grammar: \(intents.joined(separator: ", ")).")
        }
        let sampler = PhraseSampler(grammar: grammar, wildcardTexts: ["place": workbench.samplePlaces])
        var rejected = 0
        for (index, name) in (intent.map { [$0] } ?? intents).enumerated() {
            let result = sampler.sentences(forIntent: name, count: max(0, n), seed: seed &+ UInt64(index))
            rejected += result.rejected
            for sentence in result.sentences {
                if json {
                    print("{\"intent\": \(JSONText.quote(name)), \"text\": \(JSONText.quote(sentence.text)), \"rule\": \(JSONText.quote(sentence.rule))}")
                } else {
                    print("\(name.padding(toLength: 17, withPad: " ", startingAt: 0)) \(sentence.text)")
                }
            }
        }
        if rejected > 0, !json {
            print("(\(rejected) generated sentence\(rejected == 1 ? " was" : "s were") read as another intent and left out; see \(CurrentProgram.identity.commandName) overlap)")
        }
    }
}
