#if canImport(Foundation)
import Foundation
#endif
import SourceDiagnostics

extension GrammarFileParser {
    /// Parses each of `sources`, in the order given: its declarations and its faults.
    ///
    /// NB: files parse on every core when there are enough bytes to share (en-US: 67 KB in 11
    /// files); each file is parsed
    /// alone, so the results are the same as one by one.
    static func parse(_ sources: [GrammarSource]) -> [(file: GrammarFile, diagnostics: [SourceDiagnostic])] {
        #if canImport(Dispatch) && canImport(Foundation)
        let totalBytes = sources.reduce(0) { $0 + $1.text.utf8.count }
        let cores = LargestFirst.activeProcessorCount
        guard sources.count > 1, cores > 1, totalBytes >= parallelThreshold else { return sources.map(parseOne) }
        return LargestFirst.map(sources, size: { $0.text.utf8.count }, parseOne)
        #else
        return sources.map(parseOne)
        #endif
    }

    private static func parseOne(_ source: GrammarSource) -> (file: GrammarFile, diagnostics: [SourceDiagnostic]) {
        var parser = GrammarFileParser(source: source)
        parser.parse()
        return (parser.file, parser.diagnostics)
    }

    /// Below this many bytes in all, the files are parsed on the calling thread: handing work to
    /// other threads costs more than it saves.
    static let parallelThreshold = 16 * 1024
}
