import PhraseGrammar

/// A grammar's list entries (declared, then those added at run time) as word sequences, found
/// in an utterance by their first word.
struct ListEntries: Sendable {
    /// One way to say an entry.
    struct Form: Sendable {
        var list: String
        /// The entry's place among its list's entries.
        var entry: Int
        var value: String
        var words: [String]
    }

    /// An entry said in an utterance: its place among its list's entries, its value, its length.
    struct Found: Hashable {
        var entry: Int
        var value: String
        var length: Int
    }

    /// Every form, by its first word.
    private let forms: [String: [Form]]
    let names: Set<String>

    init(definition: GrammarDefinition, extraEntries: [String: [ListEntry]]) {
        var forms: [String: [Form]] = [:]
        var names = Set<String>()
        for list in definition.lists where names.insert(list.name).inserted {
            for (index, entry) in (list.entries + (extraEntries[list.name] ?? [])).enumerated() {
                for words in WordSequences.of(entry.expression, rules: definition.rules) where !words.isEmpty {
                    forms[words[0], default: []].append(Form(list: list.name, entry: index, value: entry.value, words: words))
                }
            }
        }
        self.forms = forms
        self.names = names
    }

    /// Per list, per position, the entries said from there (each entry and length once), in
    /// the order of the list's entries.
    func found(in utterance: ReferenceUtterance) -> [String: [Int: [Found]]] {
        var found: [String: [Int: Set<Found>]] = [:]
        for start in 0..<utterance.count {
            for form in forms[utterance.words[start].token.text] ?? [] where utterance.has(form.words, at: start) {
                found[form.list, default: [:]][start, default: []].insert(Found(entry: form.entry, value: form.value, length: form.words.count))
            }
        }
        return found.mapValues { positions in positions.mapValues { $0.sorted { ($0.entry, $0.length) < ($1.entry, $1.length) } } }
    }
}
