import RideLanguage

extension TuningReport {
    /// The report as one JSON object (`hail tune --json`): `corpus` (when named), `turns`,
    /// `labels`, `meetsTargets`, `figures` (name, hits, total, value, target with `atLeast` or
    /// `atMost`, met) and `misses` (category, shape, count, examples), at most
    /// `missesPerCategory` groups per category.
    public func json(missesPerCategory: Int = 10, corpus: String? = nil) -> String {
        var json = JSONText()
        if let corpus { json.add("corpus", corpus) }
        json.add("turns", turnCount)
        json.add("labels", raw: "[" + labels.sorted().map { JSONText.quote($0.rawValue) }.joined(separator: ", ") + "]")
        json.add("meetsTargets", meetsTargets)
        json.add("figures", raw: "[" + figures.map(Self.json).joined(separator: ", ") + "]")
        var shown: [String: Int] = [:]
        let kept = misses.filter { group in
            shown[group.category, default: 0] += 1
            return shown[group.category, default: 0] <= missesPerCategory
        }
        json.add("misses", raw: "[" + kept.map(Self.json).joined(separator: ", ") + "]")
        return json.text
    }

    private static func json(_ figure: Figure) -> String {
        var json = JSONText()
        json.add("name", figure.name)
        json.add("hits", figure.ratio.hits)
        json.add("total", figure.ratio.total)
        json.add("value", raw: String((figure.ratio.value * 10000).rounded() / 10000))
        switch figure.target {
        case .atLeast(let bound): json.add("target", raw: "{\"atLeast\": \(bound)}")
        case .atMost(let bound): json.add("target", raw: "{\"atMost\": \(bound)}")
        case nil: json.add("target", raw: "null")
        }
        json.add("met", figure.isMet)
        return json.text
    }

    private static func json(_ group: MissGroup) -> String {
        var json = JSONText()
        json.add("category", group.category)
        json.add("shape", group.shape)
        json.add("count", group.count)
        json.add("examples", raw: "[" + group.examples.map(JSONText.quote).joined(separator: ", ") + "]")
        return json.text
    }
}

extension TuningReport {
    /// Several corpora's reports as one JSON object (`hail tune A B --json`): `meetsTargets`
    /// (every corpus meets its own), `corpora` (each report's object, with `corpus`, its name) and
    /// `total` (the figures added up, without targets or misses).
    public static func json(corpora: [(name: String, report: TuningReport)], missesPerCategory: Int = 10) -> String {
        var json = JSONText()
        json.add("meetsTargets", corpora.allSatisfy(\.report.meetsTargets))
        json.add("corpora", raw: "[" + corpora.map { $0.report.json(missesPerCategory: missesPerCategory, corpus: $0.name) }.joined(separator: ", ") + "]")
        json.add("total", raw: total(of: corpora.map(\.report)).json(missesPerCategory: 0))
        return json.text
    }
}
