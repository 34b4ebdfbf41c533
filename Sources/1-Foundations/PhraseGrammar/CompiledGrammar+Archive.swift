// Archiving a compiled grammar, so a tool can keep it on disk and load it again without parsing
// and determinising its sources (see RideLanguage's `GrammarCache`). What is read back parses,
// explains and reports exactly as the grammar that was written.

extension CompiledGrammar {
    /// Written first, so an archive of another layout is refused rather than misread.
    static let archiveFormat = "phrase-grammar-archive 6"

    /// Appends this grammar, with any extra entries, to `writer`.
    public func write(to writer: inout GrammarArchiveWriter) {
        writer.write(Self.archiveFormat)
        definition.write(to: &writer)
        writer.write(vocabulary.words)
        writer.write(phraseAutomata.count)
        for automaton in phraseAutomata { automaton.write(to: &writer) }
        writer.write(expectationAutomata.keys.sorted())
        for name in expectationAutomata.keys.sorted() { writer.write(expectationAutomata[name] ?? 0) }
        listAutomaton.write(to: &writer)
        writer.write(entryLists)
        writer.write(entryValues)
        skipAutomaton.write(to: &writer)
        writer.write(wildcards.count)
        for wildcard in wildcards {
            writer.write(wildcard.maxWords)
            writer.write(wildcard.stopIDs.sorted())
            writer.write(wildcard.notFirstIDs.sorted())
            writer.write(wildcard.stripIDs.sorted())
            writer.write(wildcard.joinIDs.sorted())
            writer.write(wildcard.addressEndIDs.sorted())
            writer.write(wildcard.notLastIDs.sorted())
            writer.write((wildcard.refusesNumber ? 1 : 0) + (wildcard.refusesTime ? 2 : 0))
        }
        writer.write(captures.count)
        for capture in captures {
            writer.write(capture.slot)
            switch capture.source {
            case .list(let name):
                writer.write(Int32(0))
                writer.write(name)
            case .builtin(let kind):
                writer.write(Int32(1))
                writer.write(kind.rawValue)
            case .wildcard(let name):
                writer.write(Int32(2))
                writer.write(name)
            }
            writer.write(capture.sourceIndex)
        }
        writer.write(phraseIntent)
        writer.write(phraseIsAlone.map { $0 ? UInt8(1) : 0 })
        writer.write(phraseIsClause.map { $0 ? UInt8(1) : 0 })
        writer.write(phraseRules)
        writer.write(usedBuiltins.map(\.rawValue).sorted())
        writer.write(extraEntries.count)
        for name in extraEntries.keys.sorted() {
            writer.write(name)
            let entries = extraEntries[name] ?? []
            writer.write(entries.count)
            for entry in entries { entry.write(to: &writer) }
        }
    }

    /// Reads a grammar `write(to:)` wrote.
    /// - Throws: `GrammarArchiveError` when the archive is of another format or damaged.
    public init(from reader: inout GrammarArchiveReader) throws(GrammarArchiveError) {
        guard try reader.readString() == Self.archiveFormat else { throw GrammarArchiveError("the archive is of another format") }
        let damaged = GrammarArchiveError("the archive holds a damaged grammar")
        var expressionSection: GrammarArchiveReader?
        declarations = try GrammarDefinition(from: &reader, phraseExpressions: &expressionSection)
        let definition = declarations
        if let expressionSection {
            archivedExpressions = ArchivedPhraseExpressions(section: expressionSection, count: definition.phrases.count)
        }
        for (index, word) in try reader.readStrings().enumerated() where Int(vocabulary.id(for: word)) != index { throw damaged }
        let phraseCount = definition.phrases.count
        let automatonCount = try reader.readCount()
        // Captures come later in the archive; automata are checked against their count below.
        var automata: [DeterministicAutomaton] = []
        let wordLimit = vocabulary.words.count
        for _ in 0..<automatonCount {
            automata.append(try DeterministicAutomaton.read(from: &reader, payloadLimit: phraseCount, captureLimit: Int(Int32.max), wordLimit: wordLimit))
        }
        phraseAutomata = automata
        let expectationNames = try reader.readStrings()
        for name in expectationNames {
            let index = try reader.readInt()
            guard index > 0, index < automatonCount else { throw damaged }
            expectationAutomata[name] = index
        }
        let listAutomaton = try DeterministicAutomaton.read(from: &reader, payloadLimit: Int(Int32.max), captureLimit: 0, wordLimit: wordLimit)
        self.listAutomaton = listAutomaton
        entryLists = try reader.readInt32s()
        entryValues = try reader.readStrings()
        guard entryLists.count == entryValues.count, listAutomaton.payloads.allSatisfy({ Int($0) < entryLists.count }),
              entryLists.allSatisfy({ $0 >= 0 && Int($0) < definition.lists.count })
        else { throw damaged }
        skipAutomaton = try DeterministicAutomaton.read(from: &reader, payloadLimit: 1, captureLimit: 0, wordLimit: wordLimit)
        for _ in 0..<(try reader.readCount()) {
            let maxWords = try reader.readInt()
            var sets: [[Int32]] = []
            for _ in 0..<6 { sets.append(try reader.readInt32s()) }
            let refusals = try reader.readInt()
            guard (0...3).contains(refusals) else { throw damaged }
            guard sets.allSatisfy({ $0.allSatisfy { $0 >= 0 && Int($0) < wordLimit } }) else { throw damaged }
            wildcards.append(CompiledWildcard(maxWords: maxWords, stopIDs: Set(sets[0]), notFirstIDs: Set(sets[1]), stripIDs: Set(sets[2]), joinIDs: Set(sets[3]), addressEndIDs: Set(sets[4]), notLastIDs: Set(sets[5]),
                refusesNumber: refusals & 1 != 0, refusesTime: refusals & 2 != 0))
        }
        for _ in 0..<(try reader.readCount()) {
            let slot = try reader.readString()
            let source: CaptureSource
            let kind = try reader.readInt32()
            let name = try reader.readString()
            let sourceIndex = try reader.readInt32()
            switch kind {
            case 0:
                guard sourceIndex >= 0, Int(sourceIndex) < definition.lists.count else { throw damaged }
                source = .list(name)
            case 1:
                guard let builtin = BuiltinKind(rawValue: name) else { throw damaged }
                source = .builtin(builtin)
            case 2:
                guard sourceIndex >= 0, Int(sourceIndex) < wildcards.count else { throw damaged }
                source = .wildcard(name)
            default: throw damaged
            }
            captures.append(CaptureSpec(slot: slot, source: source, sourceIndex: sourceIndex))
        }
        let captureCount = captures.count
        guard phraseAutomata.allSatisfy({ $0.captureEdges.allSatisfy { Int($0.capture) < captureCount } }) else { throw damaged }
        phraseIntent = try reader.readInt32s()
        phraseIsAlone = try reader.readBytes().map { $0 != 0 }
        phraseIsClause = try reader.readBytes().map { $0 != 0 }
        phraseRules = try reader.readStrings()
        guard phraseIntent.count == phraseCount, phraseIsAlone.count == phraseCount, phraseIsClause.count == phraseCount, phraseRules.count == phraseCount,
              phraseIntent.allSatisfy({ $0 >= 0 && Int($0) <= definition.intents.count })
        else { throw damaged }
        for name in try reader.readStrings() {
            guard let builtin = BuiltinKind(rawValue: name) else { throw damaged }
            usedBuiltins.insert(builtin)
        }
        for _ in 0..<(try reader.readCount()) {
            let name = try reader.readString()
            var entries: [ListEntry] = []
            for _ in 0..<(try reader.readCount()) { entries.append(try ListEntry(from: &reader)) }
            extraEntries[name] = entries
        }
        if extraEntries.isEmpty {
            let tables = MatchTables(self)
            self.tables = tables
            matchers = MatcherPool(tables: tables)
        } else {
            rebuildLists()
        }
    }
}
