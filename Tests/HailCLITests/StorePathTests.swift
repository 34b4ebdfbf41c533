import Foundation
import Testing

/// A `--store PATH` that cannot be a store file is refused before anything is opened or made,
/// with what is wrong and the usage (exit 64).
@Suite struct StorePathTests {
    static func folder() throws -> URL {
        let folder = DigitFreeFolder.url(prefix: "hail-store-path")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Issue 27: the missing folders were created without a word.
    @Test(arguments: [["repl"], ["options", "--to", "SFO"]])
    func aStoreInAFolderThatIsNotThereIsRefusedNamingTheFolder(command: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing/dir")
        let result = try HailProcess.run(command + ["--store", missing.appendingPathComponent("x.sqlite").path], input: ":quit\n")
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("the folder \(missing.path) does not exist; create it first (Hail creates no folders for --store)"), "\(result.standardError)")
        #expect(result.standardError.contains("Usage: hail \(command[0])"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path), "a folder was created")
    }

    /// Issue 27: `donations` and `check-store` printed "NSCocoaErrorDomain error 256" for a folder.
    @Test(arguments: [["repl"], ["donations"], ["check-store"], ["options", "--to", "SFO"]])
    func aFolderGivenAsTheStoreIsRefusedClearly(command: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try HailProcess.run(command + ["--store", folder.path], input: ":quit\n")
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("Error: --store \(folder.path) is a folder, not a store file: give the path of a file, such as \(folder.path)/hail.sqlite."), "\(result.standardError)")
        #expect(result.standardError.contains("Usage: hail \(command[0])"), "\(result.standardError)")
        #expect(!result.standardError.contains("NSCocoaErrorDomain"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "something was written in the folder")
    }

    /// ":memory:" is SQLite's name for a database in memory: no file of that name is made.
    @Test func sqlitesInMemoryNameKeepsTheStoreInMemory() throws {
        let stray = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(":memory:")
        let existedBefore = FileManager.default.fileExists(atPath: stray.path)
        let result = try HailProcess.run(["--store", ":memory:", "--seed", "7"], input: "get me a regular ride to SFO\nyes\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Booked!") || result.standardOutput.contains("Requested."), "\(result.standardOutput)")
        #expect(existedBefore || !FileManager.default.fileExists(atPath: stray.path), "a file named :memory: was made")
    }

    @Test func aStoreInAFolderThatExistsIsMadeThere() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("new.sqlite")
        let result = try HailProcess.run(["--store", store.path, "--seed", "7"], input: ":vocab\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: store.path))
    }
}
