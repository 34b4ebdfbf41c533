import SourceDiagnostics

/// Reads one grammar file line by line into declarations, collecting every fault it finds.
///
/// Unindented lines declare (`rule`, `list`, `wildcard`, `skip`, `global`, `intent`, `expect`);
/// indented lines belong to the declaration above (list entries, wildcard settings, phrases); a
/// line starting with `|` continues the expression above it. `#` starts a comment.
struct GrammarFileParser {
    static let keywords = ["rule", "list", "wildcard", "skip", "global", "intent", "expect"]
    static let wildcardSettings = ["max", "stop", "not first", "strip", "join", "address end", "not last", "never just"]

    private let path: String
    /// The file's UTF-8.
    // NB: the file is read as bytes, a line at a time, and a part of a line is a range of them:
    // `Substring` and `String.Index` walking were most of the cost of reading a grammar. A
    // `String` is made only for the names and words that are kept.
    private let bytes: [UInt8]
    private(set) var file: GrammarFile
    private(set) var diagnostics: [SourceDiagnostic] = []
    /// The line being read.
    private var line: GrammarLine

    /// What indented lines currently attach to.
    private enum Container {
        case none, list(Int), wildcard(Int), block(PhraseScope), closed(String)
    }

    /// The expression a `|` continuation line extends.
    private enum Continuable {
        case none, rule(Int), skip(Int), listEntry(Int, Int), phrase(Int), wildcardSetting(Int, String)
    }

    /// Working space for `ExpressionParser`, kept from one line to the next.
    private var scratch: [Expression] = []
    private var container = Container.none
    private var lastContinuable = Continuable.none

    init(source: GrammarSource) {
        self.path = source.path
        self.bytes = Array(source.text.utf8)
        self.file = GrammarFile(path: source.path)
        self.line = GrammarLine(path: path, bytes: [], number: 0, start: 0)
    }

    /// Reads every line ("\n" or "\r\n" ends one).
    mutating func parse() {
        var start = 0
        var number = 1
        while start <= bytes.count {
            line = GrammarLine(path: path, bytes: bytes, number: number, start: start)
            parseLine()
            start = line.nextStart
            number += 1
        }
    }

    // MARK: - Lines

    private mutating func error(column: Int, length: Int = 1, _ message: String, expected: String? = nil) {
        diagnostics.append(line.error(column: column, length: length, message, expected: expected))
    }

    private mutating func parseLine() {
        // The text without its comment and trailing spaces.
        var end = line.textEnd
        while end > line.start, line.isSpace(at: line.previous(end)) { end = line.previous(end) }
        let first = line.skippingSpaces(line.start..<end)
        guard first < end else { return }
        let body = first..<end
        if line.isCharacter(UInt8(ascii: "|"), at: first) {
            continueExpression(line.next(first)..<end)
        } else if first == line.start {
            parseDeclaration(body)
        } else {
            parseIndented(body)
        }
    }

    /// The expression written in `text` (spaces before it skipped), reporting its faults.
    private mutating func expression(_ text: Range<Int>) -> Expression? {
        let first = line.skippingSpaces(text)
        var parser = ExpressionParser(line: line, range: first..<text.upperBound)
        let expression = parser.parse(scratch: &scratch)
        if !parser.diagnostics.isEmpty {
            diagnostics += parser.diagnostics
        } else if expression == nil {
            error(column: line.column(at: first), "missing phrase", expected: "expected words, ( ), [ ], <rule> or {list}")
        }
        return expression
    }

    /// Splits `name rest` at the first space, `=`, `:` or `(`; `rest` starts after the spaces.
    private func splitWord(_ text: Range<Int>) -> (word: Range<Int>, rest: Range<Int>) {
        var end = text.lowerBound
        while end < text.upperBound, !line.isSpace(at: end), !line.isCharacter(UInt8(ascii: "="), at: end),
            !line.isCharacter(UInt8(ascii: ":"), at: end), !line.isCharacter(UInt8(ascii: "("), at: end)
        {
            end = line.next(end)
        }
        return (text.lowerBound..<end, line.skippingSpaces(end..<text.upperBound)..<text.upperBound)
    }

    private func isName(_ text: Range<Int>) -> Bool {
        guard !text.isEmpty else { return false }
        var position = text.lowerBound
        while position < text.upperBound {
            guard line.isNameCharacter(at: position) else { return false }
            position = line.next(position)
        }
        return true
    }

    /// Whether `text` starts with the Character `ascii`.
    private func startsWith(_ ascii: Character, _ text: Range<Int>) -> Bool {
        !text.isEmpty && line.isCharacter(ascii.asciiValue ?? 0, at: text.lowerBound)
    }

    /// The first position in `text` whose Character is `ascii`.
    private func firstIndex(of ascii: Character, in text: Range<Int>) -> Int? {
        let byte = ascii.asciiValue ?? 0
        var position = text.lowerBound
        while position < text.upperBound {
            if line.isCharacter(byte, at: position) { return position }
            position = line.next(position)
        }
        return nil
    }

    // MARK: - Declarations

    private mutating func parseDeclaration(_ body: Range<Int>) {
        let (keywordRange, rest) = splitWord(body)
        let keyword = line.string(keywordRange)
        let restColumn = line.column(at: rest.lowerBound)
        lastContinuable = .none
        switch keyword {
        case "rule":
            container = .closed("rule")
            let (name, afterName) = splitWord(rest)
            guard isName(name) else {
                error(column: restColumn, "expected a rule name after 'rule'", expected: "rule NAME = EXPRESSION")
                return
            }
            let nameText = line.string(name)
            guard startsWith("=", afterName) else {
                error(
                    column: line.column(at: afterName.lowerBound), "expected '=' after the rule name '\(nameText)'",
                    expected: "rule \(nameText) = EXPRESSION")
                return
            }
            let span = line.span(column: restColumn, length: line.count(name))
            if let expression = expression(line.next(afterName.lowerBound)..<afterName.upperBound) {
                file.rules.append(RuleDeclaration(name: nameText, span: span, expression: expression))
                lastContinuable = .rule(file.rules.count - 1)
            }
        case "list", "wildcard":
            let (name, afterName) = splitWord(rest)
            let isList = keyword == "list"
            guard isName(name) else {
                error(
                    column: restColumn, "expected a \(keyword) name after '\(keyword)'",
                    expected: "\(keyword) NAME, then indented \(isList ? "entries" : "settings")")
                container = .closed(keyword)
                return
            }
            let nameText = line.string(name)
            if !afterName.isEmpty {
                error(
                    column: line.column(at: afterName.lowerBound), length: line.count(afterName), "unexpected text after '\(keyword) \(nameText)'",
                    expected: "put each \(isList ? "entry" : "setting") on its own indented line")
            }
            let span = line.span(column: restColumn, length: line.count(name))
            if isList {
                file.lists.append(ListDeclaration(name: nameText, span: span, entries: []))
                container = .list(file.lists.count - 1)
            } else {
                file.wildcards.append(WildcardDeclaration(name: nameText, span: span))
                container = .wildcard(file.wildcards.count - 1)
            }
        case "skip":
            container = .closed("skip")
            guard startsWith("=", rest) else {
                error(column: restColumn, "expected '=' after 'skip'", expected: "skip = WORDS | WORDS")
                return
            }
            if let expression = expression(line.next(rest.lowerBound)..<rest.upperBound) {
                file.skips.append(expression)
                lastContinuable = .skip(file.skips.count - 1)
            }
        case "global", "intent", "expect":
            let (name, afterName) = splitWord(rest)
            if keyword == "global" {
                if !rest.isEmpty {
                    error(column: restColumn, length: line.count(rest), "unexpected text after 'global'", expected: "'global' takes no name")
                }
                container = .block(.global)
                file.blocks.append((.global, line.span(column: 1, length: 6)))
                return
            }
            guard isName(name) else {
                error(column: restColumn, "expected a name after '\(keyword)'", expected: "\(keyword) NAME")
                container = .closed(keyword)
                return
            }
            let nameText = line.string(name)
            if !afterName.isEmpty {
                error(
                    column: line.column(at: afterName.lowerBound), length: line.count(afterName), "unexpected text after '\(keyword) \(nameText)'",
                    expected: "put phrases on indented lines below")
            }
            let scope: PhraseScope = keyword == "intent" ? .intent(nameText) : .expect(nameText)
            container = .block(scope)
            file.blocks.append((scope, line.span(column: restColumn, length: line.count(name))))
        default:
            container = .closed("unknown")
            let suggestion = Suggestion.closest(to: keyword, among: Self.keywords)
            error(
                column: 1, length: max(1, line.count(keywordRange)),
                "unknown declaration '\(keyword)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                expected: "expected one of: \(Self.keywords.joined(separator: ", ")) (indent phrases and entries)")
        }
    }

    private mutating func parseIndented(_ body: Range<Int>) {
        lastContinuable = .none
        let column = line.column(at: body.lowerBound)
        switch container {
        case .none:
            error(column: column, "indented line outside any declaration", expected: "expected it under a list, wildcard, global, intent or expect declaration")
        case .closed(let keyword):
            if keyword != "unknown" {
                error(column: column, "indented line under '\(keyword)'", expected: "'\(keyword)' takes no indented lines; continue an expression with a line starting '|'")
            }
        case .list(let listIndex):
            parseListEntry(body, list: listIndex)
        case .wildcard(let wildcardIndex):
            parseWildcardSetting(body, wildcard: wildcardIndex)
        case .block(let scope):
            parsePhrase(body, scope: scope)
        }
    }

    /// The position of the first top-level `=` (outside quotes and brackets).
    private func topLevelEquals(in text: Range<Int>) -> Int? {
        var depth = 0
        var inQuote = false
        var position = text.lowerBound
        while position < text.upperBound {
            defer { position = line.next(position) }
            if line.isCharacter(UInt8(ascii: "\""), at: position) { inQuote.toggle() }
            guard !inQuote else { continue }
            if line.isASCII {
                switch bytes[position] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: "="): if depth == 0 { return position }
                default: break
                }
            } else {
                if "([<{".utf8.contains(where: { line.isCharacter($0, at: position) }) { depth += 1 }
                if ")]>}".utf8.contains(where: { line.isCharacter($0, at: position) }) { depth -= 1 }
                if depth == 0, line.isCharacter(UInt8(ascii: "="), at: position) { return position }
            }
        }
        return nil
    }

    private mutating func parseListEntry(_ body: Range<Int>, list: Int) {
        let column = line.column(at: body.lowerBound)
        let span = line.span(column: column, length: line.count(body))
        let value: String
        let expressionText: Range<Int>
        if let equals = topLevelEquals(in: body) {
            var valueText = line.trimmingSpaces(body.lowerBound..<equals)
            if line.count(valueText) >= 2, startsWith("\"", valueText), line.isCharacter(UInt8(ascii: "\""), at: line.previous(valueText.upperBound)) {
                valueText = line.next(valueText.lowerBound)..<line.previous(valueText.upperBound)
            }
            value = line.string(valueText)
            expressionText = line.next(equals)..<body.upperBound
            if value.isEmpty {
                error(column: column, "empty list value", expected: "expected VALUE = SYNONYMS")
                return
            }
        } else {
            expressionText = body
            guard let words = wordsOfEntry(body) else {
                error(column: column, length: line.count(body), "list entry without a value", expected: "expected VALUE = SYNONYMS when an entry has alternatives")
                return
            }
            value = words
        }
        if let expression = expression(expressionText) {
            file.lists[list].entries.append(ListEntry(value: value, expression: expression, span: span))
            lastContinuable = .listEntry(list, file.lists[list].entries.count - 1)
        }
    }

    /// The words of an entry written without a value, one space apart: its value. Nil when it
    /// holds alternatives or other syntax, and so needs a value.
    private func wordsOfEntry(_ body: Range<Int>) -> String? {
        if line.isASCII {
            // NB: most entries are words one space apart, and are their own value as written.
            var asWritten = true
            var previous: UInt8 = 0
            for position in body {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: ";"),
                    UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""):
                    return nil
                case 9...13: asWritten = false
                case UInt8(ascii: " "): if previous == UInt8(ascii: " ") { asWritten = false }
                default: break
                }
                previous = byte
            }
            if asWritten { return line.string(body) }
        }
        let value = line.string(body).split(whereSeparator: \.isGrammarSpace).joined(separator: " ")
        return value.contains(where: { "()[]|;<>{}\"".contains($0) }) ? nil : value
    }

    private mutating func parseWildcardSetting(_ body: Range<Int>, wildcard: Int) {
        let column = line.column(at: body.lowerBound)
        guard let equals = topLevelEquals(in: body) else {
            error(column: column, length: line.count(body), "expected 'setting = value'", expected: "settings: \(Self.wildcardSettings.joined(separator: ", "))")
            return
        }
        let key = line.string(body.lowerBound..<equals).split(whereSeparator: \.isGrammarSpace).joined(separator: " ")
        let valueText = line.next(equals)..<body.upperBound
        let valueColumn = line.column(at: valueText.lowerBound)
        guard Self.wildcardSettings.contains(key) else {
            let suggestion = Suggestion.closest(to: key, among: Self.wildcardSettings)
            error(
                column: column, length: max(1, key.count),
                "unknown wildcard setting '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                expected: "settings: \(Self.wildcardSettings.joined(separator: ", "))")
            return
        }
        if key == "max" {
            guard let maxWords = Int(line.string(line.trimmingSpaces(valueText))), (1...50).contains(maxWords) else {
                error(column: valueColumn, length: max(1, line.count(valueText)), "'max' must be a whole number from 1 to 50", expected: "max = 6")
                return
            }
            file.wildcards[wildcard].maxWords = maxWords
            return
        }
        guard let expression = expression(valueText) else { return }
        addWildcardWords(expression, key: key, wildcard: wildcard)
        lastContinuable = .wildcardSetting(wildcard, key)
    }

    private mutating func addWildcardWords(_ expression: Expression, key: String, wildcard: Int) {
        let alternatives: [Expression]
        if case .alternative(let parts, _) = expression { alternatives = parts } else { alternatives = [expression] }
        for alternative in alternatives {
            guard case .word(let word, _) = alternative else {
                // The expression was read from this line.
                let span = alternative.firstSpan
                error(column: span.location.column, length: span.length, "'\(key)' takes single words", expected: "expected word | word | word")
                continue
            }
            switch key {
            case "stop": file.wildcards[wildcard].stopWords.insert(word)
            case "not first": file.wildcards[wildcard].notFirstWords.insert(word)
            case "join": file.wildcards[wildcard].joinWords.insert(word)
            case "address end": file.wildcards[wildcard].addressEndWords.insert(word)
            case "not last": file.wildcards[wildcard].notLastWords.insert(word)
            case "never just":
                guard WildcardDeclaration.neverJustValues.contains(word) else {
                    let span = alternative.firstSpan
                    error(column: span.location.column, length: span.length, "'never just' takes number or time, not '\(word)'", expected: "never just = number | time")
                    continue
                }
                file.wildcards[wildcard].neverJust.insert(word)
            default: file.wildcards[wildcard].stripWords.insert(word)
            }
        }
    }

    private mutating func parsePhrase(_ body: Range<Int>, scope: PhraseScope) {
        let column = line.column(at: body.lowerBound)
        guard let colon = firstIndex(of: ":", in: body) else {
            error(column: column, length: line.count(body), "expected a label and ':' before the phrase", expected: "KIND [NAME] [= VALUE] [(OPTIONS)]: EXPRESSION")
            return
        }
        let (kind, afterKind) = splitWord(body.lowerBound..<colon)
        guard isName(kind) else {
            error(column: column, "expected a phrase kind before ':'", expected: "KIND [NAME] [= VALUE] [(OPTIONS)]: EXPRESSION")
            return
        }
        var label = afterKind
        var name: String?
        var value: String?
        var isAlone = false
        var isClause = false
        var options: [String] = []
        let (maybeName, afterName) = splitWord(label)
        if !maybeName.isEmpty {
            guard isName(maybeName) else {
                error(
                    column: line.column(at: maybeName.lowerBound), length: line.count(maybeName), "'\(line.string(maybeName))' is not a name",
                    expected: "names are letters, digits and '_'")
                return
            }
            name = line.string(maybeName)
            label = afterName
        }
        if startsWith("=", label) {
            label = line.skippingSpaces(line.next(label.lowerBound)..<label.upperBound)..<label.upperBound
            let (valueText, afterValue) = splitWord(label)
            guard !valueText.isEmpty else {
                error(column: line.column(at: label.lowerBound), "expected a value after '='", expected: "KIND NAME = VALUE: EXPRESSION")
                return
            }
            value = line.string(valueText)
            label = afterValue
        }
        if startsWith("(", label) {
            guard let close = firstIndex(of: ")", in: label) else {
                error(column: line.column(at: label.lowerBound), "'(' is never closed", expected: "expected (alone)")
                return
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
                        } else if isName(option) {
                            // Any other option is the schema's to allow (GrammarValidator).
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
            return
        }
        if isAlone, isClause {
            error(column: column, length: line.count(from: body.lowerBound, to: colon), "a phrase is either (alone) or (clause)",
                  expected: "(alone) already matches only the whole utterance: leave (clause) out")
            return
        }
        guard let expression = expression(line.next(colon)..<body.upperBound) else { return }
        let span = line.span(column: column, length: line.count(from: body.lowerBound, to: colon))
        file.phrases.append(PhraseDeclaration(
            kind: line.string(kind), name: name, value: value, isAlone: isAlone, isClause: isClause, options: options, scope: scope,
            expression: expression, span: span))
        lastContinuable = .phrase(file.phrases.count - 1)
    }

    // MARK: - Continuation lines

    private mutating func continueExpression(_ text: Range<Int>) {
        guard let more = expression(text) else { return }
        func merge(into base: inout Expression) {
            // NB: the expression is moved out before its alternatives grow, so the array is not
            // copied for every continuation line.
            var taken = Expression.sequence([])
            swap(&taken, &base)
            var parts: [Expression]
            var span = taken.firstSpan
            if case .alternative(let existing, let at) = taken {
                parts = existing
                span = at
            } else {
                parts = [taken]
            }
            taken = .sequence([])
            if case .alternative(let extra, _) = more { parts += extra } else { parts.append(more) }
            base = .alternative(parts, at: span)
        }
        switch lastContinuable {
        case .none:
            error(column: line.column(at: text.lowerBound) - 1, "'|' continues nothing", expected: "a line starting with '|' continues the expression on the line above")
        case .rule(let index): merge(into: &file.rules[index].expression)
        case .skip(let index): merge(into: &file.skips[index])
        case .listEntry(let list, let entry): merge(into: &file.lists[list].entries[entry].expression)
        case .phrase(let index): merge(into: &file.phrases[index].expression)
        case .wildcardSetting(let wildcard, let key): addWildcardWords(more, key: key, wildcard: wildcard)
        }
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
