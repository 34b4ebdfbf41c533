import Foundation
import Testing

/// The folders of `PhraseGrammar` depend in one direction: no folder names a type of a folder that
/// names one of its own, directly or through others. The stages below the matcher (`Tokens`,
/// `Builtins`, `Compile`) name none of its types, the grammar's syntax names nothing of the
/// compiler, and the shared containers (`Storage`) and helpers for work on other cores (`Work`)
/// name nothing of the stages above them.
@Suite struct PhraseGrammarFolderTests {
    static let root = ModuleImportTests.checkout.appendingPathComponent("Sources/1-Foundations/PhraseGrammar")

    /// Each Swift source of `PhraseGrammar` by its path in the module ("Match/PhraseWalk.swift"),
    /// with comments and string literals left out.
    static func files() -> [(path: String, code: String)] {
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [(path: String, code: String)] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                let withoutString = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
                return withoutString.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            }.joined(separator: "\n")
            found.append((String(file.path.dropFirst(root.path.count + 1)), code))
        }
        return found
    }

    /// Per folder of `PhraseGrammar` (the top level as ""), the Swift sources with comments and
    /// string literals left out.
    static func sources() -> [String: [String]] {
        var found: [String: [String]] = [:]
        for (path, code) in files() {
            let parts = path.split(separator: "/")
            found[parts.count > 1 ? String(parts[0]) : "", default: []].append(code)
        }
        return found
    }

    /// The identifiers of `code`.
    static func identifiers(in code: String) -> Set<Substring> {
        Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    }

    /// Per folder, the folders whose top-level types its sources name.
    static func dependencies() -> [String: Set<String>] {
        let sources = sources()
        var declaredIn: [Substring: String] = [:]
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor"]
        for (folder, files) in sources {
            for code in files {
                for line in code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
                    let words = line.split(separator: " ")
                    if let kind = words.firstIndex(where: { kinds.contains($0) }), kind + 1 < words.count {
                        let name = words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                        if name.first?.isUppercase == true { declaredIn[name] = folder }
                    }
                }
            }
        }
        var dependencies: [String: Set<String>] = [:]
        for (folder, files) in sources {
            for code in files {
                for name in identifiers(in: code) {
                    if let other = declaredIn[name], other != folder { dependencies[folder, default: []].insert(other) }
                }
            }
        }
        return dependencies
    }

    @Test func theStagesBelowTheMatcherNameNoneOfItsTypes() {
        let dependencies = Self.dependencies()
        #expect(dependencies["Match"]?.contains("Tokens") == true, "the matcher reads the tokens")
        for folder in ["Tokens", "Builtins", "Compile", "Syntax", "Definition", "Storage", "Work"] {
            #expect(dependencies[folder, default: []].contains("Match") == false, "\(folder) names a type of Match")
        }
    }

    @Test func theSyntaxNamesNothingOfTheCompiler() {
        let dependencies = Self.dependencies()
        #expect(dependencies["Compile"]?.contains("Syntax") == true, "the compiler reads the syntax")
        #expect(dependencies["Syntax", default: []].contains("Compile") == false)
    }

    @Test func sharedContainersAndHelpersDependOnNoOtherFolder() {
        let dependencies = Self.dependencies()
        #expect(dependencies["Match"]?.contains("Storage") == true, "the matcher keeps its lists in Storage")
        #expect(dependencies["Storage", default: []].isEmpty)
        #expect(dependencies["Work", default: []].isEmpty)
    }

    /// A circle in `dependencies`: the folders along it, the first repeated last; nil when the
    /// folders depend in one direction.
    static func cycle(in dependencies: [String: Set<String>]) -> [String]? {
        // Depth first, from each folder in name order; `onPath` holds the folders being visited.
        var finished: Set<String> = []
        var onPath: [String] = []
        func visit(_ folder: String) -> [String]? {
            if let start = onPath.firstIndex(of: folder) { return Array(onPath[start...]) + [folder] }
            guard !finished.contains(folder) else { return nil }
            onPath.append(folder)
            for next in dependencies[folder, default: []].sorted() {
                if let cycle = visit(next) { return cycle }
            }
            onPath.removeLast()
            finished.insert(folder)
            return nil
        }
        for folder in dependencies.keys.sorted() {
            if let cycle = visit(folder) { return cycle }
        }
        return nil
    }

    @Test func theFoldersDependInOneDirection() {
        let cycle = Self.cycle(in: Self.dependencies())
        let named = cycle?.map { $0.isEmpty ? "(top level)" : $0 }.joined(separator: " → ") ?? ""
        #expect(cycle == nil, "the folders of PhraseGrammar depend in a circle: \(named)")
    }

    @Test func aCircleOfFoldersIsFound() {
        #expect(Self.cycle(in: ["Match": ["Compile"], "Compile": ["Tokens"], "Tokens": ["Storage"]]) == nil)
        #expect(Self.cycle(in: ["Match": ["Compile"], "Compile": ["Tokens"], "Tokens": ["Match"]]) == ["Compile", "Tokens", "Match", "Compile"])
        #expect(Self.cycle(in: ["": ["Archive"], "Archive": [""]]) == ["", "Archive", ""])
    }
}
