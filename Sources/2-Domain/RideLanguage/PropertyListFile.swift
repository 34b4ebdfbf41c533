#if canImport(Foundation)
import Foundation
#endif
import SourceDiagnostics

/// One property-list file of a grammar directory (`AppIntentVocabulary.plist`, `Info.plist`):
/// its root dictionary and its text, so every fault can name the line of the key or value it is
/// about.
struct PropertyListFile {
    let path: String
    let source: SourceText
    let root: [String: Any]

    /// Reads and parses `name` in `directory`; nil when there is no such file.
    static func read(_ name: String, in directory: URL, describedAs what: String) throws(GrammarLoadError) -> PropertyListFile? {
        guard let (path, data) = try contents(of: name, in: directory, describedAs: what) else { return nil }
        return try parse(data: data, path: path, describedAs: what)
    }

    /// The path and bytes of `name` in `directory`, unparsed; nil when there is no such file.
    static func contents(of name: String, in directory: URL, describedAs what: String) throws(GrammarLoadError) -> (path: String, data: Data)? {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GrammarLoadError(diagnostics: [SourceDiagnostic(
                at: SourceLocation(file: url.path, line: 1, column: 1), message: "cannot read the \(what) file")])
        }
        return (url.path, data)
    }

    /// Parses plist data whose root must be a dictionary.
    /// - Throws: a diagnostic at the line the property-list reader names (else line 1) when the
    ///   data is not a property list, or when its root is not a dictionary.
    static func parse(data: Data, path: String, describedAs what: String) throws(GrammarLoadError) -> PropertyListFile {
        let source = SourceText(file: path, text: String(decoding: data, as: UTF8.self))
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            let line = reason.flatMap(lineNumber(in:)).map { min(max(1, $0), source.lines.count) } ?? 1
            let column = (source.line(line)?.prefix { $0 == " " || $0 == "\t" }.count ?? 0) + 1
            throw GrammarLoadError(diagnostics: [source.error(
                line: line, column: column, "the \(what) is not a valid property list" + (reason.map { ": \(lowercasedFirst($0))" } ?? ""),
                expected: "expected Apple's XML property list format (<plist><dict>…</dict></plist>)")])
        }
        guard let root = parsed as? [String: Any] else {
            throw GrammarLoadError(diagnostics: [source.error(
                line: 1, column: 1, "the \(what)'s root is not a dictionary", expected: "expected <dict> at the top of the <plist>")])
        }
        return PropertyListFile(path: path, source: source, root: root)
    }

    /// An error at the first line holding `needle` (1:1 when none does), quoting that line.
    func fault(near needle: String, _ message: String, expected: String? = nil) -> SourceDiagnostic {
        for (index, line) in source.lines.enumerated() {
            if let range = line.range(of: needle) {
                return source.error(
                    line: index + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1,
                    length: max(1, needle.count), message, expected: expected)
            }
        }
        return source.error(line: 1, column: 1, message, expected: expected)
    }

    /// The number after "line " in a property-list reader's message ("… on line 4").
    private static func lineNumber(in reason: String) -> Int? {
        guard let range = reason.range(of: "line ") else { return nil }
        return Int(reason[range.upperBound...].prefix { $0.isNumber })
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
