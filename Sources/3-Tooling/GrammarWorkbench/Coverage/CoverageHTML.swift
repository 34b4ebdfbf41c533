/// Writes a coverage report as one self-contained HTML page: each grammar file line by line, with
/// the hits of the sites on each line in the gutter, lines whose sites were never hit marked red
/// and partly hit ones amber; hovering a line lists its sites.
public enum CoverageHTML {
    /// The page for `report` over the files of `grammar` (the vocabulary plist included).
    public static func render(_ report: CoverageReport, grammar: WorkbenchGrammar, title: String = "Hail grammar coverage") -> String {
        var files = grammar.sources.map { ($0.path, $0.text) }
        if let path = grammar.vocabularyPath, let text = grammar.vocabularyText { files.append((path, text)) }
        let byLine = report.hitsByLine
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body { font-family: -apple-system, "Segoe UI", sans-serif; margin: 2em; color: #222; }
            table.code { border-collapse: collapse; font-family: ui-monospace, Menlo, monospace; font-size: 13px; }
            table.code td { padding: 0 0.6em; white-space: pre; vertical-align: top; }
            td.n { color: #999; text-align: right; } td.h { text-align: right; color: #555; min-width: 4em; }
            tr.hit td.h { background: #d4f4d4; } tr.miss td.h, tr.miss td.t { background: #fbd9d9; }
            tr.part td.h { background: #fcecc4; } tr.part td.t { background: #fff7e0; }
            .summary td { padding: 0 1em 0 0; }
            </style></head><body>
            <h1>\(escape(title))</h1>
            <p>\(report.utteranceCount) utterances, \(report.matchCount) phrase matches. Green: every site on the line was used;
            amber: some were; red: none was. Hover a line for its sites.</p>
            <table class="summary">
            """
        for share in report.groups {
            html += "<tr><td>\(escape(share.name))</td><td>\((share.percent * 10).rounded() / 10)%</td><td>\(share.hit)/\(share.total) sites</td></tr>\n"
        }
        html += "</table>\n"
        for (path, text) in files {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            html += "<h2 id=\"\(escape(name))\">\(escape(name))</h2>\n<table class=\"code\">\n"
            let lines = byLine[path] ?? [:]
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let number = index + 1
                let sites = lines[number] ?? []
                let hitCount = sites.reduce(0) { $0 + $1.hits }
                let usedCount = sites.filter { $0.hits > 0 }.count
                let rowClass = sites.isEmpty ? "" : usedCount == sites.count ? "hit" : usedCount == 0 ? "miss" : "part"
                let tip = sites.map { "\($0.site.kind.rawValue) \($0.site.label): \($0.hits)" }.joined(separator: "\n")
                html += "<tr class=\"\(rowClass)\" title=\"\(escape(tip))\"><td class=\"n\">\(number)</td>"
                html += "<td class=\"h\">\(sites.isEmpty ? "" : String(hitCount))</td><td class=\"t\">\(escape(String(line)))</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</body></html>\n"
    }

    /// `text` with HTML's special characters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
