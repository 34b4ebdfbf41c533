#if canImport(Foundation)
import Foundation
#endif
import PhraseGrammar
import RideIntents
import SourceDiagnostics

/// The ride language: the phrase grammar in `Grammar/en-US` bound to the ride-booking intents,
/// with an app's names and vocabulary merged in (its folder, `AppBundle`). Turns free text into
/// an `Understanding`.
///
///     let grammar = try RideGrammar.load(directory: url, app: appFolder)
///     grammar.understand("get me a cab to SFO, 4 of us").slots.partySize  // 4
public struct RideGrammar: Sendable {
    /// The compiled grammar with the user's vocabulary merged in.
    private(set) var compiled: CompiledGrammar
    /// The user's saved places and payment nicknames currently merged in.
    public private(set) var userVocabulary: UserVocabulary
    /// Example utterances per intent from `AppIntentVocabulary.plist` (IntentPhrases).
    public private(set) var intentExamples: [IntentKind: [String]]
    /// The app's name as Siri says it (`CFBundleDisplayName`, else `CFBundleName`); nil when the
    /// grammar was loaded without an app.
    public private(set) var appName: String?
    /// Every file loaded, grammar files first.
    public private(set) var describedSources: [String]
    /// Whether the grammar came from a `GrammarCache` or was compiled (nil: no cache was asked for).
    public internal(set) var cacheOutcome: GrammarCache.Outcome?
    /// What each phrase stands for, by phrase index (the phrases never change after loading).
    private let meanings: [PhraseMeaning]
    /// This grammar with the user vocabularies asked for lately, shared by its copies (a grammar
    /// made with a vocabulary starts a box of its own, so none holds itself).
    private var withVocabulary = UserVocabularyGrammars()

    init(compiled: CompiledGrammar, intentExamples: [IntentKind: [String]] = [:], appName: String? = nil, sources: [String]) {
        self.compiled = compiled
        // NB: the headings, not `definition`: the meanings need no expression, and reading a
        // cached grammar's expressions was about a fifth of a cold start (callgrind).
        self.meanings = compiled.phraseHeadings.map(PhraseMeaning.init)
        self.userVocabulary = .empty
        self.intentExamples = intentExamples
        self.appName = appName
        self.describedSources = sources
    }

    // MARK: - Loading

    /// Loads every `*.grammar` file of `directory` with the app in `app` (its `Info.plist` and
    /// `<locale>.lproj/AppIntentVocabulary.plist`, see `AppBundle`; no app when nil). With a
    /// `cache`, the grammar compiled from these very files is read from disk when it was saved
    /// before, and saved when it was not (`cacheOutcome` says which).
    /// - Throws: `GrammarLoadError` with every fault found.
    public static func load(directory: URL, app: URL?, cache: GrammarCache? = nil) throws(GrammarLoadError) -> RideGrammar {
        if let cache { return try cache.load(directory: directory, app: app) }
        return try GrammarDirectoryContents.read(directory: directory, app: app).compile()
    }

    /// Loads the grammar of `directory` with the default app beside it
    /// (`AppBundle.defaultDirectory(besideGrammar:)`, Hail's own simulated service).
    public static func load(directory: URL, cache: GrammarCache? = nil) throws(GrammarLoadError) -> RideGrammar {
        try load(directory: directory, app: AppBundle.defaultDirectory(besideGrammar: directory), cache: cache)
    }

    /// Compiles grammar text given in memory (tests, tools), optionally with a vocabulary and the
    /// app's names. List synonyms written as acronyms ("SUV") are also accepted spelled out.
    public static func load(
        sources: [GrammarSource], vocabulary: AppIntentVocabulary? = nil, appInfo: AppInfo? = nil
    ) throws(GrammarLoadError) -> RideGrammar {
        try load(sources: sources) { () throws(GrammarLoadError) in (vocabulary, appInfo) }
    }

    /// Compiles grammar text with the vocabulary and the app's names `propertyLists` gives, asked
    /// for once the grammar files are parsed, so they may be read meanwhile. When the files have
    /// faults, a fault in the property lists is thrown rather than theirs, as if read first.
    static func load(
        sources: [GrammarSource], propertyLists: () throws(GrammarLoadError) -> (vocabulary: AppIntentVocabulary?, appInfo: AppInfo?)
    ) throws(GrammarLoadError) -> RideGrammar {
        let parsed: GrammarDefinition
        let checks: PendingGrammarChecks
        do throws(InvalidGrammar) {
            // NB: the definition's checks run on another core while it is compiled; their faults,
            // if any, are thrown first, as if they had stopped the compile.
            (parsed, checks) = try GrammarDefinition.parseCheckingAside(sources, schema: RideGrammarSchema.schema)
        } catch {
            _ = try propertyLists()
            throw GrammarLoadError(diagnostics: error.diagnostics)
        }
        let (vocabulary, appInfo) = try propertyLists()
        do throws(InvalidGrammar) {
            var definition = SpokenLetters.spellingOutAcronyms(in: parsed, sources: sources)
            var loaded = sources.map(\.path)
            if let vocabulary {
                vocabulary.merge(into: &definition)
                loaded.append(vocabulary.path)
            }
            if let appInfo {
                appInfo.merge(into: &definition)
                loaded.append(appInfo.path)
            }
            let compiled: CompiledGrammar
            do throws(InvalidGrammar) {
                compiled = try CompiledGrammar(definition: definition, sources: sources)
            } catch {
                try checks.wait()
                throw error
            }
            try checks.wait()
            return RideGrammar(compiled: compiled, intentExamples: vocabulary?.intentExamples ?? [:], appName: appInfo?.displayName, sources: loaded)
        } catch {
            throw GrammarLoadError(diagnostics: error.diagnostics)
        }
    }

    /// Where the en-US grammar is: `Grammar/en-US` in `cwd` or a folder above it; else
    /// `<executable dir>/../share/hail/Grammar/en-US`; else the checkout this file was built from.
    public static func defaultDirectory(startingAt cwd: URL) -> URL? {
        let fileManager = FileManager.default
        func isGrammar(_ url: URL) -> Bool {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
            return (try? fileManager.contentsOfDirectory(atPath: url.path))?.contains { $0.hasSuffix(".grammar") } ?? false
        }
        var folder = cwd.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent("Grammar/en-US")
            if isGrammar(candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let installed = executable.deletingLastPathComponent().appendingPathComponent("../share/hail/Grammar/en-US").standardizedFileURL
            if isGrammar(installed) { return installed }
        }
        // #filePath is <checkout>/Sources/2-Domain/RideLanguage/RideGrammar.swift.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let built = checkout.appendingPathComponent("Grammar/en-US")
        return isGrammar(built) ? built : nil
    }

    // MARK: - Understanding

    /// What the grammar makes of one utterance. With `expecting:` set, phrases of that `expect`
    /// block take part, so a bare answer ("SFO", "3") is read as the value asked for. Pure and
    /// total: never fails, whatever the input.
    public func understand(_ text: String, expecting: DialogExpectation? = nil) -> Understanding {
        var understanding = Understanding.nothingYet(of: text)
        compiled.withParse(text, expectations: expecting.map { [$0.grammarName] } ?? [], into: &understanding) { [meanings] parse, understanding in
            UnderstandingBuilder.fill(&understanding, from: parse, meanings: meanings, expectingNothing: expecting == nil)
        }
        return understanding
    }

    // MARK: - User vocabulary

    /// This grammar with the user's saved place names and payment nicknames as list entries
    /// (replacing any given before).
    public func withUserVocabulary(_ vocabulary: UserVocabulary) -> RideGrammar {
        if vocabulary == userVocabulary { return self }
        // NB: the grammar made for a vocabulary is kept and handed out again: every session
        // starts with its profile's vocabulary, and rebuilding the lists and the tables matching
        // reads was 8% of `hail replay` (perf), where most transcripts share one profile.
        if let known = withVocabulary.grammar(for: vocabulary) { return known }
        let made = madeWithUserVocabulary(vocabulary)
        withVocabulary.keep(made, for: vocabulary)
        return made
    }

    private func madeWithUserVocabulary(_ vocabulary: UserVocabulary) -> RideGrammar {
        var copy = self
        copy.withVocabulary = UserVocabularyGrammars()
        copy.userVocabulary = vocabulary
        copy.compiled = compiled.replacingExtraEntries([
            RideGrammarSchema.savedPlaceList: vocabulary.placeNames.compactMap { CompiledGrammar.entry(value: $0, phrase: $0) },
            RideGrammarSchema.paymentNicknameList: vocabulary.paymentNicknames.compactMap { CompiledGrammar.entry(value: $0, phrase: $0) },
        ])
        return copy
    }

    // MARK: - Vocabulary for completion and help

    /// The canonical ride option names (Compact, Standard, Shared, SUV, Luxury), in grammar order.
    public var rideOptionNames: [String] {
        compiled.values(ofList: RideGrammarSchema.rideOptionList)
    }

    /// The ways a ride option can be said ("pool", "shared ride", "carpool" for Shared).
    public func synonyms(of rideOption: String) -> [String] {
        compiled.synonyms(ofList: RideGrammarSchema.rideOptionList, value: rideOption)
    }
}
