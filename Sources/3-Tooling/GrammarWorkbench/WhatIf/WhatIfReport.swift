import RideLanguage

/// What changing the grammar does to a corpus: every utterance whose reading changed, judged
/// better or worse against its labels, and the change in every tuning figure.
public struct WhatIfReport: Sendable {
    /// Whether a changed reading is closer to the labels.
    public enum Verdict: String, Sendable {
        case better, worse, changed
    }

    /// One utterance read differently.
    public struct Change: Sendable {
        public var text: String
        /// The system turn it answers, when any.
        public var context: String
        public var before: String
        public var after: String
        public var verdict: Verdict
    }

    /// One figure under both grammars.
    public struct FigureChange: Sendable {
        public var name: String
        public var before: TuningReport.Ratio
        public var after: TuningReport.Ratio
        public var target: TuningReport.Target?
    }

    public var turnCount: Int
    public var changes: [Change]
    public var figures: [FigureChange]
    public var baseline: TuningReport
    public var current: TuningReport

    public var betterCount: Int { changes.filter { $0.verdict == .better }.count }
    public var worseCount: Int { changes.filter { $0.verdict == .worse }.count }

    /// Figures that moved, then the changed readings (worse first), at most `limit` of each verdict.
    public func rendered(limit: Int = 20) -> String {
        var lines = ["\(turnCount) turns: \(changes.count) read differently (\(betterCount) better, \(worseCount) worse, \(changes.count - betterCount - worseCount) changed)"]
        let width = figures.map(\.name.count).max() ?? 0
        lines.append("figures (baseline → current):")
        for figure in figures {
            let before = Self.rounded(figure.before.value), after = Self.rounded(figure.after.value)
            let delta = Self.rounded(figure.after.value - figure.before.value)
            let sign = delta > 0 ? "+" : ""
            let mark = before == after ? "" : "  \(sign)\(delta)"
            lines.append("  \(figure.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(before) → \(after)\(mark)  (\(figure.before.hits)/\(figure.before.total) → \(figure.after.hits)/\(figure.after.total))")
        }
        for verdict in [Verdict.worse, .better, .changed] {
            let group = changes.filter { $0.verdict == verdict }
            guard !group.isEmpty else { continue }
            lines.append("\(verdict.rawValue) (\(group.count)):")
            for change in group.prefix(limit) {
                let context = change.context.isEmpty ? "" : "[\(change.context.prefix(50))] "
                lines.append("  \(context)\"\(change.text)\"")
                lines.append("      before: \(change.before)")
                lines.append("      after:  \(change.after)")
            }
            if group.count > limit { lines.append("  … and \(group.count - limit) more") }
        }
        return lines.joined(separator: "\n")
    }

    /// One JSON object: the corpus (when named), counts, figures before and after, every change.
    public func json(corpus: String? = nil) -> String {
        let figureItems = figures.map { figure in
            "{\"name\": \(JSONText.quote(figure.name)), \"before\": [\(figure.before.hits), \(figure.before.total)], \"after\": [\(figure.after.hits), \(figure.after.total)]}"
        }
        let changeItems = changes.map { change in
            "{\"text\": \(JSONText.quote(change.text)), \"context\": \(JSONText.quote(change.context)), \"verdict\": \"\(change.verdict.rawValue)\", "
                + "\"before\": \(JSONText.quote(change.before)), \"after\": \(JSONText.quote(change.after))}"
        }
        return "{" + (corpus.map { "\"corpus\": \(JSONText.quote($0)), " } ?? "") + "\"turns\": \(turnCount), \"better\": \(betterCount), \"worse\": \(worseCount), \"figures\": [\(figureItems.joined(separator: ", "))], "
            + "\"changes\": [\(changeItems.joined(separator: ", "))]}"
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
