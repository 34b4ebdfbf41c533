import Foundation
import Testing
import PhraseGrammar

/// Every kind of grammar fault is reported with file, line, column, the line, a caret and what
/// was expected.
@Suite struct GrammarDiagnosticsTests {
    @Test func rendersFileLineColumnCaretAndSuggestion() {
        let errors = diagnostics("""
            list destination
              SFO = sfo
            global
              slot dropOff: to {destinaton}
            """)
        #expect(errors == ["""
            test.grammar:4:20: error: unknown list '{destinaton}'; did you mean '{destination}'?
             4 |   slot dropOff: to {destinaton}
               |                    ^~~~~~~~~~~~ expected a list, wildcard or builtin (number, ordinal, time, duration, date)
            """])
    }

    @Test func suggestsTheClosestRule() {
        let errors = diagnostics("rule ride_noun = cab\nglobal\n  answer yes: <ride_nuon>\n")
        #expect(errors.first?.hasPrefix("test.grammar:3:15: error: unknown rule '<ride_nuon>'; did you mean '<ride_noun>'?") == true)
    }

    @Test func rejectsRuleCycles() {
        let errors = diagnostics("rule a = x <b>\nrule b = y <a>\nglobal\n  answer yes: <a>\n")
        #expect(errors.count == 1)
        #expect(errors.first?.contains("refers to itself: <a> → <b> → <a>") == true)
    }

    @Test func suggestsTheClosestDeclaration() {
        let errors = diagnostics("lsit colors\n")
        #expect(errors.first?.hasPrefix("test.grammar:1:1: error: unknown declaration 'lsit'; did you mean 'list'?") == true)
    }

    @Test func pointsAtAnUnclosedGroup() {
        let errors = diagnostics("global\n  answer yes: (yes | yeah\n")
        #expect(errors.first?.contains("test.grammar:2:15: error: '(' is never closed") == true)
        #expect(errors.first?.contains("expected ')' to close '(' at 2:15") == true)
    }

    @Test func pointsAtAnUnterminatedQuote() {
        #expect(diagnostics("global\n  answer yes: \"ex el\n").first?.contains("unterminated quote") == true)
    }

    @Test func rejectsEmptyAlternativesAndGroups() {
        #expect(diagnostics("global\n  answer yes: yes | | yeah\n").first?.contains("empty alternative") == true)
        #expect(diagnostics("global\n  answer yes: yes ()\n").first?.contains("empty group") == true)
        #expect(diagnostics("global\n  answer yes: [] yes\n").first?.contains("empty optional part") == true)
    }

    @Test func rejectsAnUnexpectedCloser() {
        #expect(diagnostics("global\n  answer yes: yes)\n").first?.contains("unexpected ')'") == true)
    }

    @Test func rejectsIndentedLinesOutsideDeclarations() {
        #expect(diagnostics("  answer yes: yes\n").first?.contains("indented line outside any declaration") == true)
        #expect(diagnostics("rule a = b\n  c\n").first?.contains("indented line under 'rule'") == true)
    }

    @Test func rejectsMissingEqualsAndLabels() {
        #expect(diagnostics("rule ride cab\n").first?.contains("expected '=' after the rule name 'ride'") == true)
        #expect(diagnostics("global\n  yes | yeah\n").first?.contains("expected a label and ':' before the phrase") == true)
        #expect(diagnostics("global\n  answer yes (not so): yes\n").first?.contains("unknown phrase option 'not so'") == true)
        let schema = GrammarSchema(phraseKinds: [.init("answer", names: ["yes"], requiresName: true)])
        #expect(diagnostics("global\n  answer yes (often): yes\n", schema: schema).first?.contains("unknown option '(often)' for 'answer' phrases") == true)
    }

    @Test func checksWildcardSettings() {
        #expect(diagnostics("wildcard place\n  mxa = 3\n").first?.contains("unknown wildcard setting 'mxa'; did you mean 'max'?") == true)
        #expect(diagnostics("wildcard place\n  max = lots\n").first?.contains("'max' must be a whole number from 1 to 50") == true)
        #expect(diagnostics("wildcard place\n  stop = (a b)\n").first?.contains("'stop' takes single words") == true)
    }

    @Test func rejectsDuplicatesWithANoteAtTheFirst() {
        let errors = diagnostics("list a\n  x\nlist a\n  y\n")
        #expect(errors.count == 2)
        #expect(errors[0].hasPrefix("test.grammar:3:6: error: 'a' is already defined"))
        #expect(errors[1].hasPrefix("test.grammar:1:6: note: 'a' was first defined here"))
    }

    @Test func rejectsCapturesWhereNoneAreAllowed() {
        let errors = diagnostics("list a\n  x = {number}\n")
        #expect(errors.first?.contains("a list entry cannot capture '{number}'") == true)
    }

    @Test func rejectsPhrasesThatMatchNothing() {
        #expect(diagnostics("global\n  answer yes: [yes]\n").first?.contains("phrase 'answer yes' can match nothing") == true)
    }

    @Test func rejectsSkipWordsInsidePhrases() {
        let errors = diagnostics("skip = please\nglobal\n  answer yes: yes please\n")
        #expect(errors.first?.contains("'please' is a skip word, so this phrase never sees it") == true)
    }

    @Test func refusesToRedefineABuiltin() {
        #expect(diagnostics("list number\n  one\n").first?.contains("'number' is a builtin and cannot be redefined") == true)
    }

    @Test func checksNamesAgainstTheSchema() {
        let schema = GrammarSchema(
            phraseKinds: [.init("answer", names: ["yes", "no"], requiresName: true), .init("trigger", onlyInIntents: true)],
            intents: ["RequestRide"], expectations: ["partySize"], slots: ["partySize"])
        #expect(diagnostics("global\n  anwser yes: yes\n", schema: schema).first?.contains("unknown phrase kind 'anwser'; did you mean 'answer'?") == true)
        #expect(diagnostics("global\n  answer yse: yes\n", schema: schema).first?.contains("unknown answer 'yse'; did you mean 'yes'?") == true)
        #expect(diagnostics("global\n  answer: yes\n", schema: schema).first?.contains("'answer' needs a name") == true)
        #expect(diagnostics("intent RequestRid\n  trigger: cab\n", schema: schema).first?.contains("unknown intent 'RequestRid'; did you mean 'RequestRide'?") == true)
        #expect(diagnostics("expect partSize\n  answer yes: yes\n", schema: schema).first?.contains("unknown expectation 'partSize'; did you mean 'partySize'?") == true)
        #expect(diagnostics("global\n  trigger: cab\n", schema: schema).first?.contains("'trigger' phrases belong in an intent block") == true)
        #expect(diagnostics("global\n  answer yes: {number:partSize}\n", schema: schema).first?.contains("unknown slot 'partSize' in '{number:partSize}'; did you mean 'partySize'?") == true)
    }

    @Test func rejectsPhrasesThatSetNothing() {
        let schema = GrammarSchema(phraseKinds: [.init("slot", names: ["partySize"], requiresName: true, requiresValue: true)])
        #expect(diagnostics("global\n  slot partySize: one person\n", schema: schema).first?.contains("phrase 'slot partySize' sets nothing") == true)
        #expect(diagnostics("global\n  slot partySize = 1: one person\n", schema: schema).isEmpty)
        #expect(diagnostics("rule n = {number}\nglobal\n  slot partySize: for <n>\n", schema: schema).isEmpty)
    }

    @Test func reportsEveryFaultNotJustTheFirst() {
        let errors = diagnostics("lsit a\nglobal\n  answer yes: <nope>\n  answer no: (no\n")
        #expect(errors.count == 3)
    }

    @Test func reportsAMissingOrEmptyDirectory() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UInt64.random(in: 0...UInt64.max))")
        #expect(throws: InvalidGrammar.self) { try CompiledGrammar.load(directory: missing) }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("hail-empty-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        do {
            _ = try CompiledGrammar.load(directory: empty)
            Issue.record("an empty directory loaded")
        } catch {
            #expect(error.description.contains("no .grammar files in the grammar directory"))
        }
    }
}
