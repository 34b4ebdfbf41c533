import ArgumentParser
import Foundation
import GrammarWorkbench
import RideLanguage
import RideSimulation

/// Options the workbench commands share: the grammar, optionally a profile whose saved places
/// and payment nicknames join the grammar as the user's vocabulary, and the service's map, whose
/// places are checked against the grammar's words.
struct WorkbenchOptions: ParsableArguments {
    @OptionGroup var grammar: GrammarOptions

    @OptionGroup var map: MapOptions

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

    /// The names and aliases of the places the service knows, for collisions with list synonyms
    /// and app names: the map's (`--map`), else the built-in Bay Area's.
    var placeNames: [String] { map.map?.gazetteer.names ?? Gazetteer.bundled.names }

    /// What a sampled sentence names as a place (`{place}`): the names and aliases of the map's
    /// places in its service area (`--map`), else the sampler's Bay Area places.
    var samplePlaces: [String] {
        guard let places = map.map?.gazetteer.places.filter(\.isInServiceArea).flatMap(\.allNames), !places.isEmpty else {
            return PhraseSampler.defaultPlaces
        }
        return places
    }
}
