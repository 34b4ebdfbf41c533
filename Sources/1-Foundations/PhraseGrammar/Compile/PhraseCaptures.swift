/// The captures of a grammar's phrases, numbered as the phrases are inserted: each distinct
/// slot and source (`{place:dropOff}` in phrases that fill dropOff) gets one `CaptureSpec`.
struct PhraseCaptures: CaptureResolver {
    /// Every capture, by capture index.
    private(set) var captures: [CaptureSpec] = []
    /// The builtins some phrase captures.
    private(set) var usedBuiltins: Set<BuiltinKind> = []
    /// The slot a reference without one fills: the phrase's name, or else the reference's.
    var defaultSlot = ""
    private var indices: [CaptureSpec: Int32] = [:]
    private let listIndex: [String: Int32]
    private let wildcardIndex: [String: Int32]

    init(lists: [ListDeclaration], wildcards: [WildcardDeclaration]) {
        listIndex = Dictionary(lists.enumerated().map { ($1.name, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        wildcardIndex = Dictionary(wildcards.enumerated().map { ($1.name, Int32($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The capture index of `{name:slot}`, numbering it if new; nil when `name` is no builtin,
    /// list or wildcard.
    mutating func captureIndex(name: String, slot: String?) -> Int32? {
        let source: CaptureSource
        var sourceIndex: Int32 = -1
        if let builtin = BuiltinKind(rawValue: name) {
            source = .builtin(builtin)
            usedBuiltins.insert(builtin)
        } else if let list = listIndex[name] {
            source = .list(name)
            sourceIndex = list
        } else if let wildcard = wildcardIndex[name] {
            source = .wildcard(name)
            sourceIndex = wildcard
        } else {
            return nil
        }
        let spec = CaptureSpec(slot: slot ?? (defaultSlot.isEmpty ? name : defaultSlot), source: source, sourceIndex: sourceIndex)
        if let existing = indices[spec] { return existing }
        captures.append(spec)
        indices[spec] = Int32(captures.count - 1)
        return Int32(captures.count - 1)
    }
}
