import PhraseGrammar
import RideLanguage
import SourceDiagnostics

/// Finds what makes a grammar misread people: one phrase with two meanings, synonyms hidden in
/// longer ones, sound-alikes of numbers and function words, parts nothing reaches, missing
/// references, vocabulary examples that no longer parse to their intent, app names that are
/// also places or options. Each finding has a file and line; errors fail the lint.
///
///     let report = GrammarLinter.lint(GrammarDirectoryText.read(directory: url))
///     print(report.rendered())
public struct GrammarLinter {
    let grammar: WorkbenchGrammar
    let options: LintOptions
    var findings: [LintFinding] = []

    /// Lints the grammar text; a grammar that does not load is reported as findings too.
    public static func lint(_ text: GrammarDirectoryText, options: LintOptions = LintOptions()) -> LintReport {
        let grammar: WorkbenchGrammar
        do {
            grammar = try WorkbenchGrammar(text: text, userVocabulary: options.userVocabulary)
        } catch {
            let findings = error.diagnostics.filter { $0.severity == .error }.map(Self.finding(from:))
            return report(findings, lines: text.sources, plists: [(text.vocabularyPath, text.vocabularyText), (text.appInfoPath, text.appInfoText)])
        }
        var linter = GrammarLinter(grammar: grammar, options: options)
        linter.run()
        return report(linter.findings, lines: text.sources, plists: [(text.vocabularyPath, text.vocabularyText), (text.appInfoPath, text.appInfoText)])
    }

    /// Lints an already loaded grammar.
    public static func lint(_ grammar: WorkbenchGrammar, options: LintOptions = LintOptions()) -> LintReport {
        var linter = GrammarLinter(grammar: grammar, options: LintOptions(userVocabulary: grammar.userVocabulary, placeNames: options.placeNames))
        linter.run()
        return report(linter.findings, lines: grammar.sources, plists: [(grammar.vocabularyPath, grammar.vocabularyText), (grammar.appInfoPath, grammar.appInfoText)])
    }

    mutating func run() {
        let forms = synonymForms()
        checkConflicts(forms)
        checkContainment(forms)
        checkHomophones(forms)
        checkAppNames(forms)
        checkPlaceNames(forms)
        checkReachability(forms)
        checkIntentExamples()
    }

    mutating func add(_ kind: LintFinding.Kind, _ severity: SourceDiagnostic.Severity, at location: SourceLocation, _ message: String, length: Int = 1) {
        findings.append(LintFinding(kind, severity, at: location, message, length: length))
    }

    /// A load fault as a finding: unknown rules and lists are missing references.
    static func finding(from diagnostic: SourceDiagnostic) -> LintFinding {
        let isMissing = diagnostic.message.hasPrefix("unknown rule") || diagnostic.message.hasPrefix("unknown list")
        return LintFinding(isMissing ? .missingReference : .invalidGrammar, .error, at: diagnostic.location, diagnostic.message, length: diagnostic.length)
    }

    /// Sorts findings, drops repeats and splits off those a `lint: allow` comment accepts; `plists`
    /// are the app's property lists (path and text, when there is one).
    static func report(_ findings: [LintFinding], lines sources: [GrammarSource], plists: [(path: String?, text: String?)]) -> LintReport {
        var texts: [String: SourceText] = [:]
        for source in sources { texts[source.path] = SourceText(file: source.path, text: source.text) }
        for case let (path?, text?) in plists { texts[path] = SourceText(file: path, text: text) }
        let frozen = texts
        let lineText: @Sendable (String, Int) -> String? = { file, line in frozen[file]?.line(line) }
        var shown: [LintFinding] = []
        var suppressed: [LintFinding] = []
        for finding in Set(findings).sorted() {
            let allowed = lineText(finding.location.file, finding.location.line).map(LintSuppression.allowedKinds(onLine:)) ?? []
            if allowed.contains(finding.kind) { suppressed.append(finding) } else { shown.append(finding) }
        }
        return LintReport(findings: shown, suppressed: suppressed, lineText: lineText)
    }

    // MARK: - Synonyms

    /// Every form of every list entry (user vocabulary included), in declaration order.
    func synonymForms() -> [SynonymForm] {
        let definition = grammar.definition
        let locator = grammar.locator
        var forms: [SynonymForm] = []
        for list in definition.lists {
            for entry in list.entries {
                for synonym in ExpressionText.synonyms(of: entry.expression) {
                    let location = locator.location(of: entry, in: synonym)
                    for words in PhraseForms.forms(of: synonym, rules: definition.rules) where !words.isEmpty {
                        forms.append(SynonymForm(words: words, list: list.name, value: entry.value, location: location, isRuntime: false))
                    }
                }
            }
            for entry in grammar.grammar.runtimeEntries[list.name] ?? [] {
                for words in PhraseForms.forms(of: entry.expression, rules: definition.rules) where !words.isEmpty {
                    // NB: reported at the list's declaration, where a suppression can be written.
                    forms.append(SynonymForm(words: words, list: list.name, value: entry.value, location: list.span.location, isRuntime: true))
                }
            }
        }
        return forms
    }

    /// The slots (or phrase labels) each list fills, from the phrases that capture it.
    func targetsByList() -> [String: Set<String>] {
        let definition = grammar.definition
        var targets: [String: Set<String>] = [:]
        func visit(_ expression: Expression, phrase: PhraseDeclaration, rules: Set<String>) {
            for reference in Self.references(in: expression) {
                switch reference {
                case .listReference(let name, let slot, _):
                    targets[name, default: []].insert(slot ?? (phrase.kind == "slot" ? phrase.name ?? phrase.label : phrase.label))
                case .ruleReference(let name, _):
                    if !rules.contains(name), let rule = definition.rules[name] { visit(rule.expression, phrase: phrase, rules: rules.union([name])) }
                default: break
                }
            }
        }
        for phrase in definition.phrases { visit(phrase.expression, phrase: phrase, rules: []) }
        return targets
    }

    static func references(in expression: Expression) -> [Expression] {
        switch expression {
        case .word: []
        case .sequence(let parts), .alternative(let parts, _), .permutation(let parts, _): parts.flatMap(references)
        case .optional(let part, _): references(in: part)
        case .ruleReference, .listReference: [expression]
        }
    }

    /// Where a pair of forms is reported: the later grammar line (user vocabulary has none).
    static func reportedPair(_ first: SynonymForm, _ second: SynonymForm) -> (at: SynonymForm, other: SynonymForm) {
        if second.isRuntime && !first.isRuntime { return (first, second) }
        if first.isRuntime && !second.isRuntime { return (second, first) }
        return first.location < second.location ? (second, first) : (first, second)
    }

    mutating func checkConflicts(_ forms: [SynonymForm]) {
        let targets = targetsByList()
        let appList = RideGrammar.appNameList
        var byText: [String: [SynonymForm]] = [:]
        for form in forms { byText[form.text, default: []].append(form) }
        for text in byText.keys.sorted() {
            guard let group = byText[text] else { continue }
            for (index, first) in group.enumerated() {
                for second in group[(index + 1)...] where first.value.lowercased() != second.value.lowercased() || first.list != second.list {
                    let (at, other) = Self.reportedPair(first, second)
                    if first.list == second.list {
                        add(.conflictingSynonym, .error, at: at.location, "'\(text)' means both \(at.meaning) and \(other.value) (\(other.place))", length: text.count)
                    } else if first.list != appList && second.list != appList {
                        let sharesSlot = !(targets[first.list] ?? []).isDisjoint(with: targets[second.list] ?? [])
                        if sharesSlot && first.value.lowercased() == second.value.lowercased() { continue }
                        let why = sharesSlot ? "for the same slot" : "for different parameters"
                        add(.crossListSynonym, .warning, at: at.location, "'\(text)' is \(at.meaning) and also \(other.meaning) (\(other.place)), \(why)", length: text.count)
                    }
                }
            }
        }
    }

    mutating func checkContainment(_ forms: [SynonymForm]) {
        let targets = targetsByList()
        let distinct = Array(Set(forms.map { FormKey(words: $0.words, list: $0.list, value: $0.value) })).sorted { ($0.words.count, $0.words.joined(separator: " ")) < ($1.words.count, $1.words.joined(separator: " ")) }
        let firstForm = Dictionary(forms.map { (FormKey(words: $0.words, list: $0.list, value: $0.value), $0) }, uniquingKeysWith: { first, _ in first })
        for shorter in distinct {
            for longer in distinct where longer.words.count > shorter.words.count && (longer.list != shorter.list || longer.value != shorter.value) {
                guard Self.contains(longer.words, shorter.words), let short = firstForm[shorter], let long = firstForm[longer] else { continue }
                let sharesSlot = short.list == long.list || !(targets[short.list] ?? []).isDisjoint(with: targets[long.list] ?? [])
                if sharesSlot && short.value.lowercased() == long.value.lowercased() { continue }
                // The profile's aliases of one saved place ("work", "my work") are one place.
                if short.isRuntime && long.isRuntime && short.list == long.list { continue }
                let at = long.isRuntime && !short.isRuntime ? short : long
                add(.containment, .warning, at: at.location,
                    "'\(short.text)' (\(short.meaning), \(short.place)) is inside '\(long.text)' (\(long.meaning), \(long.place)): "
                        + "the longer phrase must win wherever both match, or '\(long.text)' reads as \(short.value)", length: at.text.count)
            }
        }
    }

    struct FormKey: Hashable {
        var words: [String]
        var list: String
        var value: String
    }

    static func contains(_ words: [String], _ part: [String]) -> Bool {
        guard part.count <= words.count else { return false }
        for start in 0...(words.count - part.count) where Array(words[start..<(start + part.count)]) == part { return true }
        return false
    }

    // MARK: - Sound-alikes

    /// Numbers and function words that phrases lean on ("for 4", "to SFO"); a synonym that sounds
    /// like one of them is read as the wrong thing by whoever transcribed the speech.
    static let numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty"]
    static let functionWords = ["to", "too", "for", "in", "on", "at", "by", "of", "off", "and", "or", "no", "not", "so", "there", "here", "we", "be", "are", "our", "right", "which", "would", "know", "new", "way", "see", "buy"]

    mutating func checkHomophones(_ forms: [SynonymForm]) {
        var references: [(word: String, key: String, role: String)] = []
        for word in Self.numberWords { references.append((word, PhoneticKey.key(word), "the number")) }
        for word in Self.functionWords { references.append((word, PhoneticKey.key(word), "the word")) }
        var seen = Set<String>()
        for form in forms where !form.isRuntime && seen.insert("\(form.list)|\(form.text)").inserted {
            let key = PhoneticKey.key(form.text)
            // The first sound-alike is enough (numbers come first).
            if let reference = references.first(where: { $0.key == key && $0.word != form.text }) {
                add(.homophone, .warning, at: form.location, "'\(form.text)' (\(form.meaning)) sounds like \(reference.role) '\(reference.word)'", length: form.text.count)
            }
            if Self.numberWords.contains(form.text) {
                add(.homophone, .warning, at: form.location, "'\(form.text)' (\(form.meaning)) is also the number '\(form.text)'", length: form.text.count)
            }
        }
        var byKey: [String: [SynonymForm]] = [:]
        for form in forms where !form.isRuntime { byKey[PhoneticKey.key(form.text), default: []].append(form) }
        for key in byKey.keys.sorted() {
            guard let group = byKey[key] else { continue }
            for (index, first) in group.enumerated() {
                for second in group[(index + 1)...] where first.text != second.text && (first.list != second.list || first.value != second.value) {
                    let (at, other) = Self.reportedPair(first, second)
                    add(.homophone, .warning, at: at.location, "'\(at.text)' (\(at.meaning)) sounds like '\(other.text)' (\(other.meaning), \(other.place))", length: at.text.count)
                }
            }
        }
    }

    // MARK: - App names and places

    mutating func checkAppNames(_ forms: [SynonymForm]) {
        let appForms = forms.filter { $0.list == RideGrammar.appNameList }
        let others = forms.filter { $0.list != RideGrammar.appNameList }
        for app in appForms {
            for other in others where other.text == app.text {
                add(.appName, .error, at: app.location, "app name '\(app.text)' is also \(other.meaning) (\(other.place))", length: app.text.count)
            }
            for place in options.placeNames where Self.words(place) == app.words {
                add(.appName, .error, at: app.location, "app name '\(app.text)' is also the name of a place ('\(place)')", length: app.text.count)
            }
        }
    }

    mutating func checkPlaceNames(_ forms: [SynonymForm]) {
        var places: [[String]: String] = [:]
        for place in options.placeNames { places[Self.words(place)] = places[Self.words(place)] ?? place }
        let readAsPlaces: Set<String> = ["place_reference", "current_location", "home_place", "saved_place", RideGrammar.appNameList]
        for form in forms where !form.isRuntime && !readAsPlaces.contains(form.list) {
            if let place = places[form.words] {
                add(.crossListSynonym, .warning, at: form.location, "'\(form.text)' (\(form.meaning)) is also the name of a place ('\(place)')", length: form.text.count)
            }
        }
    }

    static func words(_ text: String) -> [String] {
        Tokenizer.tokenize(text).map(\.text)
    }

    // MARK: - Intent examples

    mutating func checkIntentExamples() {
        let locator = grammar.locator
        for (intent, examples) in grammar.grammar.intentExamples.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for example in examples {
                let understanding = grammar.grammar.understand(example)
                guard understanding.intent != intent else { continue }
                let location = locator.location(ofVocabularyString: example) ?? SourceLocation(file: grammar.vocabularyPath ?? AppIntentVocabulary.fileName, line: 1, column: 1)
                add(.intentExample, .error, at: location,
                    "IntentExample '\(example)' parses as \(understanding.intent?.rawValue ?? "no intent"), not \(intent.rawValue)", length: example.count)
            }
        }
    }
}
