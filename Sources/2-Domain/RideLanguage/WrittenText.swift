import PhraseGrammar
import SourceDiagnostics

/// The text of grammar files as written, by span: a word's expression holds it normalized
/// ("suv"), so whether it was written as an acronym ("SUV") is read back from the file.
struct WrittenText {
    private let sources: [GrammarSource]
    /// The files by path, split into lines the first time a span in one is asked about.
    // NB: lazily: most files hold no word an acronym could be, and splitting every file into
    // lines on each load was most of the cost of spelling acronyms out.
    private var texts: [String: SourceText] = [:]
    /// The file asked about last.
    private var last: SourceText?

    init(sources: [GrammarSource]) {
        self.sources = sources
    }

    /// The text `span` covers, if it lies within one line of a file given.
    mutating func text(of span: SourceSpan) -> Substring? {
        let path = span.location.file
        // NB: spans come file by file, so the last file is tried before hashing the path twice
        // (callgrind: 0.28M instructions a compile).
        if let last, last.file == path {
            return last.text(line: span.location.line, column: span.location.column, length: span.length)
        }
        if texts[path] == nil, let source = sources.first(where: { $0.path == path }) {
            texts[path] = SourceText(file: path, text: source.text)
        }
        last = texts[path]
        return texts[path]?.text(line: span.location.line, column: span.location.column, length: span.length)
    }
}
