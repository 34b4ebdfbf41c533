import SourceDiagnostics
import Testing
@testable import PhraseGrammar

@Suite struct PhraseCapturesTests {
    private let span = SourceSpan(SourceLocation(file: "test.grammar", line: 1, column: 1))

    private func captures() -> PhraseCaptures {
        PhraseCaptures(
            lists: [ListDeclaration(name: "place", span: span, entries: [])],
            wildcards: [WildcardDeclaration(name: "anything", span: span)])
    }

    @Test func oneCapturePerSlotAndSource() {
        var captures = captures()
        captures.defaultSlot = "dropOff"
        #expect(captures.captureIndex(name: "place", slot: nil) == 0)
        #expect(captures.captureIndex(name: "place", slot: "dropOff") == 0)
        #expect(captures.captureIndex(name: "place", slot: "pickUp") == 1)
        #expect(captures.captureIndex(name: "number", slot: "dropOff") == 2)
        captures.defaultSlot = ""
        #expect(captures.captureIndex(name: "anything", slot: nil) == 3)
        #expect(captures.captures.map(\.slot) == ["dropOff", "pickUp", "dropOff", "anything"])
        #expect(captures.captures.map(\.source) == [.list("place"), .list("place"), .builtin(.number), .wildcard("anything")])
        #expect(captures.captures.map(\.sourceIndex) == [0, 0, -1, 0])
        #expect(captures.usedBuiltins == [.number])
    }

    @Test func aNameThatIsNoBuiltinListOrWildcardCapturesNothing() {
        var captures = captures()
        #expect(captures.captureIndex(name: "unknown", slot: nil) == nil)
        #expect(captures.captureIndex(name: "unknown", slot: nil) == nil)
        #expect(captures.captures.isEmpty)
    }
}
