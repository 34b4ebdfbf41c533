import Testing
import PhraseGrammar
@testable import RideLanguage

/// A slot name either is one the ride grammar understands, or the grammar does not compile.
@Suite struct RideSlotNameTests {
    @Test func readsBackEverySlotItNames() {
        for slot in RideSlotName.allCases {
            #expect(RideSlotName(slot.rawValue) == slot, "RideSlotName(\"\(slot.rawValue)\") does not read its own name")
        }
        #expect(RideSlotName("dropoff") == nil)
        #expect(RideSlotName("") == nil)
    }

    @Test func theSchemaAllowsOnlySlotsThatAreRead() {
        #expect(RideGrammarSchema.slots.sorted() == RideSlotName.allCases.map(\.rawValue).sorted())
    }

    @Test func anUnknownSlotInACaptureIsACompileErrorWithItsPlace() {
        let text = "wildcard place\nglobal\n  slot dropOff: to {place:dropOf}\n"
        do {
            _ = try RideGrammar.load(sources: [GrammarSource(path: "broken.grammar", text: text)])
            Issue.record("a grammar capturing into an unknown slot compiled")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.description.contains("broken.grammar:3:20: error: unknown slot 'dropOf' in '{place:dropOf}'; did you mean 'dropOff'?"))
        }
    }

    @Test func anUnknownSlotPhraseIsACompileErrorWithItsPlace() {
        let text = "global\n  slot pickUp = here: from here\n"
        do {
            _ = try RideGrammar.load(sources: [GrammarSource(path: "broken.grammar", text: text)])
            Issue.record("a phrase filling an unknown slot compiled")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.description.contains("broken.grammar:2:3: error: unknown slot 'pickUp'; did you mean 'pickup'?"))
        }
    }
}
