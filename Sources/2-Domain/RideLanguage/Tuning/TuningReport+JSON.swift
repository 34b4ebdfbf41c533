extension TuningReport {
    /// The report as one JSON object (`hail tune --json`): `turns`, `meetsTargets`, `figures`
    /// (name, hits, total, value, target with `atLeast` or `atMost`, met) and `misses` (category,
    /// shape, count, examples), at most `missesPerCategory` groups per category.
    public func json(missesPerCategory: Int = 10) -> String {
        var json = JSONText()
        json.add("turns", turnCount)
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
