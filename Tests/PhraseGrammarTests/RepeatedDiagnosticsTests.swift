import Testing
import PhraseGrammar
import SourceDiagnostics

/// Issue 14: a line of thousands of empty alternatives once took quadratic time (each fault
/// copied the whole line) and wrote one diagnostic per '|'. Now the faults cost their number and
/// the listing shows the first few, then "… and N more".
@Suite struct RepeatedDiagnosticsTests {
    func invalid(_ text: String) throws -> InvalidGrammar {
        do {
            _ = try CompiledGrammar(sources: [GrammarSource(path: "test.grammar", text: text)])
        } catch {
            return error
        }
        throw InvalidGrammar(diagnostics: [])
    }

    /// 100,000 '|' on one line: quadratic, this took minutes and gigabytes; linear, well under a second.
    @Test func aLineOfEmptyAlternativesIsListedInAScreenful() throws {
        let count = 100_000
        let error = try invalid("global\n  answer yes: " + String(repeating: "| ", count: count) + "\n")
        #expect(error.diagnostics.count > count / 2)
        let text = error.description
        #expect(text.components(separatedBy: "error: empty alternative").count - 1 == DiagnosticListing.repeatLimit)
        #expect(text.hasSuffix("\n" + DiagnosticListing.moreLine(error.diagnostics.count - DiagnosticListing.shown(error.diagnostics).shown.count)))
        #expect(text.utf8.count < 10_000)
    }

    @Test func aNonASCIILineOfFaultsIsLinearToo() throws {
        let error = try invalid("global\n  answer yes: café " + String(repeating: "| ) ", count: 50_000) + "\n")
        #expect(error.diagnostics.count >= 50_000)
        #expect(error.diagnostics.map(\.location.column).max() == 20 + 4 * 49_999 + 2, "columns count scalars: 'é' is one")
    }

    @Test func differentFaultsAreEachShownUpToTheLimit() {
        let diagnostics = (0..<30).map { SourceDiagnostic(at: SourceLocation(file: "f", line: $0 + 1, column: 1), message: "fault \($0 % 10)") }
        let (shown, more) = DiagnosticListing.shown(diagnostics)
        #expect(shown.count == DiagnosticListing.shownLimit)
        #expect(more == 10)
        #expect(DiagnosticListing.text(diagnostics).hasSuffix("\n… and 10 more"))
        #expect(DiagnosticListing.moreLine(4_997) == "… and 4,997 more")
        #expect(DiagnosticListing.text(Array(diagnostics.prefix(2))) == diagnostics.prefix(2).map(\.description).joined(separator: "\n"))
    }
}
