import Testing
@testable import PhraseGrammar

@Suite struct CaptureKindsTests {
    @Test func everyKindHasABitOfItsOwn() {
        #expect(CaptureKind.allCases.count <= CaptureKinds.RawValue.bitWidth, "more kinds than bits: widen CaptureKinds.RawValue")
        let sets = CaptureKind.allCases.map(CaptureKinds.init)
        #expect(Set(sets).count == CaptureKind.allCases.count)
        #expect(sets.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(sets.reduce(CaptureKinds()) { $0.union($1) }.isSubset(of: .every))
    }

    @Test func theWalkTableIsPaddedForOneReadOf64Bits() {
        #expect(PhraseWalkTable.padding * CaptureKinds.RawValue.bitWidth == UInt64.bitWidth)
    }
}
