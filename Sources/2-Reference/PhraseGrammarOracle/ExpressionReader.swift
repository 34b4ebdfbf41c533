import PhraseGrammar

/// Reads a phrase's expression over an utterance's words by trying every way it can go: every
/// branch of an alternative, an optional part taken and left out, every order of a permutation,
/// rules expanded where they are referenced, every value a capture may take. Slow, and plainly
/// the grammar's meaning.
struct ExpressionReader {
    let rules: [String: RuleDeclaration]
    /// The lists' names, and per list, per position, the entries said from there.
    let listNames: Set<String>
    let listEntries: [String: [Int: [ListEntries.Found]]]
    let captureNumbers: CaptureNumbers
    let wildcards: [String: ReferenceWildcard]
    let utterance: ReferenceUtterance
    /// The slot a `{name}` without one fills: the phrase's name (else the reference's own name).
    let defaultSlot: String?

    /// Every way `expression` goes on from `path`.
    func read(_ expression: Expression, from path: ReferencePath) -> [ReferencePath] {
        switch expression {
        case .word(let word, _):
            guard path.end < utterance.count, utterance.words[path.end].token.text == word else { return [] }
            return [path.takingWord()]
        case .sequence(let parts):
            var paths = [path]
            for part in parts where !paths.isEmpty { paths = paths.flatMap { read(part, from: $0) } }
            return paths
        case .alternative(let parts, _):
            return parts.flatMap { read($0, from: path) }
        case .optional(let part, _):
            return [path] + read(part, from: path)
        case .permutation(let parts, _):
            return Permutations.of(parts).flatMap { read(.sequence($0), from: path) }
        case .ruleReference(let name, _):
            return rules[name].map { read($0.expression, from: path) } ?? []
        case .listReference(let name, let slot, _):
            return capture(name, slot: slot ?? defaultSlot ?? name, from: path)
        }
    }

    /// Every value `{name}` takes from `path`: a builtin's readings, else a list's entries, else
    /// a wildcard's texts (the engine looks a name up in that order).
    private func capture(_ name: String, slot: String, from path: ReferencePath) -> [ReferencePath] {
        let start = path.end
        guard start < utterance.count else { return [] }
        let number = captureNumbers.number(name: name, slot: slot)
        if let kind = BuiltinKind(rawValue: name) {
            return utterance.builtins.readings.enumerated().filter { $1.start == start && Self.kind(of: $1.value) == kind }.map { order, reading in
                // A lone plain number read as a time ("for two", "at 7") is weak evidence of one.
                let weak = kind == .time && reading.length == 1 && utterance.builtins.isPlainNumber[start]
                let capture = ReferenceCapture(
                    slot: slot, source: .builtin(kind), value: reading.value, span: utterance.span(from: start, to: start + reading.length))
                return path.capturing(capture, length: reading.length, step: .capture(number, reading: [order]), weak: weak)
            }
        }
        if listNames.contains(name) {
            return (listEntries[name]?[start] ?? []).map { found in
                let capture = ReferenceCapture(
                    slot: slot, source: .list(name), value: .entry(found.value), span: utterance.span(from: start, to: start + found.length))
                return path.capturing(capture, length: found.length, step: .capture(number, reading: [found.length, found.entry]))
            }
        }
        if let wildcard = wildcards[name] {
            return wildcard.lengths(at: start, in: utterance).map { length in
                let first = wildcard.valueStart(start: start, length: length, in: utterance)
                let span = utterance.span(from: first, to: start + length)
                let capture = ReferenceCapture(slot: slot, source: .wildcard(name), value: .text(span.text(in: utterance.text)), span: span)
                return path.capturing(capture, length: length, step: .capture(number, reading: [length]), wildcard: true)
            }
        }
        return []
    }

    private static func kind(of value: CaptureValue) -> BuiltinKind? {
        switch value {
        case .number: .number
        case .ordinal: .ordinal
        case .time: .time
        case .duration: .duration
        case .date: .date
        case .entry, .text: nil
        }
    }
}
