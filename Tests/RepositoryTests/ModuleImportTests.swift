import Foundation
import Testing

/// Every module a target imports is declared in `Package.swift`, nothing declared goes unused, and a
/// module of `Sources/` depends only on modules of lower layers (the folder number is the layer).
@Suite struct ModuleImportTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Modules of the system and the toolchain, which need no declaration.
    static let system: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc",
        "Musl", "Darwin", "XCTest", "Testing", "Synchronization", "os", "_Concurrency",
        // Apple's frameworks, imported only on Apple's systems (the tests that show an extension's code as on iOS).
        "Intents", "CoreLocation", "MapKit", "Contacts", "UIKit",
    ]

    let manifest: PackageManifest

    init() throws {
        manifest = try PackageManifest(contentsOf: Self.checkout.appendingPathComponent("Package.swift"))
    }

    /// The modules the Swift files under `path` import (outside `#if`s that test for a module's absence).
    func imports(under path: String) -> Set<String> {
        let folder = Self.checkout.appendingPathComponent(path)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found = Set<String>()
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            // NB: Swift's Regex is slow in a debug build: only lines that may be imports are matched.
            for line in text.split(separator: "\n") where line.contains("import ") {
                if let match = line.firstMatch(of: /^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)/) {
                    found.insert(String(match.1))
                }
            }
        }
        return found
    }

    @Test func everyImportedModuleIsDeclaredAndEveryDeclaredOneImported() {
        let declarable = Set(manifest.targets.map(\.name)).union(["GRDB", "GRDBSQLite", "ArgumentParser"])
        var problems: [String] = []
        for target in manifest.targets where target.kind != "systemLibrary" {
            let imported = imports(under: target.path).subtracting(Self.system).subtracting([target.name])
            for module in imported.subtracting(target.dependencies).sorted() {
                problems.append(declarable.contains(module)
                    ? "\(target.name) imports \(module) without declaring it"
                    : "\(target.name) imports \(module), which is not one of the package's modules or products")
            }
            for module in target.dependencies.subtracting(imported).sorted() where target.kind != "testTarget" && module != "hail" {
                problems.append("\(target.name) declares \(module) and never imports it")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(manifest.targets.count > 20, "Package.swift was not read: \(manifest.targets.count) targets")
    }

    @Test func aModuleDependsOnlyOnLowerLayers() {
        func layer(_ path: String) -> Int? {
            path.firstMatch(of: /^Sources\/(\d+)-/).flatMap { Int($0.1) }
        }
        let layers = Dictionary(manifest.targets.compactMap { target in layer(target.path).map { (target.name, $0) } }) { first, _ in first }
        var problems: [String] = []
        for target in manifest.targets {
            guard let own = layers[target.name] else { continue }
            for dependency in target.dependencies.sorted() {
                if let theirs = layers[dependency], theirs >= own {
                    problems.append("\(target.name) (layer \(own)) depends on \(dependency) (layer \(theirs))")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(layers.count > 15)
    }
}
