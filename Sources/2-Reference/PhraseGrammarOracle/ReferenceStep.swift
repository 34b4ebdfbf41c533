import PhraseGrammar

/// One step of a path through a phrase: a word the phrase names, or a value captured. Only the
/// order in which the engine finds matches of equal score depends on steps (see
/// `ReferenceCandidate.precedes`).
enum ReferenceStep: Hashable, Sendable {
    case word
    /// A value of capture `capture` (the engine's number of its `{name:slot}`, see
    /// `CaptureNumbers`); `reading` orders the values one capture may take at one word, as the
    /// engine lists them (for a wildcard the length; for a list the length, then the entry; for
    /// a builtin the recognizer's order).
    case capture(Int, reading: [Int])

    /// Whether the engine's walk goes down this step before `other`, both taken from the same
    /// place: values before the word, the capture numbered last first, and a capture's values
    /// last listed first (the walk pushes them on a stack in order, then pops them).
    func isWalkedBefore(_ other: ReferenceStep) -> Bool {
        switch (self, other) {
        case (.capture, .word): true
        case (.word, _): false
        case (.capture(let capture, let reading), .capture(let otherCapture, let otherReading)):
            capture != otherCapture ? capture > otherCapture : otherReading.lexicographicallyPrecedes(reading)
        }
    }
}

/// The engine's numbers of the `{name:slot}` captures: in the order a walk through every phrase
/// (in declaration order, each part in source order, rules expanded where referenced) first
/// meets each pair of slot and name that is a builtin, list or wildcard.
struct CaptureNumbers {
    private(set) var numbers: [String: Int] = [:]

    init(definition: GrammarDefinition) {
        let names = Set(BuiltinKind.allCases.map(\.rawValue)).union(definition.lists.map(\.name)).union(definition.wildcards.map(\.name))
        func visit(_ expression: Expression, defaultSlot: String?, depth: Int) {
            guard depth < 64 else { return }
            switch expression {
            case .word: break
            case .sequence(let parts), .alternative(let parts, _), .permutation(let parts, _):
                for part in parts { visit(part, defaultSlot: defaultSlot, depth: depth + 1) }
            case .optional(let part, _): visit(part, defaultSlot: defaultSlot, depth: depth + 1)
            case .ruleReference(let name, _):
                if let rule = definition.rules[name] { visit(rule.expression, defaultSlot: defaultSlot, depth: depth + 1) }
            case .listReference(let name, let slot, _):
                guard names.contains(name) else { return }
                let key = Self.key(name: name, slot: slot ?? defaultSlot ?? name)
                if numbers[key] == nil { numbers[key] = numbers.count }
            }
        }
        for phrase in definition.phrases { visit(phrase.expression, defaultSlot: phrase.name, depth: 0) }
    }

    func number(name: String, slot: String) -> Int {
        numbers[Self.key(name: name, slot: slot)] ?? -1
    }

    private static func key(name: String, slot: String) -> String { "\(slot)\u{0}\(name)" }
}
