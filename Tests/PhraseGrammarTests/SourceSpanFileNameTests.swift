import Testing
@testable import PhraseGrammar

@Suite struct SourceSpanFileNameTests {
    @Test(arguments: [
        ("Grammar/en-US/request.grammar", "request.grammar"),
        ("/work/Grammar/en-US/common.grammar", "common.grammar"),
        ("common.grammar", "common.grammar"),
        ("a/b/", "b"),
        ("///", "///"),
        ("/", "/"),
        ("", ""),
        ("<runtime>", "<runtime>"),
        ("Grammaire/é/fr.grammar", "fr.grammar"),
        ("dir/é\u{301}.grammar", "é\u{301}.grammar"),
    ])
    func isTheLastComponentOfThePath(path: String, name: String) {
        #expect(SourceSpan.fileName(path) == name)
    }
}
