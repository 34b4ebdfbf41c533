import PhraseGrammar

/// Compiles an inline grammar written in a test.
func compile(_ text: String, schema: GrammarSchema = .open) throws -> CompiledGrammar {
    try CompiledGrammar(sources: [GrammarSource(path: "test.grammar", text: text)], schema: schema)
}

/// The diagnostics an invalid inline grammar produces (empty when it compiles).
func diagnostics(_ text: String, schema: GrammarSchema = .open) -> [String] {
    do {
        _ = try CompiledGrammar(sources: [GrammarSource(path: "test.grammar", text: text)], schema: schema)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

extension PhraseParse {
    /// "kind name" of each match, in order.
    var labels: [String] { matches.map(\.phrase.label) }

    /// The captured values by slot name.
    var values: [String: CaptureValue] {
        var result: [String: CaptureValue] = [:]
        for match in matches {
            for capture in match.captures { result[capture.slot] = capture.value }
        }
        return result
    }
}
