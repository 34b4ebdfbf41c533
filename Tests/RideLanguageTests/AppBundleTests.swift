import Foundation
import Testing
@testable import RideLanguage

/// An app folder made for one test, removed afterwards.
private struct ScratchApp: ~Copyable {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func copy(_ path: String, from app: URL) throws {
        try write(String(contentsOf: app.appendingPathComponent(path), encoding: .utf8), to: path)
    }
}

@Suite struct AppBundleTests {
    static let pedicab = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Apps/Pedicab")
    static let vocabularyPath = "en.lproj/AppIntentVocabulary.plist"

    @Test func readsTheNamesAndVocabularyOfAnAppInXcodesLayout() throws {
        let app = try AppBundle.read(directory: Self.pedicab)
        #expect(app.info.displayName == "Pedicab")
        #expect(app.info.bundleIdentifier == "com.example.pedicab")
        #expect(app.info.alternativeNames.map(\.name) == ["Pedal Cab"])
        #expect(app.vocabulary?.rideOptions.map(\.identifier) == ["Shared", "SUV"])
        #expect(app.vocabulary?.path.hasSuffix(Self.vocabularyPath) == true)
    }

    @Test func theAppsProductNamesAndNamesAreHeardAndItsNameIsKept() throws {
        let grammar = try RideGrammar.load(directory: GrammarFixture.directory, app: Self.pedicab)
        #expect(grammar.appName == "Pedicab")
        #expect(grammar.understand("book a tandem to SFO with pedicab").slots.rideOption?.vocabularyIdentifier == "Shared")
        #expect(grammar.understand("ask pedal cab for a cargo trike to Oakland").slots.rideOption?.vocabularyIdentifier == "SUV")
        // Hail's own product names are Hail's app's, not the language's.
        #expect(grammar.understand("a hailclassic to SFO").slots.rideOption?.vocabularyIdentifier == nil)
        #expect(grammar.intentExamples[.requestRide]?.first == "Get me a Tandem to SFO with Pedicab")
    }

    @Test func hailsOwnAppIsTheDefaultBesideTheGrammar() throws {
        let grammar = try RideGrammar.load(directory: GrammarFixture.directory)
        #expect(grammar.appName == "Hail")
        #expect(AppBundle.defaultDirectory(besideGrammar: GrammarFixture.directory)?.standardizedFileURL == GrammarFixture.app.standardizedFileURL)
        #expect(grammar.understand("a hailclassic to SFO").slots.rideOption?.vocabularyIdentifier == "Standard")
    }

    @Test func theMostSpecificLanguageFolderIsRead() throws {
        let scratch = try ScratchApp()
        try scratch.copy("Info.plist", from: Self.pedicab)
        try scratch.copy(Self.vocabularyPath, from: Self.pedicab)
        try scratch.write(try String(contentsOf: Self.pedicab.appendingPathComponent(Self.vocabularyPath), encoding: .utf8)
            .replacingOccurrences(of: "Tandem", with: "Twosome"), to: "en-US.lproj/AppIntentVocabulary.plist")
        #expect(AppBundle.vocabularyFile(in: scratch.folder)?.path.hasSuffix("en-US.lproj/AppIntentVocabulary.plist") == true)
        #expect(try AppBundle.read(directory: scratch.folder).vocabulary?.rideOptions.first?.phrases == ["Twosome"])
    }

    @Test func aBaseLocalizationIsReadWhenNoEnglishOneIsGiven() throws {
        let scratch = try ScratchApp()
        try scratch.copy("Info.plist", from: Self.pedicab)
        try scratch.copy(Self.vocabularyPath, from: Self.pedicab)
        try FileManager.default.moveItem(at: scratch.folder.appendingPathComponent("en.lproj"), to: scratch.folder.appendingPathComponent("Base.lproj"))
        #expect(try AppBundle.read(directory: scratch.folder).vocabulary?.rideOptions.count == 2)
    }

    @Test func anAppWithoutAVocabularyHasOnlyItsNames() throws {
        let scratch = try ScratchApp()
        try scratch.copy("Info.plist", from: Self.pedicab)
        let app = try AppBundle.read(directory: scratch.folder)
        #expect(app.vocabulary == nil)
        #expect(app.info.displayName == "Pedicab")
    }

    @Test func aMissingInfoPlistIsNamedWithItsPath() throws {
        let scratch = try ScratchApp()
        try scratch.copy(Self.vocabularyPath, from: Self.pedicab)
        let error = try #require(throws: GrammarLoadError.self) { try AppBundle.read(directory: scratch.folder) }
        #expect(error.description.hasPrefix("\(scratch.folder.path)/Info.plist:1:1: error: the app has no Info.plist"))
    }

    @Test func aFolderThatIsNotThereIsNamed() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("hail-no-app-\(UUID().uuidString)")
        let error = try #require(throws: GrammarLoadError.self) { try RideGrammar.load(directory: GrammarFixture.directory, app: missing) }
        #expect(error.description.hasPrefix("\(missing.path):1:1: error: there is no app folder here"))
    }

    @Test func aVocabularyBesideInfoPlistIsRefusedWithWhereItBelongs() throws {
        let scratch = try ScratchApp()
        try scratch.copy("Info.plist", from: Self.pedicab)
        try scratch.write("<plist version=\"1.0\"><dict/></plist>\n", to: "AppIntentVocabulary.plist")
        let error = try #require(throws: GrammarLoadError.self) { try AppBundle.read(directory: scratch.folder) }
        #expect(error.description.contains("AppIntentVocabulary.plist:1:1: error: the vocabulary is beside Info.plist, where Siri does not read it"))
        #expect(error.description.contains("en.lproj/AppIntentVocabulary.plist"))
    }

    @Test func aMalformedVocabularyNamesItsFileLineAndColumn() throws {
        let scratch = try ScratchApp()
        try scratch.copy("Info.plist", from: Self.pedicab)
        try scratch.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>ParameterVocabularies</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>ParameterNames</key>
            \t\t\t<array><string>INRequestRideIntent.rideOptionNme</string></array>
            \t\t\t<key>ParameterVocabulary</key><array/>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>
            """, to: Self.vocabularyPath)
        let error = try #require(throws: GrammarLoadError.self) { try RideGrammar.load(directory: GrammarFixture.directory, app: scratch.folder) }
        #expect(error.description.hasPrefix(
            "\(scratch.folder.path)/en.lproj/AppIntentVocabulary.plist:8:19: error: unsupported parameter 'INRequestRideIntent.rideOptionNme'; did you mean 'INRequestRideIntent.rideOptionName'?"))
    }

    @Test func aMalformedInfoPlistNamesItsLine() throws {
        let scratch = try ScratchApp()
        try scratch.write("<plist version=\"1.0\">\n<dict>\n  <key>CFBundleName</key>\n  <strin>Pedicab</string>\n</dict>\n</plist>\n", to: "Info.plist")
        let error = try #require(throws: GrammarLoadError.self) { try AppBundle.read(directory: scratch.folder) }
        #expect(error.description.hasPrefix("\(scratch.folder.path)/Info.plist:4:3: error: the Info.plist is not a valid property list"))
    }

    @Test func anAppsPlistInTheGrammarFolderIsRefused() throws {
        let scratch = try ScratchApp()
        try scratch.write("global\n  answer yes: yes\n", to: "a.grammar")
        try scratch.copy(Self.vocabularyPath, from: Self.pedicab)
        try FileManager.default.moveItem(
            at: scratch.folder.appendingPathComponent(Self.vocabularyPath), to: scratch.folder.appendingPathComponent("AppIntentVocabulary.plist"))
        let error = try #require(throws: GrammarLoadError.self) { try RideGrammar.load(directory: scratch.folder, app: Self.pedicab) }
        #expect(error.description.hasPrefix("\(scratch.folder.path)/AppIntentVocabulary.plist:1:1: error: AppIntentVocabulary.plist is the app's, not the language's"))
    }
}
