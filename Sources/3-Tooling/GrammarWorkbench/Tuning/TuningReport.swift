import RideLanguage

/// How well the grammar reads a labelled corpus: figures with their targets, and the misses
/// grouped by shape (most common first) so phrases can be tuned where it matters.
public struct TuningReport: Sendable {
    /// hits out of total.
    public struct Ratio: Hashable, Sendable {
        public var hits: Int
        public var total: Int

        public init(hits: Int = 0, total: Int = 0) {
            self.hits = hits
            self.total = total
        }

        /// hits / total, or 1 when there is nothing to count (0 for a rate of mistakes).
        public var value: Double { total == 0 ? 0 : Double(hits) / Double(total) }
    }

    /// A bound a figure should meet.
    public enum Target: Hashable, Sendable {
        case atLeast(Double)
        case atMost(Double)

        func isMet(by value: Double) -> Bool {
            switch self {
            case .atLeast(let bound): value >= bound
            case .atMost(let bound): value <= bound
            }
        }
    }

    /// One measured figure ("partySize recall").
    public struct Figure: Hashable, Sendable {
        public var name: String
        public var ratio: Ratio
        public var target: Target?
        /// Whether the figure counts mistakes (false positives): less is better.
        public var countsMistakes: Bool

        public init(name: String, ratio: Ratio, target: Target? = nil, countsMistakes: Bool = false) {
            self.name = name
            self.ratio = ratio
            self.target = target
            self.countsMistakes = countsMistakes
        }

        public var isMet: Bool { target?.isMet(by: ratio.value) ?? true }
    }

    /// Misses of one kind that look alike: shape is the text lowercased, labelled values and
    /// digits replaced by placeholders.
    public struct MissGroup: Hashable, Sendable {
        public var category: String
        public var shape: String
        public var count: Int
        /// Up to three examples: "text → expected / got".
        public var examples: [String]
    }

    public var turnCount: Int
    public var figures: [Figure]
    public var misses: [MissGroup]
    /// What the corpus labels: the figures reported are those these allow.
    public var labels: Set<CorpusLabel>

    public init(turnCount: Int, figures: [Figure], misses: [MissGroup], labels: Set<CorpusLabel> = []) {
        self.turnCount = turnCount
        self.figures = figures
        self.misses = misses
        self.labels = labels
    }

    /// Several corpora's reports added up: every figure's hits and totals summed, in the order
    /// the figures are first reported, without targets (each corpus has its own) or misses.
    public static func total(of reports: [TuningReport]) -> TuningReport {
        var figures: [Figure] = []
        for report in reports {
            for figure in report.figures {
                if let index = figures.firstIndex(where: { $0.name == figure.name }) {
                    figures[index].ratio.hits += figure.ratio.hits
                    figures[index].ratio.total += figure.ratio.total
                } else {
                    figures.append(Figure(name: figure.name, ratio: figure.ratio, countsMistakes: figure.countsMistakes))
                }
            }
        }
        let order = TuningTargets.figures.map(\.name)
        figures.sort { (order.firstIndex(of: $0.name) ?? order.count) < (order.firstIndex(of: $1.name) ?? order.count) }
        return TuningReport(
            turnCount: reports.reduce(0) { $0 + $1.turnCount }, figures: figures, misses: [],
            labels: reports.reduce(into: []) { $0.formUnion($1.labels) })
    }

    /// The figure with this name.
    public func figure(_ name: String) -> Figure? {
        figures.first { $0.name == name }
    }

    /// Whether every figure with a target meets it.
    public var meetsTargets: Bool { figures.allSatisfy(\.isMet) }

    /// A plain-text table of figures, then the top misses per category.
    public func summary(missesPerCategory: Int = 10) -> String {
        var lines = ["\(turnCount) turns"]
        let width = figures.map(\.name.count).max() ?? 0
        for figure in figures {
            let padded = figure.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let value = (figure.ratio.value * 1000).rounded() / 1000
            var line = "  \(padded)  \(value)  (\(figure.ratio.hits)/\(figure.ratio.total))"
            if let target = figure.target {
                switch target {
                case .atLeast(let bound): line += "  target ≥ \(bound)"
                case .atMost(let bound): line += "  target ≤ \(bound)"
                }
                line += figure.isMet ? "  ok" : "  MISSED"
            }
            lines.append(line)
        }
        var categories: [String] = []
        for miss in misses where !categories.contains(miss.category) { categories.append(miss.category) }
        for category in categories {
            let groups = misses.filter { $0.category == category }
            lines.append("misses: \(category) (\(groups.reduce(0) { $0 + $1.count }))")
            for group in groups.prefix(missesPerCategory) {
                lines.append("  \(group.count)× \(group.shape)")
                for example in group.examples.prefix(1) { lines.append("      e.g. \(example)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
