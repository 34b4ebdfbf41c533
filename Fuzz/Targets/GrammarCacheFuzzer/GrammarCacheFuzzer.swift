import Foundation
import FuzzSupport
import PhraseGrammar

/// The compiled-grammar cache reader: the input is an archive without its 8-byte checksum, which
/// is added here so the fuzzer reaches the reader's checks rather than stopping at the checksum
/// (a damaged file with a wrong checksum is refused before anything is read). An archive that
/// reads back is used on a few utterances.
@_cdecl("GrammarCacheFuzzer_main")
public func grammarCacheFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzInput.run(argc, argv) { data, size in fuzzGrammarCache(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGrammarCache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    var bytes = FuzzInput.bytes(data, size)
    let checksum = GrammarArchiveChecksum.of(bytes[...])
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: checksum >> UInt64(shift))) }
    do throws(GrammarArchiveError) {
        var reader = try GrammarArchiveReader(bytes)
        let grammar = try CompiledGrammar(from: &reader)
        for utterance in ["get me a cab to SFO for 2 at 5 pm", "yes", "cancel my ride", "four"] {
            _ = grammar.parse(utterance)
        }
    } catch {
        _ = error.description
    }
    return 0
}

/// Before the corpus is read: with `HAIL_FUZZ_SEED_DIRECTORY` set, writes the repository's
/// grammar, compiled and archived (checksum left off), there as a seed.
@_cdecl("LLVMFuzzerInitialize")
public func initializeGrammarCacheFuzzer(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    guard let folder = ProcessInfo.processInfo.environment["HAIL_FUZZ_SEED_DIRECTORY"] else { return 0 }
    do {
        let grammar = try CompiledGrammar.load(directory: FuzzInput.grammarDirectory)
        var writer = GrammarArchiveWriter()
        grammar.write(to: &writer)
        let archive = writer.finished().dropLast(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(archive).write(to: URL(fileURLWithPath: folder).appendingPathComponent("en-US.hailgrammar"))
    } catch {
        FileHandle.standardError.write(Data("fuzz: cannot write the grammar archive seed: \(error)\n".utf8))
    }
    return 0
}
