/// One utterance's parse read where the matcher that made it keeps it: the same matches,
/// captures and residue a `PhraseParse` holds, without an array built for any of them.
///
/// Given only to the closures of `CompiledGrammar.withParse`, and valid only
/// while that closure runs: the matcher is handed to the next utterance afterwards.
package struct PhraseParseView {
    /// One chosen match.
    package struct Match {
        /// The index of the phrase in the grammar's declaration order.
        package var phraseIndex: Int
        package var span: TextSpan
        /// 20 per literal word, 10 per lone number read as a time, 2 per wildcard word, less 1
        /// (`PhraseWalk.score`): below 19 the match named no word.
        package var score: Int
        /// Where its captures are, for `capture(at:)`.
        package var captures: Range<Int>
    }

    /// The matcher that made the parse, where its pool keeps it (nil for a grammar without one).
    // NB: read through a pointer to where the pool keeps it, each read a path of stored properties
    // to what it reads: a call on the matcher read as a value (its pool's slot is a class, or a
    // method not inlined) loaded the whole matcher first, with a retain and release of each of
    // its lists.
    let matcher: UnsafeMutablePointer<PhraseMatcher>?
    /// The utterance, as typed.
    package let text: String

    /// A view of the parse `matcher` has just made of `text`; `matcher` must stay where it is
    /// while the view is read.
    init(matcher: UnsafeMutablePointer<PhraseMatcher>, text: String) {
        self.matcher = matcher
        self.text = text
    }

    /// The parse of a grammar with no phrases: nothing matched.
    init(emptyOf text: String) {
        self.matcher = nil
        self.text = text
    }

    /// Converts the parse's UTF-8 offsets into character offsets.
    // NB: made knowing whether the text is ASCII, which the scan saw, rather than checking the
    // text again.
    package var characterOffsets: CharacterOffsets {
        guard let matcher else { return CharacterOffsets(text) }
        return CharacterOffsets(text, isASCII: matcher.pointee.words.scanned.isASCII)
    }

    /// How many matches the parse chose.
    package var matchCount: Int { matcher?.pointee.chosen.matches.count ?? 0 }

    /// How many captures the matches hold in all.
    package var captureCount: Int { matcher?.pointee.chosen.captures.count ?? 0 }

    /// The `index`th match, in text order.
    package func match(at index: Int) -> Match {
        // NB: `matchCount` is 0 without a matcher, so no index reaches here then.
        guard let matcher else { return Match(phraseIndex: 0, span: TextSpan(0..<0), score: 0, captures: 0..<0) }
        let chosen = matcher.pointee.chosen.matches[index]
        return Match(
            phraseIndex: Int(chosen.phrase), span: matcher.pointee.words.span(from: Int(chosen.start), to: Int(chosen.end)),
            score: Int(chosen.score), captures: Int(chosen.firstCapture)..<Int(chosen.captureEnd))
    }

    /// A capture of a match, by an index from its `captures`.
    package func capture(at index: Int) -> Capture? {
        guard let matcher else { return nil }
        let entry = matcher.pointee.chosen.captures[index]
        let spec = matcher.pointee.tables.captures[Int(entry.capture)]
        let start = Int(entry.start)
        let end = start + Int(entry.length)
        let value: CaptureValue
        var span = matcher.pointee.words.span(from: start, to: end)
        switch spec.source {
        case .list:
            value = .entry(matcher.pointee.tables.entryValues[Int(matcher.pointee.values.listMatches[Int(entry.reference)].value)])
        case .builtin(let kind):
            let reference = Int(entry.reference)
            switch kind {
            case .number: value = .number(matcher.pointee.values.numbers[reference].value)
            case .ordinal: value = .ordinal(matcher.pointee.values.ordinals[reference].value)
            case .time: value = .time(matcher.pointee.values.times[reference].value)
            case .duration: value = .duration(matcher.pointee.values.durations[reference].value)
            case .date: value = .date(matcher.pointee.values.dates[reference].value)
            }
        case .wildcard:
            // The words the wildcard strips are left out of its text.
            var first = start
            while first < end - 1,
                matcher.pointee.tables.wildcardFlags(Int(spec.sourceIndex), matcher.pointee.words.ids[first]) & CompiledWildcard.strip != 0
            {
                first += 1
            }
            span = matcher.pointee.words.span(from: first, to: end)
            value = .text(span.text(in: text))
        }
        return Capture(slot: spec.slot, source: spec.source, value: value, span: span)
    }

    /// Where the phrase at `phraseIndex` is written and its label: "request.grammar:12 slot dropOff".
    package func rule(ofPhrase phraseIndex: Int) -> String {
        matcher?.pointee.tables.phraseRules[phraseIndex] ?? ""
    }

    /// The phrase at `phraseIndex` as declared.
    package func phrase(at phraseIndex: Int) -> PhraseDeclaration? {
        matcher?.pointee.tables.phrase(at: phraseIndex)
    }

    /// The intent block of the parse, or nil when only global phrases matched.
    package var intent: String? {
        guard let matcher, matcher.pointee.chosen.intent > 0 else { return nil }
        return matcher.pointee.tables.intents[Int(matcher.pointee.chosen.intent) - 1]
    }

    /// How many runs of words no phrase used.
    package var residueCount: Int { matcher?.pointee.chosen.residue.count ?? 0 }

    /// The `index`th run of words no phrase used.
    package func residue(at index: Int) -> TextSpan {
        matcher?.pointee.chosen.residue[index] ?? TextSpan(0..<0)
    }

    /// The words no phrase used, joined by single spaces.
    package var residueText: String {
        guard let matcher else { return "" }
        return TextSpan.joined(count: matcher.pointee.chosen.residue.count, in: text) { matcher.pointee.chosen.residue[$0] }
    }

    /// The parse made into a `PhraseParse` of its own.
    func madeParse() -> PhraseParse {
        guard let matcher else { return PhraseParse(text: text, intent: nil, matches: [], residue: [], score: 0) }
        var matches: [PhraseMatch] = []
        matches.reserveCapacity(matchCount)
        for index in 0..<matchCount {
            let match = match(at: index)
            var captures: [Capture] = []
            captures.reserveCapacity(match.captures.count)
            for capture in match.captures {
                if let capture = self.capture(at: capture) { captures.append(capture) }
            }
            matches.append(PhraseMatch(
                phraseIndex: match.phraseIndex, span: match.span, captures: captures, score: match.score, tables: matcher.pointee.tables))
        }
        var residue: [TextSpan] = []
        residue.reserveCapacity(residueCount)
        for index in 0..<residueCount { residue.append(self.residue(at: index)) }
        return PhraseParse(text: text, intent: intent, matches: matches, residue: residue, score: matcher.pointee.chosen.score)
    }
}
