import Testing
@testable import PhraseGrammar

@Suite struct CompiledGrammarFileNameTests {
    @Test(arguments: [
        "Grammar/en-US/request.grammar", "/work/Grammar/en-US/common.grammar", "common.grammar",
        "a/b/", "///", "/", "", "<runtime>", "Grammaire/é/fr.grammar", "dir/é\u{301}.grammar",
    ])
    func findsTheFileNameAsSourceSpanDoes(path: String) {
        #expect(CompiledGrammar.fileName(of: path) == SourceSpan.fileName(path))
    }
}
