import PhraseGrammar
import Testing
@testable import RideLanguage

@Suite struct PhraseMeaningTests {
    /// The meaning of each phrase of an inline grammar, in order.
    private func meanings(_ text: String) throws -> [PhraseMeaning] {
        try CompiledGrammar(sources: [GrammarSource(path: "test.grammar", text: text)]).definition.phrases.map(PhraseMeaning.init)
    }

    @Test func readsKnownAnswersQuestionsAndCommandsByName() throws {
        let found = try meanings("global\n  answer yes: yeah\n  question fare: how much\n  command cancel: never mind\n")
        try #require(found.count == 3)
        guard case .answer(.yes, "yes") = found[0], case .question(.fare, "fare") = found[1],
              case .command(.cancel, "cancel") = found[2] else {
            Issue.record("unexpected meanings \(found)")
            return
        }
    }

    @Test func readsSlotConstantsAndIgnoresUnknownNames() throws {
        let found = try meanings("global\n  slot partySize = 1: just me\n  answer perhaps: maybe\n  choice last: the last one\n")
        try #require(found.count == 3)
        guard case .constant(slot: .partySize, value: "1") = found[0], case .none = found[1], case .lastChoice = found[2] else {
            Issue.record("unexpected meanings \(found)")
            return
        }
    }

    @Test func keepsAnUnknownKindForEvidence() throws {
        let found = try meanings("global\n  chatter: hello there\n")
        try #require(found.count == 1)
        guard case .other(kind: "chatter") = found[0] else {
            Issue.record("unexpected meanings \(found)")
            return
        }
    }
}
