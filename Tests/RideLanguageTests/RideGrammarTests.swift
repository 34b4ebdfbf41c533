import Foundation
import Testing
@testable import RideLanguage

@Suite struct RideGrammarTests {
    @Test func loadsEveryGrammarFileAndTheVocabulary() throws {
        let grammar = try GrammarFixture.grammar()
        let names = grammar.describedSources.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names.contains("common.grammar"))
        #expect(names.contains("request.grammar"))
        #expect(names.suffix(2) == ["AppIntentVocabulary.plist", "Info.plist"])
    }

    @Test func listsCanonicalRideOptionsAndTheirSynonyms() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.rideOptionNames == ["Compact", "Standard", "Shared", "SUV", "Luxury"])
        let shared = grammar.synonyms(of: "Shared")
        #expect(shared.contains("pool"))
        #expect(shared.contains("carpool"))
        #expect(shared.contains("shared ride"))
        #expect(grammar.synonyms(of: "SUV").contains("xl"))
        #expect(grammar.synonyms(of: "Nope").isEmpty)
    }

    @Test func findsTheGrammarWalkingUpFromAFolderInside() throws {
        let inside = GrammarFixture.directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/2-Domain")
        let found = try #require(RideGrammar.defaultDirectory(startingAt: inside))
        #expect(found.standardizedFileURL.path == GrammarFixture.directory.standardizedFileURL.path)
    }

    @Test func fallsBackToTheCheckoutItWasBuiltFrom() throws {
        let found = try #require(RideGrammar.defaultDirectory(startingAt: URL(fileURLWithPath: "/")))
        #expect(found.lastPathComponent == "en-US")
    }
}
