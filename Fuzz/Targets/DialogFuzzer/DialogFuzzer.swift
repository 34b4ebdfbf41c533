import Foundation
import FuzzSupport
import HailSession
import RideLanguage

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
    guard let session = try? HailSession(settings: DialogFuzzing.settings(seed: UInt64(size % 7)), grammar: DialogFuzzing.grammar) else { return 0 }
    for line in FuzzInput.text(data, size).split(separator: "\n", omittingEmptySubsequences: false) {
        let output = session.handle(line: String(line))
        if output.quits { break }
    }
    _ = session.interrupt()
    return 0
}

/// What every input's session shares, made once per process.
enum DialogFuzzing {
    static func settings(seed: UInt64) -> SessionSettings {
        SessionSettings(clock: .manual(start: SessionSettings.referenceDate), seed: seed, grammarDirectory: FuzzInput.grammarDirectory)
    }

    /// The repository's grammar with the profile's vocabulary already added (as a session adds
    /// it), so a session made for each input uses it as it is instead of rebuilding its lists.
    static let grammar: RideGrammar = {
        guard let session = try? HailSession(settings: settings(seed: 0), grammar: FuzzInput.grammar) else { return FuzzInput.grammar }
        return session.engine.grammar
    }()
}
