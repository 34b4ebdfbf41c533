#if canImport(Foundation)
import Foundation
#endif
import SourceDiagnostics

/// Reads the `*.grammar` files of a directory.
public enum GrammarSources {
    /// The grammar files of `directory`, sorted by name; throws when none can be read.
    public static func read(directory: URL) throws(InvalidGrammar) -> [GrammarSource] {
        let path = directory.path
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".grammar") }.sorted()
        } catch {
            throw InvalidGrammar(diagnostics: [SourceDiagnostic(
                at: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the grammar directory",
                expected: "expected a directory of .grammar files")])
        }
        guard !names.isEmpty else {
            throw InvalidGrammar(diagnostics: [SourceDiagnostic(
                at: SourceLocation(file: path, line: 1, column: 1), message: "no .grammar files in the grammar directory",
                expected: "expected at least one NAME.grammar file")])
        }
        var sources: [GrammarSource] = []
        var diagnostics: [SourceDiagnostic] = []
        for name in names {
            let filePath = directory.appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: filePath) else {
                diagnostics.append(SourceDiagnostic(at: SourceLocation(file: filePath, line: 1, column: 1), message: "cannot read this grammar file"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(SourceDiagnostic(
                    at: SourceLocation(file: filePath, line: 1, column: 1), message: "this grammar file is not UTF-8 text",
                    expected: "save it as UTF-8"))
                continue
            }
            sources.append(GrammarSource(path: filePath, text: text))
        }
        guard diagnostics.isEmpty else { throw InvalidGrammar(diagnostics: diagnostics) }
        return sources
    }
}
