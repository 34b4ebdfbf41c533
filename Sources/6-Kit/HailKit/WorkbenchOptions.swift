import ArgumentParser
import Foundation
import GrammarWorkbench
import RideLanguage
import RideSimulation

/// Options the workbench commands share: the grammar, and optionally a profile whose saved places
/// and payment nicknames join the grammar as the user's vocabulary.
struct WorkbenchOptions: ParsableArguments {
    @OptionGroup var grammar: GrammarOptions

    @Option(name: .long, help: ArgumentHelp("Add this profile's saved places and payment nicknames as user vocabulary (standard, no-saved-places, single-card).", valueName: "NAME"))
    var profile: String?

    /// The profile's vocabulary, as a session would add it.
    func userVocabulary() throws -> UserVocabulary {
        guard let profile else { return .empty }
        guard let found = UserProfile.named(profile) else {
            throw ValidationError("--profile '\(profile)' is not a profile. Known profiles: \(UserProfile.knownNames.joined(separator: ", ")).")
        }
        return UserVocabulary(
            placeNames: found.savedPlaces.flatMap { [$0.name] + $0.aliases },
            paymentNicknames: found.paymentMethods.compactMap(\.nickname))
    }

    /// The grammar directory's text, with the app's (`--app`, or the default).
    func text() throws -> GrammarDirectoryText {
        do {
            return try GrammarDirectoryText.read(directory: try grammar.directory(), app: try grammar.appDirectory())
        } catch let error as GrammarLoadError {
            throw CommandFailure("\(error)")
        }
    }

    /// The grammar, compiled with the user vocabulary.
    func load() throws -> WorkbenchGrammar {
        let text = try text()
        do {
            return try WorkbenchGrammar(text: text, userVocabulary: try userVocabulary())
        } catch let error as GrammarLoadError {
            throw CommandFailure("\(error)")
        }
    }

    /// The simulated service's place names, for collisions with list synonyms and app names.
    static var placeNames: [String] { Gazetteer.bundled.names }
}
