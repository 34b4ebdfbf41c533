import SourceDiagnostics

/// Reads one grammar file line by line into declarations, collecting every fault it finds.
///
/// Unindented lines declare (`rule`, `list`, `wildcard`, `skip`, `global`, `intent`, `expect`);
/// indented lines belong to the declaration above (list entries, wildcard settings, phrases); a
/// line starting with `|` continues the expression above it. `#` starts a comment.
struct GrammarFileParser {
    static let keywords = ["rule", "list", "wildcard", "skip", "global", "intent", "expect"]

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

    // MARK: - Declarations

    private mutating func parseDeclaration(_ body: Range<Int>) {
        let (keywordRange, rest) = line.splitWord(body)
        let keyword = line.string(keywordRange)
        let restColumn = line.column(at: rest.lowerBound)
        lastContinuable = .none
        switch keyword {
        case "rule":
            container = .closed("rule")
            let (name, afterName) = line.splitWord(rest)
            guard line.isName(name) else {
                error(column: restColumn, "expected a rule name after 'rule'", expected: "rule NAME = EXPRESSION")
                return
            }
            let nameText = line.string(name)
            guard line.startsWith("=", afterName) else {
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
            let (name, afterName) = line.splitWord(rest)
            let isList = keyword == "list"
            guard line.isName(name) else {
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
            guard line.startsWith("=", rest) else {
                error(column: restColumn, "expected '=' after 'skip'", expected: "skip = WORDS | WORDS")
                return
            }
            if let expression = expression(line.next(rest.lowerBound)..<rest.upperBound) {
                file.skips.append(expression)
                lastContinuable = .skip(file.skips.count - 1)
            }
        case "global", "intent", "expect":
            let (name, afterName) = line.splitWord(rest)
            if keyword == "global" {
                if !rest.isEmpty {
                    error(column: restColumn, length: line.count(rest), "unexpected text after 'global'", expected: "'global' takes no name")
                }
                container = .block(.global)
                file.blocks.append((.global, line.span(column: 1, length: 6)))
                return
            }
            guard line.isName(name) else {
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

    private mutating func parseListEntry(_ body: Range<Int>, list: Int) {
        let column = line.column(at: body.lowerBound)
        let span = line.span(column: column, length: line.count(body))
        let value: String
        let expressionText: Range<Int>
        if let equals = line.topLevelEquals(in: body) {
            var valueText = line.trimmingSpaces(body.lowerBound..<equals)
            if line.count(valueText) >= 2, line.startsWith("\"", valueText), line.isCharacter(UInt8(ascii: "\""), at: line.previous(valueText.upperBound)) {
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
            guard let words = line.wordsOfEntry(body) else {
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

    private mutating func parseWildcardSetting(_ body: Range<Int>, wildcard: Int) {
        let column = line.column(at: body.lowerBound)
        guard let equals = line.topLevelEquals(in: body) else {
            error(column: column, length: line.count(body), "expected 'setting = value'", expected: "settings: \(WildcardDeclaration.settings.joined(separator: ", "))")
            return
        }
        let key = line.string(body.lowerBound..<equals).split(whereSeparator: \.isGrammarSpace).joined(separator: " ")
        let valueText = line.next(equals)..<body.upperBound
        let valueColumn = line.column(at: valueText.lowerBound)
        guard WildcardDeclaration.settings.contains(key) else {
            let suggestion = Suggestion.closest(to: key, among: WildcardDeclaration.settings)
            error(
                column: column, length: max(1, key.count),
                "unknown wildcard setting '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                expected: "settings: \(WildcardDeclaration.settings.joined(separator: ", "))")
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
        file.wildcards[wildcard].addWords(of: expression, to: key, readFrom: line, diagnostics: &diagnostics)
        lastContinuable = .wildcardSetting(wildcard, key)
    }

    private mutating func parsePhrase(_ body: Range<Int>, scope: PhraseScope) {
        let column = line.column(at: body.lowerBound)
        guard let colon = line.firstIndex(of: ":", in: body) else {
            error(column: column, length: line.count(body), "expected a label and ':' before the phrase", expected: "KIND [NAME] [= VALUE] [(OPTIONS)]: EXPRESSION")
            return
        }
        guard let label = PhraseLabel(body.lowerBound..<colon, of: line, diagnostics: &diagnostics),
            let expression = expression(line.next(colon)..<body.upperBound)
        else { return }
        let span = line.span(column: column, length: line.count(from: body.lowerBound, to: colon))
        file.phrases.append(PhraseDeclaration(
            kind: label.kind, name: label.name, value: label.value, isAlone: label.isAlone, isClause: label.isClause, options: label.options,
            scope: scope, expression: expression, span: span))
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
        case .wildcardSetting(let wildcard, let key): file.wildcards[wildcard].addWords(of: more, to: key, readFrom: line, diagnostics: &diagnostics)
        }
    }
}
