import Foundation

/// The targets `Package.swift` declares, read from its text: each target's name, folder and the
/// modules it depends on (its targets and products).
// NB: read as text rather than through `swift package dump-package`, which waits for the lock that
// the running `swift test` holds on the build folder.
struct PackageManifest {
    struct Target {
        var name: String
        var kind: String
        var path: String
        var dependencies: Set<String>
    }

    var targets: [Target]

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        targets = []
        var searchFrom = text.startIndex
        while let start = text.range(of: #"\.(target|executableTarget|testTarget|systemLibrary)\("#, options: .regularExpression, range: searchFrom..<text.endIndex) {
            let body = Self.balanced(text, from: start.upperBound)
            searchFrom = body.endIndex
            let kind = String(text[text.index(after: start.lowerBound)..<text.index(before: start.upperBound)])
            guard let name = Self.firstString(after: "name:", in: body) else { continue }
            let path = Self.firstString(after: "path:", in: body) ?? "Tests/\(name)"
            var dependencies = Set<String>()
            if let list = body.range(of: "dependencies:") {
                let open = body[list.upperBound...].firstIndex(of: "[") ?? list.upperBound
                let items = Self.balanced(body, from: body.index(after: open), open: "[", close: "]")
                for product in items.matches(of: /\.product\(name:\s*"([^"]+)"/) { dependencies.insert(String(product.1)) }
                let plain = items.replacing(/\.product\([^)]*\)/, with: "")
                for quoted in plain.matches(of: /"([^"]+)"/) { dependencies.insert(String(quoted.1)) }
            }
            targets.append(Target(name: name, kind: kind, path: path, dependencies: dependencies))
        }
    }

    /// The text from `start` to the bracket that closes the one opened just before it.
    private static func balanced(_ text: some StringProtocol, from start: String.Index, open: Character = "(", close: Character = ")") -> Substring {
        let text = Substring(text)
        var depth = 1
        var index = start
        while index < text.endIndex {
            if text[index] == open { depth += 1 }
            if text[index] == close { depth -= 1; if depth == 0 { break } }
            index = text.index(after: index)
        }
        return text[start..<index]
    }

    private static func firstString(after label: String, in text: Substring) -> String? {
        guard let found = text.range(of: label) else { return nil }
        return text[found.upperBound...].firstMatch(of: /^\s*"([^"]+)"/).map { String($0.1) }
    }
}
