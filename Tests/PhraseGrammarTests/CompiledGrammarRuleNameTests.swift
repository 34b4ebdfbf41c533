import Testing
@testable import PhraseGrammar

@Suite struct CompiledGrammarRuleNameTests {
    @Test(arguments: [
        ("request.grammar", 12, "slot dropOff"), ("common.grammar", 0, "answer yes"), ("a.grammar", 9, ""),
        ("", 1_234_567, "x"), ("é.grammar", 10, "réponse oui"), ("<runtime>", -3, "odd"),
    ])
    func writesFileLineAndLabelAsAnInterpolationWould(file: String, line: Int, label: String) {
        #expect(CompiledGrammar.ruleName(file: file, line: line, label: label) == "\(file):\(line) \(label)")
    }
}
