import SourceDiagnostics

/// What a phrase line says before its `:`: `KIND [NAME] [= VALUE] [(OPTIONS)]`.
struct PhraseLabel {
    var kind: String
    var name: String?
    var value: String?
    /// `(alone)`: the phrase matches only the whole utterance.
    var isAlone = false
    /// `(clause)`.
    var isClause = false
    /// Every other option, the schema's to allow (`GrammarValidator`).
    var options: [String] = []

    /// The label written in `text` of `line` (from the phrase's first Character to its `:`); nil
    /// when it is faulty, the fault appended to `diagnostics`.
    init?(_ text: Range<Int>, of line: GrammarLine, diagnostics: inout [SourceDiagnostic]) {
        func error(column: Int, length: Int = 1, _ message: String, expected: String) {
            diagnostics.append(line.error(column: column, length: length, message, expected: expected))
        }
        let column = line.column(at: text.lowerBound)
        let (kind, afterKind) = line.splitWord(text)
        guard line.isName(kind) else {
            error(column: column, "expected a phrase kind before ':'", expected: "KIND [NAME] [= VALUE] [(OPTIONS)]: EXPRESSION")
            return nil
        }
        self.kind = line.string(kind)
        var label = afterKind
        let (maybeName, afterName) = line.splitWord(label)
        if !maybeName.isEmpty {
            guard line.isName(maybeName) else {
                error(
                    column: line.column(at: maybeName.lowerBound), length: line.count(maybeName), "'\(line.string(maybeName))' is not a name",
                    expected: "names are letters, digits and '_'")
                return nil
            }
            name = line.string(maybeName)
            label = afterName
        }
        if line.startsWith("=", label) {
            label = line.skippingSpaces(line.next(label.lowerBound)..<label.upperBound)..<label.upperBound
            let (valueText, afterValue) = line.splitWord(label)
            guard !valueText.isEmpty else {
                error(column: line.column(at: label.lowerBound), "expected a value after '='", expected: "KIND NAME = VALUE: EXPRESSION")
                return nil
            }
            value = line.string(valueText)
            label = afterValue
        }
        if line.startsWith("(", label) {
            guard let close = line.firstIndex(of: ")", in: label) else {
                error(column: line.column(at: label.lowerBound), "'(' is never closed", expected: "expected (alone)")
                return nil
            }
            // The options between the parentheses, split at ',' (empty ones left out).
            var optionStart = line.next(label.lowerBound)
            var position = optionStart
            while position <= close {
                if position == close || line.isCharacter(UInt8(ascii: ","), at: position) {
                    if position > optionStart {
                        let option = line.trimmingSpaces(optionStart..<position)
                        if line.matches(option, "alone") {
                            isAlone = true
                        } else if line.matches(option, "clause") {
                            isClause = true
                        } else if line.isName(option) {
                            options.append(line.string(option))
                        } else {
                            error(
                                column: line.column(at: option.lowerBound), length: max(1, line.count(option)),
                                "unknown phrase option '\(line.string(option))'", expected: "(alone), (clause), or an option the grammar's kind takes, such as (sum)")
                        }
                    }
                    optionStart = line.next(position)
                }
                position = line.next(position)
            }
            label = line.skippingSpaces(line.next(close)..<label.upperBound)..<label.upperBound
        }
        if !label.isEmpty {
            error(
                column: line.column(at: label.lowerBound), length: line.count(label), "unexpected '\(line.string(label))' in the phrase label",
                expected: "KIND [NAME] [= VALUE] [(OPTIONS)]: EXPRESSION")
            return nil
        }
        if isAlone, isClause {
            error(column: column, length: line.count(text), "a phrase is either (alone) or (clause)",
                  expected: "(alone) already matches only the whole utterance: leave (clause) out")
            return nil
        }
    }
}
