import SourceDiagnostics

extension WildcardDeclaration {
    /// The settings a `wildcard` declaration takes, on indented lines `setting = value`.
    static let settings = ["max", "stop", "not first", "strip", "join", "address end", "not last", "never just"]

    /// Adds the words of `expression` (`word | word | word`, read from `line`) to the word
    /// setting `key`, appending to `diagnostics` a fault for each alternative that is not one word.
    mutating func addWords(of expression: Expression, to key: String, readFrom line: GrammarLine, diagnostics: inout [SourceDiagnostic]) {
        let alternatives: [Expression]
        if case .alternative(let parts, _) = expression { alternatives = parts } else { alternatives = [expression] }
        for alternative in alternatives {
            guard case .word(let word, _) = alternative else {
                let span = alternative.firstSpan
                diagnostics.append(line.error(
                    column: span.location.column, length: span.length, "'\(key)' takes single words", expected: "expected word | word | word"))
                continue
            }
            switch key {
            case "stop": stopWords.insert(word)
            case "not first": notFirstWords.insert(word)
            case "join": joinWords.insert(word)
            case "address end": addressEndWords.insert(word)
            case "not last": notLastWords.insert(word)
            case "never just":
                guard Self.neverJustValues.contains(word) else {
                    let span = alternative.firstSpan
                    diagnostics.append(line.error(
                        column: span.location.column, length: span.length, "'never just' takes number or time, not '\(word)'",
                        expected: "never just = number | time"))
                    continue
                }
                neverJust.insert(word)
            default: stripWords.insert(word)
            }
        }
    }
}
