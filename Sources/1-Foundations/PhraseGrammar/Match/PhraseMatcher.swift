/// Finds every phrase match in one utterance and picks the best non-overlapping set, in stages,
/// each linear in the utterance's length and each a type of its own:
///
/// 1. `UtteranceWords`: the tokens, read once into word ids, skip words dropped;
/// 2. `FoundValues`: list entries and builtin values at every position;
/// 3. `WildcardExtents`: each wildcard's extent at a position, worked out when a walk first
///    reaches it there;
/// 4. `PhraseWalk`: the phrase automata walked from every position (bounded by the longest
///    phrase), every phrase found kept as a candidate;
/// 5. `ParseSelection`: the best non-overlapping candidates chosen by dynamic programming over
///    the positions, once per intent with candidates;
/// 6. `ChosenParse`: the choice read out, matches, captures and residue.
///
/// No backtracking over the sentence. A matcher keeps every stage's lists between utterances
/// (see `MatcherPool`), so parsing in the steady state allocates little beyond the result.
struct PhraseMatcher: ~Copyable {
    let tables: MatchTables
    // NB: the tables each stage reads are held by the stage: read through `tables`, a class,
    // each array was retained and released where it was read.
    private let skipAutomaton: DeterministicAutomaton
    private let graphs: WalkGraphs
    private(set) var words: UtteranceWords
    private(set) var values: FoundValues
    private var wildcards: WildcardExtents
    private var walk: PhraseWalk
    private var selection: ParseSelection
    private(set) var chosen = ChosenParse()

    /// A matcher over `tables`, whose automata's walk tables are `walkTables` (made from the same
    /// tables when not given).
    init(tables: MatchTables, walkTables: [PhraseWalkTable]? = nil) {
        self.tables = tables
        skipAutomaton = tables.skipAutomaton
        graphs = WalkGraphs(tables: tables, walkTables: walkTables ?? tables.makeWalkTables())
        words = UtteranceWords(table: tables.words)
        values = FoundValues(tables: tables)
        wildcards = WildcardExtents(tables: tables)
        walk = PhraseWalk(tables: tables)
        selection = ParseSelection(intentCount: tables.intents.count)
    }

    /// How many tokens this matcher's lists have room for, to decide whether to keep it: about
    /// the bytes of the longest utterance it read.
    var capacity: Int { words.capacity }

    /// Parses `text`, reusing the lists of the previous utterance.
    mutating func run(text: String, expectations: Set<String>) {
        words.read(text, skipping: skipAutomaton)
        values.find(in: &words)
        wildcards.forget(positions: words.count)
        if expectations.isEmpty {
            walk.collect(automata: CollectionOfOne(0), of: graphs, words: words, values: values, wildcards: &wildcards)
        } else {
            // Expectation phrases are walked first: on equal scores the first candidate wins, so
            // "3" is a party size when one is expected rather than a choice.
            var automata: [Int] = []
            for expectation in expectations.sorted() {
                if let index = tables.expectationAutomata[expectation] { automata.append(index) }
            }
            automata.append(0)
            walk.collect(automata: automata, of: graphs, words: words, values: values, wildcards: &wildcards)
        }
        // NB: with no candidates (one utterance in five), nothing is solved: no match is chosen,
        // and every word is residue.
        guard !walk.candidates.isEmpty else { return chosen.readNothing(of: words) }
        let (score, intent) = selection.choose(from: walk.candidates, starts: walk.candidateStarts, count: words.count)
        chosen.read(selection.winnerPick, score: score, intent: intent, walk: walk, words: words)
    }
}
