import SourceDiagnostics
import Testing
@testable import PhraseGrammar

/// Files parsed at once, on every core, come back in order, each as if parsed alone.
@Suite struct GrammarFilesParsingTests {
    /// Six files, together over the size parsed on one thread, two with a fault each.
    private static let sources: [GrammarSource] = (0..<6).map { file in
        var text = "global\n"
        for phrase in 0..<(40 + 30 * file) {
            text += "  answer f\(file)p\(phrase): (say | tell) [me] word\(phrase) and (more | less) \(file)\n"
        }
        if file == 1 || file == 4 { text += "  answer broken\(file): (unclosed\n" }
        return GrammarSource(path: "file\(file).grammar", text: text)
    }

    @Test func filesParsedAtOnceAreThoseParsedOneByOne() {
        #expect(Self.sources.reduce(0) { $0 + $1.text.utf8.count } >= GrammarFileParser.parallelThreshold)
        let together = GrammarFileParser.parse(Self.sources)
        #expect(together.count == Self.sources.count)
        for (source, parsed) in zip(Self.sources, together) {
            var alone = GrammarFileParser(source: source)
            alone.parse()
            #expect(parsed.file.path == source.path)
            #expect(parsed.file.phrases == alone.file.phrases)
            #expect(parsed.diagnostics.map(\.description) == alone.diagnostics.map(\.description))
        }
        #expect(together.map { $0.diagnostics.count } == [0, 1, 0, 0, 1, 0])
    }

    @Test func theFaultsOfEveryFileAreReportedInFileOrder() {
        #expect(throws: InvalidGrammar.self) { try GrammarDefinition.parse(Self.sources) }
        do {
            _ = try GrammarDefinition.parse(Self.sources)
        } catch {
            #expect(error.diagnostics.map(\.location.file) == ["file1.grammar", "file4.grammar"])
        }
    }
}
