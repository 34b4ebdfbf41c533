import Foundation
import Testing

@Suite struct GrammarCacheCommandTests {
    private func freshCacheHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("hail-cli-cache-\(UUID().uuidString)")
    }

    private func cacheFiles(in home: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("hail").path)) ?? []
    }

    @Test func theFirstRunSavesTheCompiledGrammarAndTheNextAnswersTheSame() throws {
        let home = freshCacheHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try HailProcess.run(["parse", "--explain", "get me an XL to SFO for 4"], environment: ["XDG_CACHE_HOME": home.path])
        #expect(first.status == 0)
        let files = cacheFiles(in: home)
        #expect(files.count == 1)
        #expect(files.first?.hasSuffix(".hailgrammar") == true)
        let second = try HailProcess.run(["parse", "--explain", "get me an XL to SFO for 4"], environment: ["XDG_CACHE_HOME": home.path])
        #expect(second.status == 0)
        #expect(second.standardOutput == first.standardOutput)
        #expect(second.standardError.isEmpty)
    }

    @Test func twoRunsCompileTheSameGrammarToTheSameBytes() throws {
        // Each process hashes with its own seed; nothing compiled may follow a set's order.
        var archives: [Data] = []
        for _ in 0..<3 {
            let home = freshCacheHome()
            defer { try? FileManager.default.removeItem(at: home) }
            let result = try HailProcess.run(["parse", "get me a cab"], environment: ["XDG_CACHE_HOME": home.path])
            #expect(result.status == 0)
            let name = try #require(cacheFiles(in: home).first)
            archives.append(try Data(contentsOf: home.appendingPathComponent("hail").appendingPathComponent(name)))
        }
        #expect(archives.count == 3)
        #expect(Set(archives).count == 1)
    }

    @Test func noGrammarCacheNeitherReadsNorWrites() throws {
        let home = freshCacheHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try HailProcess.run(["parse", "--no-grammar-cache", "get me a cab"], environment: ["XDG_CACHE_HOME": home.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"intent\": \"RequestRide\""))
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }

    @Test func aCacheFolderThatCannotBeMadeIsNoError() throws {
        let home = freshCacheHome()
        try Data("a file, not a folder".utf8).write(to: home)
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try HailProcess.run(["parse", "get me a cab"], environment: ["XDG_CACHE_HOME": home.path])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains("RequestRide"))
    }
}
