import RideLanguage

/// Compares two grammars on a labelled corpus (`hail tune CORPUS --baseline DIR`): what a grammar
/// change does before it is committed.
public enum CorpusComparison {
    /// Reads every record with both grammars; each record read differently is judged by scoring
    /// it alone under each grammar (a hit counts +1, a miss or wrong value −1, a false positive −1).
    public static func compare(_ records: [CorpusRecord], baseline: RideGrammar, current: RideGrammar) -> WhatIfReport {
        let before = CorpusScorer(grammar: baseline)
        let after = CorpusScorer(grammar: current)
        let labels = CorpusLabel.labels(in: records)
        var changes: [WhatIfReport.Change] = []
        for record in records {
            let reading = SystemTurnReading(record.context)
            let old = UnderstandingSummary.text(reading.understand(record.text, with: baseline))
            let new = UnderstandingSummary.text(reading.understand(record.text, with: current))
            guard old != new else { continue }
            let gain = merit(after.score([record], labelled: labels)) - merit(before.score([record], labelled: labels))
            let verdict: WhatIfReport.Verdict = gain > 0 ? .better : gain < 0 ? .worse : .changed
            changes.append(WhatIfReport.Change(text: record.text, context: record.context, before: old, after: new, verdict: verdict))
        }
        let baselineReport = before.score(records)
        let currentReport = after.score(records)
        // Every figure either grammar reports (a precision counts only where a value was found).
        let names = TuningTargets.figures.map(\.name).filter { currentReport.figure($0) != nil || baselineReport.figure($0) != nil }
        let figures = names.map { name in
            WhatIfReport.FigureChange(
                name: name, before: baselineReport.figure(name)?.ratio ?? .init(), after: currentReport.figure(name)?.ratio ?? .init(),
                target: currentReport.figure(name)?.target ?? baselineReport.figure(name)?.target)
        }
        return WhatIfReport(turnCount: records.count, changes: changes, figures: figures, baseline: baselineReport, current: currentReport)
    }

    /// How good one record's scoring is: hits less misses on figures where more is better, less
    /// the hits of figures that count mistakes.
    static func merit(_ report: TuningReport) -> Int {
        report.figures.reduce(0) { sum, figure in
            if figure.countsMistakes { return sum - figure.ratio.hits }
            return sum + 2 * figure.ratio.hits - figure.ratio.total
        }
    }
}
