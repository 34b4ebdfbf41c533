import FuzzSupport
import SourceDiagnostics
import TranscriptHarness

/// The transcript parser: any text as a golden transcript; a fault is rendered as it would be
/// shown (source line, caret).
@_cdecl("TranscriptFuzzer_main")
public func transcriptFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzInput.run(argc, argv) { data, size in fuzzTranscript(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranscript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    do {
        let transcript = try TranscriptParser.parse(text: FuzzInput.text(data, size), file: "fuzz.txt")
        _ = transcript.steps.count + transcript.header.count
    } catch {
        _ = error.description
    }
    return 0
}
