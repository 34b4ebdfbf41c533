import Foundation
import RideLanguage

/// The real `Grammar/en-US`, found from this file's path and loaded once.
enum GrammarFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Grammar/en-US")

    static let grammar: RideGrammar = {
        do {
            return try RideGrammar.load(directory: directory)
        } catch {
            print(error)
            return try! RideGrammar.load(sources: [])
        }
    }()
}
