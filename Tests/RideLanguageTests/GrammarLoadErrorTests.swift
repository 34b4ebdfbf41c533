import Foundation
import Testing
import PhraseGrammar
@testable import RideLanguage

@Suite struct GrammarLoadErrorTests {
    @Test func reportsEveryFaultOfABrokenGrammarDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hail-grammar-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "intent RequestRid\n  trigger: cab\nglobal\n  slot dropOf = x: to cab\n".write(
            to: directory.appendingPathComponent("broken.grammar"), atomically: true, encoding: .utf8)
        do {
            _ = try RideGrammar.load(directory: directory)
            Issue.record("a broken grammar loaded")
        } catch {
            #expect(error.diagnostics.count == 2)
            #expect(error.description.contains("broken.grammar:1:8: error: unknown intent 'RequestRid'; did you mean 'RequestRide'?"))
            #expect(error.description.contains("broken.grammar:4:3: error: unknown slot 'dropOf'; did you mean 'dropOff'?"))
            #expect(error.description.contains(" 4 |   slot dropOf = x: to cab"))
        }
    }
}
