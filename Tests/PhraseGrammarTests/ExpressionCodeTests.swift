import SourceDiagnostics
import Testing
@testable import PhraseGrammar

@Suite struct ExpressionCodeTests {
    private let span = SourceSpan(SourceLocation(file: "test.grammar", line: 1, column: 1))

    private func word(_ text: String, column: Int = 1) -> Expression {
        .word(text, at: SourceSpan(SourceLocation(file: "test.grammar", line: 1, column: column)))
    }

    private func rule(_ name: String, _ expression: Expression) -> (String, RuleDeclaration) {
        (name, RuleDeclaration(name: name, span: span, expression: expression))
    }

    @Test func compilesEachRuleOnceAndAPhraseReferencesItByIndex() {
        let rules = Dictionary(uniqueKeysWithValues: [
            rule("ride", .alternative([word("cab"), word("taxi")], at: span)),
            rule("want", .sequence([word("get"), .ruleReference(name: "ride", at: span)])),
        ])
        var code = ExpressionCode(rules: rules, skipWords: WordTable())
        #expect(code.ruleRoots.count == 2)
        let nodesAfterRules = code.nodes.count
        let phrase = Expression.sequence([.ruleReference(name: "want", at: span), .ruleReference(name: "ride", at: span)])
        let root = code.append(phrase).root
        // The phrase adds its sequence and two references, not the rules' words again.
        #expect(code.nodes.count == nodesAfterRules + 3)
        let node = code.nodes[Int(root)]
        #expect(node.kind == .sequence)
        let references = (0..<Int(node.count)).map { code.nodes[Int(code.children[Int(node.start) + $0])] }
        // Rules are numbered in name order: "ride" 0, "want" 1.
        #expect(references.map(\.kind) == [.rule, .rule])
        #expect(references.map(\.value) == [1, 0])
    }

    @Test func compilingOnUseCompilesARuleWhenFirstAskedForIt() {
        let rules = Dictionary(uniqueKeysWithValues: [
            rule("ride", .alternative([word("cab"), word("taxi")], at: span)),
            rule("want", .sequence([word("get"), .ruleReference(name: "ride", at: span)])),
        ])
        var code = ExpressionCode(compilingOnUse: rules)
        #expect(code.ruleRoots == [-1, -1])
        #expect(code.nodes.isEmpty)
        let want = code.root(ofRule: 1)
        #expect(code.ruleRoots == [-1, want])
        #expect(code.root(ofRule: 1) == want)
        let nodes = code.nodes.count
        _ = code.root(ofRule: 0)
        #expect(code.nodes.count == nodes + 3)
    }

    @Test func anUnknownRuleIsMarkedSo() {
        var code = ExpressionCode(compilingOnUse: [:])
        let root = code.append(.ruleReference(name: "missing", at: span)).root
        #expect(code.nodes[Int(root)].kind == .rule)
        #expect(code.nodes[Int(root)].value == -1)
    }

    @Test func notesSkipWordsInRuleNameOrderThenSourceOrder() {
        let rules = Dictionary(uniqueKeysWithValues: [
            rule("b", .sequence([word("please", column: 5), word("now", column: 12), word("um", column: 16)])),
            rule("a", .optional(word("um", column: 3), at: span)),
        ])
        var code = ExpressionCode(rules: rules, skipWords: WordTable(["please", "um"]))
        #expect(code.ruleSkipWords.map(\.word) == ["um", "please", "um"])
        #expect(code.ruleSkipWords.map(\.span.location.column) == [3, 5, 16])
        let phrase = code.append(.sequence([word("go"), word("please", column: 4)]))
        #expect(phrase.skipWords.map(\.word) == ["please"])
        #expect(phrase.skipWords.map(\.span.location.column) == [4])
        #expect(code.append(word("go")).skipWords.isEmpty)
    }

    @Test func asksTheVocabularyForAWordTheFirstTimeItIsUsed() {
        var code = ExpressionCode(compilingOnUse: [:])
        var vocabulary = TokenVocabulary()
        _ = vocabulary.id(for: "taxi")
        let root = code.append(.sequence([word("cab"), word("taxi"), word("cab")])).root
        let words = code.children[Int(code.nodes[Int(root)].start)...].prefix(3).map { code.nodes[Int($0)].value }
        // "cab" is numbered first in the code but reaches the vocabulary only when asked.
        #expect(code.vocabularyID(ofWord: words[1], in: &vocabulary) == 0)
        #expect(code.vocabularyID(ofWord: words[0], in: &vocabulary) == 1)
        #expect(code.vocabularyID(ofWord: words[2], in: &vocabulary) == 1)
        #expect(vocabulary.words == ["taxi", "cab"])
    }
}
