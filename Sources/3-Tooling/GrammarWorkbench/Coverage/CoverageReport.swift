import RideLanguage

/// What a coverage run found: each site's hits, the sites never hit, and the share of sites hit
/// per phrase group (each intent, `global`, each `expect` block) and per file.
public struct CoverageReport: Sendable {
    /// A share of sites hit.
    public struct Share: Hashable, Sendable {
        public var name: String
        public var hit: Int
        public var total: Int

        /// Percent of sites hit, 0 when there are none.
        public var percent: Double { total == 0 ? 0 : Double(hit) * 100 / Double(total) }
    }

    /// Every site of the grammar with its hit count, sorted by place.
    public var sites: [(site: GrammarSite, hits: Int)]
    public var groups: [Share]
    public var files: [Share]
    public var utteranceCount: Int
    public var matchCount: Int
    public var underivedCount: Int

    init(coverage: GrammarCoverage) {
        let catalogue = coverage.recognizer.catalogue
        sites = catalogue.sites.map { ($0, coverage.hits[$0] ?? 0) }
        groups = catalogue.groups.map { group in
            let reached = catalogue.sitesByGroup[group] ?? []
            return Share(name: group, hit: reached.filter { (coverage.hits[$0] ?? 0) > 0 }.count, total: reached.count)
        }
        var byFile: [String: Share] = [:]
        for (site, hits) in sites {
            let name = site.fileAndLine.split(separator: ":").first.map(String.init) ?? site.location.file
            byFile[name, default: Share(name: name, hit: 0, total: 0)].total += 1
            if hits > 0 { byFile[name, default: Share(name: name, hit: 0, total: 0)].hit += 1 }
        }
        files = byFile.values.sorted { $0.name < $1.name }
        utteranceCount = coverage.utteranceCount
        matchCount = coverage.matchCount
        underivedCount = coverage.underivedCount
    }

    /// The sites no utterance used.
    public var neverHit: [GrammarSite] { sites.filter { $0.hits == 0 }.map(\.site) }

    /// Hits of the sites written on each line, by file path then line.
    public var hitsByLine: [String: [Int: [(site: GrammarSite, hits: Int)]]] {
        var result: [String: [Int: [(site: GrammarSite, hits: Int)]]] = [:]
        for entry in sites { result[entry.site.location.file, default: [:]][entry.site.location.line, default: []].append(entry) }
        return result
    }

    // MARK: - Text

    /// The shares per group and file, then the never-hit sites (at most `neverHitLimit`).
    public func summary(neverHitLimit: Int = .max) -> String {
        var lines = ["\(utteranceCount) utterances, \(matchCount) phrase matches" + (underivedCount > 0 ? " (\(underivedCount) not re-derived)" : "")]
        func table(_ title: String, _ shares: [Share]) {
            lines.append(title)
            let width = shares.map(\.name.count).max() ?? 0
            for share in shares {
                let percent = (share.percent * 10).rounded() / 10
                lines.append("  \(share.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(percent)%  (\(share.hit)/\(share.total) sites)")
            }
        }
        table("by intent:", groups)
        table("by file:", files)
        let never = neverHit
        lines.append("never hit (\(never.count)):")
        for site in never.prefix(neverHitLimit) {
            lines.append("  \(site.fileAndLine):\(site.location.column)  \(site.kind.rawValue)  \(site.label)")
        }
        if never.count > neverHitLimit { lines.append("  … and \(never.count - neverHitLimit) more") }
        return lines.joined(separator: "\n")
    }

    // MARK: - JSON

    /// One JSON object: counts, shares per group and file, and every site with its hits.
    public func json() -> String {
        func share(_ share: Share) -> String {
            "{\"name\": \(JSONText.quote(share.name)), \"hit\": \(share.hit), \"total\": \(share.total)}"
        }
        let siteLines = sites.map { site, hits in
            "{\"file\": \(JSONText.quote(site.location.file)), \"line\": \(site.location.line), \"column\": \(site.location.column), "
                + "\"kind\": \(JSONText.quote(site.kind.rawValue)), \"label\": \(JSONText.quote(site.label)), \"hits\": \(hits)}"
        }
        return "{\"utterances\": \(utteranceCount), \"matches\": \(matchCount), \"underived\": \(underivedCount), "
            + "\"groups\": [\(groups.map(share).joined(separator: ", "))], \"files\": [\(files.map(share).joined(separator: ", "))], "
            + "\"sites\": [\(siteLines.joined(separator: ", "))]}"
    }
}
