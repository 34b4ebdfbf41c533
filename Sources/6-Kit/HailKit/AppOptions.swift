import ArgumentParser
import Foundation
import HailSession
import RideLanguage

/// `--app DIR`: the app Siri speaks for, in Xcode's layout (`Info.plist`,
/// `en.lproj/AppIntentVocabulary.plist`). Its name is said to the rider; its names and vocabulary
/// join Siri's language for the run.
struct AppOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Speak for the app in DIR: DIR/Info.plist names it (CFBundleDisplayName, INAlternativeAppNames), DIR/en.lproj/AppIntentVocabulary.plist (or en-US.lproj, Base.lproj) adds its ride options and phrases (default: the program's own app, or Hail's, Apps/Hail beside the grammar).", valueName: "DIR"))
    var app: String?

    /// The app's folder: `--app`'s, else the program's own, else the default beside `grammar`.
    func directory(grammar: URL) throws -> URL {
        if let app {
            return URL(fileURLWithPath: app, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        }
        if let own = CurrentProgram.identity.defaultApp { return own }
        guard let found = AppBundle.defaultDirectory(besideGrammar: grammar) else {
            throw ValidationError("Could not find the default app (\(AppBundle.defaultPath) beside the grammar's Grammar/ folder). Pass --app DIR, a folder holding Info.plist and en.lproj/AppIntentVocabulary.plist.")
        }
        return found
    }
}

extension SessionSettings {
    /// These settings speaking for the app in `folder`.
    func withApp(_ folder: URL) -> SessionSettings {
        var settings = self
        settings.appDirectory = folder
        return settings
    }
}
