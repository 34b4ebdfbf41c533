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
        /// 20 per literal word, 2 per wildcard word, less 1: below 19 the match named no word.
        package var score: Int
        /// Where its captures are, for `capture(at:)`.
        package var captures: Range<Int>
    }

    /// The matcher that made the parse, where its pool keeps it (nil for a grammar without one).
    // NB: read through a pointer to where the pool keeps it: read through the pool's slot (a
    // class), every call moved the whole matcher out and back (a memcpy of 392 bytes, about 170
    // instructions a read, callgrind).
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
    // text again (about 150 instructions an utterance, callgrind).
    package var characterOffsets: CharacterOffsets {
        guard let matcher else { return CharacterOffsets(text) }
        return CharacterOffsets(text, isASCII: matcher.pointee.parsedTextIsASCII)
    }

    /// How many matches the parse chose.
    package var matchCount: Int { matcher?.pointee.chosenCount ?? 0 }

    /// How many captures the matches hold in all.
    package var captureCount: Int { matcher?.pointee.chosenCaptureCount ?? 0 }

    /// The `index`th match, in text order.
    package func match(at index: Int) -> Match {
        // NB: `matchCount` is 0 without a matcher, so no index reaches here then.
        // NB: the matcher read where it is, never bound to a local (a copy of all its arrays).
        guard let matcher else { return Match(phraseIndex: 0, span: TextSpan(0..<0), score: 0, captures: 0..<0) }
        let chosen = matcher.pointee.chosenMatch(at: index)
        return Match(
            phraseIndex: Int(chosen.phrase), span: matcher.pointee.span(of: chosen), score: Int(chosen.score),
            captures: Int(chosen.firstCapture)..<Int(chosen.captureEnd))
    }

    /// A capture of a match, by an index from its `captures`.
    package func capture(at index: Int) -> Capture? {
        matcher?.pointee.chosenCapture(at: index, in: text)
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
    package var intent: String? { matcher?.pointee.chosenIntentName }

    /// How many runs of words no phrase used.
    package var residueCount: Int { matcher?.pointee.residueRunCount ?? 0 }

    /// The `index`th run of words no phrase used.
    package func residue(at index: Int) -> TextSpan {
        matcher?.pointee.residueRun(at: index) ?? TextSpan(0..<0)
    }

    /// The words no phrase used, joined by single spaces.
    package var residueText: String {
        guard let matcher else { return "" }
        return TextSpan.joined(count: matcher.pointee.residueRunCount, in: text) { matcher.pointee.residueRun(at: $0) }
    }

    /// The parse made into a `PhraseParse` of its own.
    func madeParse() -> PhraseParse {
        matcher?.pointee.madeParse(of: text) ?? PhraseParse(text: text, intent: nil, matches: [], residue: [], score: 0)
    }
}
