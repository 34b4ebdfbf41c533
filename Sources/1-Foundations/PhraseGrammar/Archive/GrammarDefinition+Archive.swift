import SourceDiagnostics

// Archiving a definition: every declaration with its expressions and spans, so a grammar read
// back from an archive explains, lints and reports exactly as the one compiled from source.

extension GrammarDefinition {
    func write(to writer: inout GrammarArchiveWriter) {
        writer.write(sources)
        writer.write(rules.count)
        for name in rules.keys.sorted() {
            guard let rule = rules[name] else { continue }
            writer.write(rule.name)
            rule.span.write(to: &writer)
            rule.expression.write(to: &writer)
        }
        writer.write(lists.count)
        for list in lists {
            writer.write(list.name)
            list.span.write(to: &writer)
            writer.write(list.entries.count)
            for entry in list.entries { entry.write(to: &writer) }
        }
        writer.write(wildcards.count)
        for wildcard in wildcards {
            writer.write(wildcard.name)
            wildcard.span.write(to: &writer)
            writer.write(wildcard.maxWords)
            writer.write(wildcard.stopWords.sorted())
            writer.write(wildcard.notFirstWords.sorted())
            writer.write(wildcard.stripWords.sorted())
            writer.write(wildcard.joinWords.sorted())
            writer.write(wildcard.addressEndWords.sorted())
            writer.write(wildcard.notLastWords.sorted())
            writer.write(wildcard.neverJust.sorted())
        }
        writer.write(skips.count)
        for skip in skips { skip.write(to: &writer) }
        writer.write(phrases.count)
        for phrase in phrases {
            writer.write(phrase.kind)
            writer.write(phrase.name)
            writer.write(phrase.value)
            writer.write(phrase.isAlone)
            writer.write(phrase.isClause)
            writer.write(phrase.options)
            phrase.scope.write(to: &writer)
            phrase.span.write(to: &writer)
        }
        // The expressions last, in a section a reader may leave for later (`ArchivedPhraseExpressions`).
        writer.writeSection { writer in
            for phrase in phrases { phrase.expression.write(to: &writer) }
        }
        writer.write(intents)
        writer.write(expectations)
    }

    /// Reads a definition `write(to:)` wrote; its phrases' expressions are left empty, to be read
    /// from the section returned when asked for.
    init(from reader: inout GrammarArchiveReader, phraseExpressions: inout GrammarArchiveReader?) throws(GrammarArchiveError) {
        sources = try reader.readStrings()
        rules = [:]
        for _ in 0..<(try reader.readCount()) {
            let name = try reader.readString()
            rules[name] = RuleDeclaration(name: name, span: try SourceSpan(from: &reader), expression: try Expression(from: &reader))
        }
        lists = []
        for _ in 0..<(try reader.readCount()) {
            let name = try reader.readString()
            let span = try SourceSpan(from: &reader)
            var entries: [ListEntry] = []
            for _ in 0..<(try reader.readCount()) { entries.append(try ListEntry(from: &reader)) }
            lists.append(ListDeclaration(name: name, span: span, entries: entries))
        }
        wildcards = []
        for _ in 0..<(try reader.readCount()) {
            var wildcard = WildcardDeclaration(name: try reader.readString(), span: try SourceSpan(from: &reader))
            wildcard.maxWords = try reader.readInt()
            wildcard.stopWords = Set(try reader.readStrings())
            wildcard.notFirstWords = Set(try reader.readStrings())
            wildcard.stripWords = Set(try reader.readStrings())
            wildcard.joinWords = Set(try reader.readStrings())
            wildcard.addressEndWords = Set(try reader.readStrings())
            wildcard.notLastWords = Set(try reader.readStrings())
            wildcard.neverJust = Set(try reader.readStrings())
            wildcards.append(wildcard)
        }
        skips = []
        for _ in 0..<(try reader.readCount()) { skips.append(try Expression(from: &reader)) }
        phrases = []
        for _ in 0..<(try reader.readCount()) {
            phrases.append(PhraseDeclaration(
                kind: try reader.readString(), name: try reader.readOptionalString(), value: try reader.readOptionalString(),
                isAlone: try reader.readBool(), isClause: try reader.readBool(), options: try reader.readStrings(), scope: try PhraseScope(from: &reader), expression: .sequence([]),
                span: try SourceSpan(from: &reader)))
        }
        phraseExpressions = try reader.readSection()
        intents = try reader.readStrings()
        expectations = try reader.readStrings()
    }
}

extension ListEntry {
    func write(to writer: inout GrammarArchiveWriter) {
        writer.write(value)
        expression.write(to: &writer)
        span.write(to: &writer)
    }

    init(from reader: inout GrammarArchiveReader) throws(GrammarArchiveError) {
        self.init(value: try reader.readString(), expression: try Expression(from: &reader), span: try SourceSpan(from: &reader))
    }
}

extension PhraseScope {
    func write(to writer: inout GrammarArchiveWriter) {
        switch self {
        case .global: writer.write(Int32(0))
        case .intent(let name):
            writer.write(Int32(1))
            writer.write(name)
        case .expect(let name):
            writer.write(Int32(2))
            writer.write(name)
        }
    }

    init(from reader: inout GrammarArchiveReader) throws(GrammarArchiveError) {
        switch try reader.readInt32() {
        case 0: self = .global
        case 1: self = .intent(try reader.readString())
        case 2: self = .expect(try reader.readString())
        default: throw GrammarArchiveError("the archive holds an unknown phrase scope")
        }
    }
}

extension SourceSpan {
    func write(to writer: inout GrammarArchiveWriter) {
        writer.write(location.file)
        writer.write(Int32(truncatingIfNeeded: location.line))
        writer.write(Int32(truncatingIfNeeded: location.column))
        writer.write(Int32(truncatingIfNeeded: length))
    }

    init(from reader: inout GrammarArchiveReader) throws(GrammarArchiveError) {
        let file = try reader.readString()
        let line = Int(try reader.readInt32())
        let column = Int(try reader.readInt32())
        self.init(SourceLocation(file: file, line: line, column: column), length: Int(try reader.readInt32()))
    }
}

extension Expression {
    private enum Tag: Int32 {
        case word, sequence, alternative, optional, permutation, ruleReference, listReference
    }

    func write(to writer: inout GrammarArchiveWriter) {
        switch self {
        case .word(let word, let span):
            writer.write(Tag.word.rawValue)
            writer.write(word)
            span.write(to: &writer)
        case .sequence(let parts):
            writer.write(Tag.sequence.rawValue)
            writer.write(parts.count)
            for part in parts { part.write(to: &writer) }
        case .alternative(let parts, let span), .permutation(let parts, let span):
            let tag: Tag = if case .alternative = self { .alternative } else { .permutation }
            writer.write(tag.rawValue)
            writer.write(parts.count)
            for part in parts { part.write(to: &writer) }
            span.write(to: &writer)
        case .optional(let part, let span):
            writer.write(Tag.optional.rawValue)
            part.write(to: &writer)
            span.write(to: &writer)
        case .ruleReference(let name, let span):
            writer.write(Tag.ruleReference.rawValue)
            writer.write(name)
            span.write(to: &writer)
        case .listReference(let name, let slot, let span):
            writer.write(Tag.listReference.rawValue)
            writer.write(name)
            writer.write(slot)
            span.write(to: &writer)
        }
    }

    init(from reader: inout GrammarArchiveReader) throws(GrammarArchiveError) {
        guard let tag = Tag(rawValue: try reader.readInt32()) else { throw GrammarArchiveError("the archive holds an unknown expression") }
        switch tag {
        case .word:
            self = .word(try reader.readString(), at: try SourceSpan(from: &reader))
        case .sequence:
            self = .sequence(try Self.parts(from: &reader))
        case .alternative:
            self = .alternative(try Self.parts(from: &reader), at: try SourceSpan(from: &reader))
        case .permutation:
            self = .permutation(try Self.parts(from: &reader), at: try SourceSpan(from: &reader))
        case .optional:
            self = .optional(try Expression(from: &reader), at: try SourceSpan(from: &reader))
        case .ruleReference:
            self = .ruleReference(name: try reader.readString(), at: try SourceSpan(from: &reader))
        case .listReference:
            self = .listReference(name: try reader.readString(), slot: try reader.readOptionalString(), at: try SourceSpan(from: &reader))
        }
    }

    private static func parts(from reader: inout GrammarArchiveReader) throws(GrammarArchiveError) -> [Expression] {
        let count = try reader.readCount()
        var parts: [Expression] = []
        parts.reserveCapacity(count)
        for _ in 0..<count { parts.append(try Expression(from: &reader)) }
        return parts
    }
}
