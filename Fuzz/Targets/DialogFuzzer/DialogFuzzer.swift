import Foundation
import FuzzSupport
import HailSession

/// The dialog engine: each line of the input said to a fresh session (meta-commands included:
/// `:advance`, `:watch`, `:explain`, `:maps`, …) on a manual clock and an in-memory store, so a
/// run is deterministic; the seed comes from the input's length.
@_cdecl("DialogFuzzer_main")
public func dialogFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzInput.run(argc, argv) { data, size in fuzzDialog(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDialog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let settings = SessionSettings(
        clock: .manual(start: SessionSettings.referenceDate), seed: UInt64(size % 7), grammarDirectory: FuzzInput.grammarDirectory
    )
    guard let session = try? HailSession(settings: settings, grammar: FuzzInput.grammar) else { return 0 }
    for line in FuzzInput.text(data, size).split(separator: "\n", omittingEmptySubsequences: false) {
        let output = session.handle(line: String(line))
        if output.quits { break }
    }
    _ = session.interrupt()
    return 0
}
