/// `wildcard place` with its settings: free text bounded by the phrases around it.
public struct WildcardDeclaration: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan
    /// The most words the text may have.
    public var maxWords: Int = 6
    /// Words the text never contains; it ends before them.
    public var stopWords: Set<String> = []
    /// Words the text may not start with (after stripped words).
    public var notFirstWords: Set<String> = []
    /// Leading words left out of the captured value ("the Ferry Building" → "Ferry Building").
    public var stripWords: Set<String> = []
    /// Words the text may hold between two of its words, never at either end, and only before a
    /// word that could start it ("Haight and Ashbury", "the Hilton in Oakland"; not "SFO and a
    /// cab", nor "SFO in 20 minutes").
    public var joinWords: Set<String> = []
    /// Words that let the text go on past commas when it ends on one of them, or on one of them
    /// and a number ("1200 Clay St Apt 4, San Francisco, CA 94108": a town, a state, a postal code).
    public var addressEndWords: Set<String> = []
    /// Words the text may hold but never end on ("Cafe at the Park"; not "SFO at" in "to SFO at
    /// around 6pm").
    public var notLastWords: Set<String> = []
}
