import ArgumentParser
import Foundation
import GrammarWorkbench

/// `hail lint`: what in the grammar makes it misread people, with file and line.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the grammar for synonyms with two meanings, overlaps, sound-alikes of numbers and function words, unreachable parts, missing references, failing IntentExamples and app-name collisions.",
        discussion: """
            Each finding names its file and line. Exits non-zero when any finding is an error. A finding that is meant \
            is accepted with a comment on its line: `# lint: allow KIND` in a grammar file, `<!-- lint: allow KIND -->` in \
            the vocabulary plist (kinds: \(LintFinding.Kind.allCases.map(\.rawValue).joined(separator: ", "))).
            """
    )

    @OptionGroup var workbench: WorkbenchOptions

    @Flag(name: .long, help: "One JSON object with every finding.")
    var json = false

    func run() throws {
        let report = GrammarLinter.lint(try workbench.text(), options: LintOptions(userVocabulary: try workbench.userVocabulary(), placeNames: workbench.placeNames))
        print(json ? report.json() : report.rendered())
        if report.hasErrors { throw ExitCode.failure }
    }
}
