import Foundation
import Testing
@testable import LineEditor

@Suite struct HistoryFileTests {
    @Test func createsTheFileAndItsFolderForTheOwnerOnly() throws {
        let folder = try TemporaryFolder()
        let history = HistoryFile(url: folder.url.appendingPathComponent("state/hail/history"))
        try history.append("get me a ride to SFO")
        #expect(Platform.permissions(of: history.url.path) == 0o600)
        #expect(Platform.permissions(of: history.url.deletingLastPathComponent().path) == 0o700)
        #expect(history.load() == ["get me a ride to SFO"])
    }

    @Test func appendsOneEntryPerLine() throws {
        let folder = try TemporaryFolder()
        let history = HistoryFile(url: folder.url.appendingPathComponent("history"))
        try history.append("one")
        try history.append("two\nlines")
        #expect(try String(contentsOf: history.url, encoding: .utf8) == "one\ntwo lines\n")
        #expect(history.load() == ["one", "two lines"])
    }

    @Test func tightensWiderPermissionsWhenLoading() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("history")
        try "old\n".write(to: url, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        #expect(HistoryFile(url: url).load() == ["old"])
        #expect(Platform.permissions(of: url.path) == 0o600)
    }

    @Test func tightensWiderPermissionsWhenAppending() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("history")
        try "old\n".write(to: url, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: url.path)
        try HistoryFile(url: url).append("new")
        #expect(Platform.permissions(of: url.path) == 0o600)
    }

    @Test func loadsNothingWithoutAFile() throws {
        let folder = try TemporaryFolder()
        #expect(HistoryFile(url: folder.url.appendingPathComponent("none")).load() == [])
    }

    @Test func keepsTheNewestEntriesAndCutsTheFileBack() throws {
        let folder = try TemporaryFolder()
        let history = HistoryFile(url: folder.url.appendingPathComponent("history"), limit: 3)
        for entry in 1...6 { try history.append("line \(entry)") }
        #expect(history.load() == ["line 4", "line 5", "line 6"])
        #expect(try String(contentsOf: history.url, encoding: .utf8) == "line 4\nline 5\nline 6\n")
        #expect(Platform.permissions(of: history.url.path) == 0o600)
    }

    @Test func reportsAFileItCannotWrite() throws {
        let folder = try TemporaryFolder()
        let blocker = folder.url.appendingPathComponent("not-a-folder")
        try "x".write(to: blocker, atomically: false, encoding: .utf8)
        let history = HistoryFile(url: blocker.appendingPathComponent("history"))
        #expect(throws: PlatformError.self) { try history.append("lost") }
    }
}
