/// A list of character spans that holds its first two in place and only the rest in an array:
/// an utterance's runs of unused words are one or two nearly always.
// NB: the residue's spans were an array made for every parse with a run of unused words (four in
// five of the corpus's), which only the dialog reads: its allocation, its freeing and the filling
// were about 440 instructions an utterance (callgrind, `RideBenchmarks --only parse`, the
// understanding destroyed included). Kept in place, the array is made only when it is read.
struct SmallSpanList: Hashable, Sendable {
    // NB: stored so that one list of spans has one representation: `first` before `second`,
    // `rest` empty unless both are set, so the synthesized `==` and `hash` compare the spans.
    private var first: Range<Int>?
    private var second: Range<Int>?
    private var rest: [Range<Int>] = []

    /// No span.
    init() {}

    /// The spans of `spans`, in order.
    init(_ spans: [Range<Int>]) {
        for span in spans { append(span) }
    }

    /// Adds `span` after the others.
    mutating func append(_ span: Range<Int>) {
        if first == nil {
            first = span
        } else if second == nil {
            second = span
        } else {
            rest.append(span)
        }
    }

    /// The spans, in order.
    var spans: [Range<Int>] {
        guard let first else { return [] }
        guard let second else { return [first] }
        return [first, second] + rest
    }
}
