import Foundation
import GrammarWorkbench
import PhraseGrammar
import RideLanguage

/// Small grammars made for the tests, and the real one.
enum WorkbenchFixture {
    /// A grammar built from in-memory files ("rides.grammar" by default).
    static func grammar(_ files: [String: String], vocabulary: String? = nil, userVocabulary: UserVocabulary = .empty) throws -> WorkbenchGrammar {
        let sources = files.keys.sorted().map { GrammarSource(path: $0, text: files[$0] ?? "") }
        return try WorkbenchGrammar(
            sources: sources, vocabularyPath: vocabulary == nil ? nil : "AppIntentVocabulary.plist", vocabularyText: vocabulary,
            userVocabulary: userVocabulary)
    }

    static func grammar(_ text: String, vocabulary: String? = nil, userVocabulary: UserVocabulary = .empty) throws -> WorkbenchGrammar {
        try grammar(["rides.grammar": text], vocabulary: vocabulary, userVocabulary: userVocabulary)
    }

    /// A clean little ride grammar: no conflicts, every rule and list used.
    static let clean = """
        skip = please | um

        rule want = get | book | call
        rule ride_noun = cab | taxi | ride

        list ride_option
          Standard = standard | regular
          SUV = suv | xl | "ex el"

        list app_name
          Hail = hail

        wildcard place
          max = 4
          strip = the
          stop = for | with

        intent RequestRide
          trigger: <want> [me] [a | an] [{ride_option:rideOption}] <ride_noun>

        intent GetRideStatus
          trigger: where is my <ride_noun>

        global
          slot dropOff: to {place}
          slot partySize: for {number} [people]
          answer yes: yes | yeah
          filler: (ask | with) {app_name}
        """

    /// The checkout's Grammar/en-US.
    static let realDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Grammar/en-US")

    /// The checkout's default app, Apps/Hail.
    static let realApp = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Apps/Hail")
}
