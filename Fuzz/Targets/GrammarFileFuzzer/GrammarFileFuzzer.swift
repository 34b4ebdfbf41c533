import Foundation
import FuzzSupport
import PhraseGrammar
import RideLanguage

/// The grammar-file and plist loaders. Text that looks like a property list (XML or binary) is
/// read as `AppIntentVocabulary.plist` and as `Info.plist`; anything else as a grammar file, on
/// its own (domain-free, then compiled and used on a few utterances) and in place of the ride
/// grammar's file of the same kind. Faults are rendered as they would be shown.
@_cdecl("GrammarFileFuzzer_main")
public func grammarFileFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzInput.run(argc, argv) { data, size in fuzzGrammarFile(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGrammarFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Data(FuzzInput.bytes(data, size))
    if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("<plist".utf8)) {
        do { _ = try AppIntentVocabulary.parse(data: bytes, path: "fuzz/AppIntentVocabulary.plist") } catch { _ = error.description }
        do { _ = try AppInfo.parse(data: bytes, path: "fuzz/Info.plist") } catch { _ = error.description }
        return 0
    }
    let source = GrammarSource(path: "fuzz.grammar", text: String(decoding: bytes, as: UTF8.self))
    do {
        let compiled = try CompiledGrammar(sources: [source])
        for utterance in ["get me a cab to SFO", "yes", "a b c", source.text.prefix(200).description] {
            _ = compiled.parse(utterance)
        }
    } catch {
        _ = error.description
    }
    do {
        let grammar = try RideGrammar.load(sources: [source])
        _ = grammar.understand("get me a cab to SFO for 2 at 5 pm")
    } catch {
        _ = error.description
    }
    return 0
}
