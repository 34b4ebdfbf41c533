/// The captures of a grammar's phrases, numbered as the phrases are inserted: each distinct
/// slot and source (`{place}` in phrases that fill dropOff) gets one `CaptureSpec`.
struct PhraseCaptures: CaptureResolver {
    /// Every capture, by capture index.
    private(set) var captures: [CaptureSpec] = []
    /// The builtins some phrase captures.
    private(set) var usedBuiltins: Set<BuiltinKind> = []
    /// The slot a reference without one fills: the phrase's name, or else the reference's.
    var defaultSlot = ""
    private let listIndex: [String: Int32]
    private let wildcardIndex: [String: Int32]
    // NB: names and slots are numbered with WordTables, and captures found by the pair of
    // numbers: hashing a CaptureSpec hashed its strings with SipHash on every reference.
    private var names = WordTable()
    private var slots = WordTable()
    /// For each name number, where its values come from (nil: no builtin, list or wildcard).
    private var sources: [(source: CaptureSource, index: Int32)?] = []
    /// Capture indices by slot number << 32 | name number.
    private var indices: [Int64: Int32] = [:]

    init(lists: [ListDeclaration], wildcards: [WildcardDeclaration]) {
        listIndex = Dictionary(lists.enumerated().map { ($1.name, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        wildcardIndex = Dictionary(wildcards.enumerated().map { ($1.name, Int32($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The capture index of `{name:slot}`, numbering it if new; nil when `name` is no builtin,
    /// list or wildcard.
    mutating func captureIndex(name: String, slot: String?) -> Int32? {
        let nameNumber = Int(names.insert(name))
        if nameNumber == sources.count { sources.append(Self.source(of: name, lists: listIndex, wildcards: wildcardIndex)) }
        guard let (source, sourceIndex) = sources[nameNumber] else { return nil }
        if case .builtin(let builtin) = source { usedBuiltins.insert(builtin) }
        let slotName = slot ?? (defaultSlot.isEmpty ? name : defaultSlot)
        let key = Int64(slots.insert(slotName)) << 32 | Int64(nameNumber)
        if let existing = indices[key] { return existing }
        captures.append(CaptureSpec(slot: slotName, source: source, sourceIndex: sourceIndex))
        indices[key] = Int32(captures.count - 1)
        return Int32(captures.count - 1)
    }

    /// Where the values of `{name}` come from: a builtin, else a list, else a wildcard.
    private static func source(of name: String, lists: [String: Int32], wildcards: [String: Int32]) -> (source: CaptureSource, index: Int32)? {
        if let builtin = BuiltinKind(rawValue: name) { return (.builtin(builtin), -1) }
        if let list = lists[name] { return (.list(name), list) }
        if let wildcard = wildcards[name] { return (.wildcard(name), wildcard) }
        return nil
    }
}
