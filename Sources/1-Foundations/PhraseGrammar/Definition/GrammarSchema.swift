/// What a particular use of the engine allows in a grammar: phrase kinds and their names, intent
/// and expectation names, slot names. The engine checks grammars against it and reports strays
/// with "did you mean"; `GrammarSchema.open` allows anything.
public struct GrammarSchema: Sendable {
    /// One phrase kind ("answer") and the names it takes ("yes", "no").
    public struct PhraseKind: Sendable {
        public var kind: String
        /// The names the kind takes; empty when it takes none.
        public var names: [String]
        /// Whether a name must be given.
        public var requiresName: Bool
        /// Whether the kind only makes sense inside `intent` blocks.
        public var onlyInIntents: Bool
        /// Whether each phrase must set something: a `= VALUE` or a capture.
        public var requiresValue: Bool
        /// Phrase options besides `alone` the kind takes (`(sum)`, `(not)`).
        public var options: [String]

        public init(
            _ kind: String, names: [String] = [], requiresName: Bool = false, onlyInIntents: Bool = false, requiresValue: Bool = false,
            options: [String] = []
        ) {
            self.kind = kind
            self.options = options
            self.names = names
            self.requiresName = requiresName
            self.onlyInIntents = onlyInIntents
            self.requiresValue = requiresValue
        }
    }

    /// Allowed phrase kinds; nil allows any.
    public var phraseKinds: [PhraseKind]?
    /// Allowed `intent NAME` names; nil allows any.
    public var intents: [String]?
    /// Allowed `expect NAME` names; nil allows any.
    public var expectations: [String]?
    /// Allowed slot names in `{list:slot}`; nil allows any.
    public var slots: [String]?

    public init(phraseKinds: [PhraseKind]? = nil, intents: [String]? = nil, expectations: [String]? = nil, slots: [String]? = nil) {
        self.phraseKinds = phraseKinds
        self.intents = intents
        self.expectations = expectations
        self.slots = slots
    }

    /// Allows every kind, name and slot.
    public static let open = GrammarSchema()
}
