import FuzzSupport
import RideIntents
import RideLanguage

/// The utterance parser: any text, with and without each dialog expectation, as `hail parse`
/// and the dialog read it (the JSON with evidence included).
@_cdecl("UtteranceFuzzer_main")
public func utteranceFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzInput.run(argc, argv) { data, size in fuzzUtterance(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUtterance(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = CardNumberRedaction.redacted(FuzzInput.text(data, size))
    let grammar = FuzzInput.grammar
    _ = grammar.understand(text).jsonLine(explain: true)
    let expectations: [DialogExpectation] = [.pickup, .dropOff, .partySize, .rideOption, .paymentMethod, .scheduledPickupTime]
    let expectation = expectations[size % expectations.count]
    _ = grammar.understand(text, expecting: expectation).jsonLine(explain: false)
    return 0
}
