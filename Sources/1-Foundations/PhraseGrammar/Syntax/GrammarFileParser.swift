import SourceDiagnostics

/// Reads one grammar file line by line into declarations, collecting every fault it finds.
///
/// Unindented lines declare (`rule`, `list`, `wildcard`, `skip`, `global`, `intent`, `expect`);
/// indented lines belong to the declaration above (list entries, wildcard settings, phrases); a
/// line starting with `|` continues the expression above it. `#` starts a comment.
struct GrammarFileParser {
    static let keywords = ["rule", "list", "wildcard", "skip", "global", "intent", "expect"]
    static let wildcardSettings = ["max", "stop", "not first", "strip"]

    private let source: SourceText
    private(set) var file: GrammarFile
    private(set) var diagnostics: [SourceDiagnostic] = []

    /// What indented lines currently attach to.
    private enum Container {
        case none, list(Int), wildcard(Int), block(PhraseScope), closed(String)
    }

    /// The expression a `|` continuation line extends.
    private enum Continuable {
        case none, rule(Int), skip(Int), listEntry(Int, Int), phrase(Int), wildcardSetting(Int, String)
    }

    private var container = Container.none
    private var lastContinuable = Continuable.none

    init(source: GrammarSource) {
        self.source = SourceText(file: source.path, text: source.text)
        self.file = GrammarFile(path: source.path)
    }

    mutating func parse() {
        for (offset, rawLine) in source.lines.enumerated() {
            parseLine(rawLine, number: offset + 1)
        }
    }

    // MARK: - Lines

    private mutating func error(line: Int, column: Int, length: Int = 1, _ message: String, expected: String? = nil) {
        diagnostics.append(source.error(line: line, column: column, length: length, message, expected: expected))
    }

    /// The line without its comment and trailing spaces.
    private func stripComment(_ line: String) -> Substring {
        // NB: scans bytes, not Characters: grapheme breaking every character of every line was
        // most of the cost of reading a grammar.
        // Both are ASCII, so a UTF-8 byte equal to one is that scalar.
        var inQuote = false
        var end = line.endIndex
        let bytes = line.utf8
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { inQuote.toggle() }
            if byte == UInt8(ascii: "#"), !inQuote {
                end = index
                break
            }
        }
        var text = line[..<end]
        while let last = text.last, last.isGrammarSpace { text = text.dropLast() }
        return text
    }

    private mutating func parseLine(_ rawLine: String, number: Int) {
        let text = stripComment(rawLine)
        guard let firstIndex = text.firstIndex(where: { !$0.isGrammarSpace }) else { return }
        let indent = text.distance(from: text.startIndex, to: firstIndex)
        let body = text[firstIndex...]
        let column = indent + 1
        if body.first == "|" {
            continueExpression(body.dropFirst(), line: number, column: column + 1)
        } else if indent == 0 {
            parseDeclaration(body, line: number)
        } else {
            parseIndented(body, line: number, column: column)
        }
    }

    private mutating func expression(_ text: Substring, line: Int, column: Int) -> Expression? {
        let leading = text.prefix { $0.isGrammarSpace }.count
        var parser = ExpressionParser(text: text.dropFirst(leading), source: source, line: line, column: column + leading)
        let expression = parser.parse()
        diagnostics += parser.diagnostics
        if expression == nil, parser.diagnostics.isEmpty {
            error(line: line, column: column + leading, "missing phrase", expected: "expected words, ( ), [ ], <rule> or {list}")
        }
        return expression
    }

    /// Splits `name rest` at the first run of spaces.
    private func splitWord(_ text: Substring) -> (Substring, Substring) {
        let word = text.prefix { !$0.isGrammarSpace && $0 != "=" && $0 != ":" && $0 != "(" }
        let rest = text.dropFirst(word.count)
        return (word, rest.drop { $0.isGrammarSpace })
    }

    private func column(of part: Substring, in line: Substring, lineStartColumn: Int) -> Int {
        lineStartColumn + line.distance(from: line.startIndex, to: part.startIndex)
    }

    private func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { character in
            // ASCII first: Unicode properties are looked up only for other letters.
            if let ascii = character.asciiValue {
                return (ascii >= UInt8(ascii: "a") && ascii <= UInt8(ascii: "z")) || (ascii >= UInt8(ascii: "A") && ascii <= UInt8(ascii: "Z"))
                    || (ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")) || ascii == UInt8(ascii: "_") || ascii == UInt8(ascii: "-")
                    || ascii == UInt8(ascii: ".")
            }
            return character.isLetter || character.isNumber
        }
    }

    // MARK: - Declarations

    private mutating func parseDeclaration(_ body: Substring, line: Int) {
        let (keyword, rest) = splitWord(body)
        let restColumn = column(of: rest, in: body, lineStartColumn: 1)
        lastContinuable = .none
        switch keyword {
        case "rule":
            container = .closed("rule")
            let (name, afterName) = splitWord(rest)
            guard isName(name) else {
                error(line: line, column: restColumn, "expected a rule name after 'rule'", expected: "rule NAME = EXPRESSION")
                return
            }
            guard afterName.first == "=" else {
                let at = column(of: afterName, in: body, lineStartColumn: 1)
                error(line: line, column: at, "expected '=' after the rule name '\(name)'", expected: "rule \(name) = EXPRESSION")
                return
            }
            let expressionText = afterName.dropFirst()
            let span = SourceSpan(SourceLocation(file: source.file, line: line, column: restColumn), length: name.count)
            if let expression = expression(expressionText, line: line, column: column(of: expressionText, in: body, lineStartColumn: 1)) {
                file.rules.append(RuleDeclaration(name: String(name), span: span, expression: expression))
                lastContinuable = .rule(file.rules.count - 1)
            }
        case "list", "wildcard":
            let (name, afterName) = splitWord(rest)
            guard isName(name) else {
                error(line: line, column: restColumn, "expected a \(keyword) name after '\(keyword)'", expected: "\(keyword) NAME, then indented \(keyword == "list" ? "entries" : "settings")")
                container = .closed(String(keyword))
                return
            }
            if !afterName.isEmpty {
                let at = column(of: afterName, in: body, lineStartColumn: 1)
                error(line: line, column: at, length: afterName.count, "unexpected text after '\(keyword) \(name)'", expected: "put each \(keyword == "list" ? "entry" : "setting") on its own indented line")
            }
            let span = SourceSpan(SourceLocation(file: source.file, line: line, column: restColumn), length: name.count)
            if keyword == "list" {
                file.lists.append(ListDeclaration(name: String(name), span: span, entries: []))
                container = .list(file.lists.count - 1)
            } else {
                file.wildcards.append(WildcardDeclaration(name: String(name), span: span))
                container = .wildcard(file.wildcards.count - 1)
            }
        case "skip":
            container = .closed("skip")
            guard rest.first == "=" else {
                error(line: line, column: restColumn, "expected '=' after 'skip'", expected: "skip = WORDS | WORDS")
                return
            }
            let expressionText = rest.dropFirst()
            if let expression = expression(expressionText, line: line, column: column(of: expressionText, in: body, lineStartColumn: 1)) {
                file.skips.append(expression)
                lastContinuable = .skip(file.skips.count - 1)
            }
        case "global", "intent", "expect":
            let (name, afterName) = splitWord(rest)
            if keyword == "global" {
                if !rest.isEmpty {
                    error(line: line, column: restColumn, length: rest.count, "unexpected text after 'global'", expected: "'global' takes no name")
                }
                container = .block(.global)
                file.blocks.append((.global, SourceSpan(SourceLocation(file: source.file, line: line, column: 1), length: 6)))
                return
            }
            guard isName(name) else {
                error(line: line, column: restColumn, "expected a name after '\(keyword)'", expected: "\(keyword) NAME")
                container = .closed(String(keyword))
                return
            }
            if !afterName.isEmpty {
                let at = column(of: afterName, in: body, lineStartColumn: 1)
                error(line: line, column: at, length: afterName.count, "unexpected text after '\(keyword) \(name)'", expected: "put phrases on indented lines below")
            }
            let scope: PhraseScope = keyword == "intent" ? .intent(String(name)) : .expect(String(name))
            container = .block(scope)
            file.blocks.append((scope, SourceSpan(SourceLocation(file: source.file, line: line, column: restColumn), length: name.count)))
        default:
            container = .closed("unknown")
            let suggestion = Suggestion.closest(to: String(keyword), among: Self.keywords)
            error(
                line: line, column: 1, length: max(1, keyword.count),
                "unknown declaration '\(keyword)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                expected: "expected one of: \(Self.keywords.joined(separator: ", ")) (indent phrases and entries)")
        }
    }

    private mutating func parseIndented(_ body: Substring, line: Int, column: Int) {
        lastContinuable = .none
        switch container {
        case .none:
            error(line: line, column: column, "indented line outside any declaration", expected: "expected it under a list, wildcard, global, intent or expect declaration")
        case .closed(let keyword):
            if keyword != "unknown" {
                error(line: line, column: column, "indented line under '\(keyword)'", expected: "'\(keyword)' takes no indented lines; continue an expression with a line starting '|'")
            }
        case .list(let listIndex):
            parseListEntry(body, line: line, column: column, list: listIndex)
        case .wildcard(let wildcardIndex):
            parseWildcardSetting(body, line: line, column: column, wildcard: wildcardIndex)
        case .block(let scope):
            parsePhrase(body, line: line, column: column, scope: scope)
        }
    }

    /// The index of the first top-level `character` (outside quotes and brackets).
    private func topLevelIndex(of character: Character, in text: Substring) -> Substring.Index? {
        var depth = 0
        var inQuote = false
        for index in text.indices {
            let current = text[index]
            if current == "\"" { inQuote.toggle() }
            guard !inQuote else { continue }
            if "([<{".contains(current) { depth += 1 }
            if ")]>}".contains(current) { depth -= 1 }
            if current == character, depth == 0 { return index }
        }
        return nil
    }

    private mutating func parseListEntry(_ body: Substring, line: Int, column: Int, list: Int) {
        let span = SourceSpan(SourceLocation(file: source.file, line: line, column: column), length: body.count)
        var value: String
        var expressionText: Substring
        if let equals = topLevelIndex(of: "=", in: body) {
            var valueText = body[..<equals].trimmingSpaces()
            if valueText.count >= 2, valueText.first == "\"", valueText.last == "\"" {
                valueText = valueText.dropFirst().dropLast()
            }
            value = String(valueText)
            expressionText = body[body.index(after: equals)...]
            if value.isEmpty {
                error(line: line, column: column, "empty list value", expected: "expected VALUE = SYNONYMS")
                return
            }
        } else {
            expressionText = body
            value = body.split(whereSeparator: \.isGrammarSpace).joined(separator: " ")
            if value.contains(where: { "()[]|;<>{}\"".contains($0) }) {
                error(line: line, column: column, length: body.count, "list entry without a value", expected: "expected VALUE = SYNONYMS when an entry has alternatives")
                return
            }
        }
        let expressionColumn = self.column(of: expressionText, in: body, lineStartColumn: column)
        if let expression = expression(expressionText, line: line, column: expressionColumn) {
            file.lists[list].entries.append(ListEntry(value: value, expression: expression, span: span))
            lastContinuable = .listEntry(list, file.lists[list].entries.count - 1)
        }
    }

    private mutating func parseWildcardSetting(_ body: Substring, line: Int, column: Int, wildcard: Int) {
        guard let equals = topLevelIndex(of: "=", in: body) else {
            error(line: line, column: column, length: body.count, "expected 'setting = value'", expected: "settings: \(Self.wildcardSettings.joined(separator: ", "))")
            return
        }
        let key = body[..<equals].split(whereSeparator: \.isGrammarSpace).joined(separator: " ")
        let valueText = body[body.index(after: equals)...]
        let valueColumn = self.column(of: valueText, in: body, lineStartColumn: column)
        guard Self.wildcardSettings.contains(key) else {
            let suggestion = Suggestion.closest(to: key, among: Self.wildcardSettings)
            error(
                line: line, column: column, length: max(1, key.count),
                "unknown wildcard setting '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                expected: "settings: \(Self.wildcardSettings.joined(separator: ", "))")
            return
        }
        if key == "max" {
            let trimmed = valueText.trimmingSpaces()
            guard let maxWords = Int(trimmed), (1...50).contains(maxWords) else {
                error(line: line, column: valueColumn, length: max(1, valueText.count), "'max' must be a whole number from 1 to 50", expected: "max = 6")
                return
            }
            file.wildcards[wildcard].maxWords = maxWords
            return
        }
        guard let expression = expression(valueText, line: line, column: valueColumn) else { return }
        addWildcardWords(expression, key: key, wildcard: wildcard)
        lastContinuable = .wildcardSetting(wildcard, key)
    }

    private mutating func addWildcardWords(_ expression: Expression, key: String, wildcard: Int) {
        let alternatives: [Expression]
        if case .alternative(let parts, _) = expression { alternatives = parts } else { alternatives = [expression] }
        for alternative in alternatives {
            guard case .word(let word, _) = alternative else {
                let span = alternative.firstSpan
                error(line: span.location.line, column: span.location.column, length: span.length, "'\(key)' takes single words", expected: "expected word | word | word")
                continue
            }
            switch key {
            case "stop": file.wildcards[wildcard].stopWords.insert(word)
            case "not first": file.wildcards[wildcard].notFirstWords.insert(word)
            default: file.wildcards[wildcard].stripWords.insert(word)
            }
        }
    }

    private mutating func parsePhrase(_ body: Substring, line: Int, column: Int, scope: PhraseScope) {
        guard let colon = body.firstIndex(of: ":") else {
            error(line: line, column: column, length: body.count, "expected a label and ':' before the phrase", expected: "KIND [NAME] [= VALUE] [(alone)]: EXPRESSION")
            return
        }
        var label = body[..<colon]
        let labelColumn = column
        let (kind, afterKind) = splitWord(label)
        guard isName(kind) else {
            error(line: line, column: labelColumn, "expected a phrase kind before ':'", expected: "KIND [NAME] [= VALUE] [(alone)]: EXPRESSION")
            return
        }
        label = afterKind
        var name: String?
        var value: String?
        var isAlone = false
        let (maybeName, afterName) = splitWord(label)
        if !maybeName.isEmpty {
            guard isName(maybeName) else {
                let at = self.column(of: maybeName, in: body, lineStartColumn: column)
                error(line: line, column: at, length: maybeName.count, "'\(maybeName)' is not a name", expected: "names are letters, digits and '_'")
                return
            }
            name = String(maybeName)
            label = afterName
        }
        if label.first == "=" {
            label = label.dropFirst().drop { $0.isGrammarSpace }
            let (valueText, afterValue) = splitWord(label)
            guard !valueText.isEmpty else {
                let at = self.column(of: label, in: body, lineStartColumn: column)
                error(line: line, column: at, "expected a value after '='", expected: "KIND NAME = VALUE: EXPRESSION")
                return
            }
            value = String(valueText)
            label = afterValue
        }
        if label.first == "(" {
            guard let close = label.firstIndex(of: ")") else {
                let at = self.column(of: label, in: body, lineStartColumn: column)
                error(line: line, column: at, "'(' is never closed", expected: "expected (alone)")
                return
            }
            for option in label[label.index(after: label.startIndex)..<close].split(separator: ",") {
                let trimmed = option.trimmingSpaces()
                if trimmed == "alone" {
                    isAlone = true
                } else {
                    let at = self.column(of: trimmed, in: body, lineStartColumn: column)
                    error(line: line, column: at, length: max(1, trimmed.count), "unknown phrase option '\(trimmed)'", expected: "the only option is (alone)")
                }
            }
            label = label[label.index(after: close)...].drop { $0.isGrammarSpace }
        }
        if !label.isEmpty {
            let at = self.column(of: label, in: body, lineStartColumn: column)
            error(line: line, column: at, length: label.count, "unexpected '\(label)' in the phrase label", expected: "KIND [NAME] [= VALUE] [(alone)]: EXPRESSION")
            return
        }
        let expressionText = body[body.index(after: colon)...]
        let expressionColumn = self.column(of: expressionText, in: body, lineStartColumn: column)
        guard let expression = expression(expressionText, line: line, column: expressionColumn) else { return }
        let span = SourceSpan(SourceLocation(file: source.file, line: line, column: labelColumn), length: body.distance(from: body.startIndex, to: colon))
        file.phrases.append(PhraseDeclaration(
            kind: String(kind), name: name, value: value, isAlone: isAlone, scope: scope, expression: expression, span: span))
        lastContinuable = .phrase(file.phrases.count - 1)
    }

    // MARK: - Continuation lines

    private mutating func continueExpression(_ text: Substring, line: Int, column: Int) {
        guard let more = expression(text, line: line, column: column) else { return }
        func merged(_ base: Expression) -> Expression {
            var parts: [Expression]
            var span = base.firstSpan
            if case .alternative(let existing, let at) = base {
                parts = existing
                span = at
            } else {
                parts = [base]
            }
            if case .alternative(let extra, _) = more { parts += extra } else { parts.append(more) }
            return .alternative(parts, at: span)
        }
        switch lastContinuable {
        case .none:
            error(line: line, column: column - 1, "'|' continues nothing", expected: "a line starting with '|' continues the expression on the line above")
        case .rule(let index): file.rules[index].expression = merged(file.rules[index].expression)
        case .skip(let index): file.skips[index] = merged(file.skips[index])
        case .listEntry(let list, let entry):
            file.lists[list].entries[entry].expression = merged(file.lists[list].entries[entry].expression)
        case .phrase(let index): file.phrases[index].expression = merged(file.phrases[index].expression)
        case .wildcardSetting(let wildcard, let key): addWildcardWords(more, key: key, wildcard: wildcard)
        }
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self.drop { $0.isGrammarSpace }
        while let last = text.last, last.isGrammarSpace { text = text.dropLast() }
        return text
    }
}

extension Expression {
    /// The span of the first thing written in the expression.
    var firstSpan: SourceSpan {
        switch self {
        case .word(_, let at), .alternative(_, let at), .optional(_, let at), .permutation(_, let at),
            .ruleReference(_, let at), .listReference(_, _, let at):
            at
        case .sequence(let parts):
            parts.first?.firstSpan ?? SourceSpan(SourceLocation(file: "", line: 0, column: 0))
        }
    }
}

extension Character {
    /// `isWhitespace`, answered without a Unicode property lookup for ASCII characters.
    @inline(__always)
    var isGrammarSpace: Bool {
        if let ascii = asciiValue { return ascii == 32 || (ascii >= 9 && ascii <= 13) }
        return isWhitespace
    }
}
