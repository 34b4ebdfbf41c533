import Foundation
import Testing

@Suite struct InstalledBinaryTests {
    /// `make install` lays out PREFIX/bin/hail, PREFIX/share/hail/Grammar/en-US and
    /// PREFIX/share/hail/Apps/Hail; a binary started outside any checkout uses the grammar and the
    /// default app installed beside it.
    @Test func anInstalledBinaryFindsTheGrammarInstalledWithIt() throws {
        let manager = FileManager.default
        let prefix = manager.temporaryDirectory.appendingPathComponent("hail-prefix-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: prefix) }
        let bin = prefix.appendingPathComponent("bin")
        let grammar = prefix.appendingPathComponent("share/hail/Grammar/en-US")
        try manager.createDirectory(at: bin, withIntermediateDirectories: true)
        try manager.createDirectory(at: grammar.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: HailProcess.productsDirectory.appendingPathComponent("hail"), to: bin.appendingPathComponent("hail"))
        try manager.copyItem(at: HailProcess.checkout.appendingPathComponent("Grammar/en-US"), to: grammar)
        let app = prefix.appendingPathComponent("share/hail/Apps/Hail")
        try manager.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: HailProcess.checkout.appendingPathComponent("Apps/Hail"), to: app)
        // And a product name only the installed app knows.
        let vocabulary = app.appendingPathComponent("en.lproj/AppIntentVocabulary.plist")
        try String(contentsOf: vocabulary, encoding: .utf8).replacingOccurrences(of: "<string>Hail Go</string>", with: "<string>Hail Zoom</string>")
            .write(to: vocabulary, atomically: true, encoding: .utf8)
        // A synonym only the installed copy knows shows which grammar was used.
        let common = grammar.appendingPathComponent("common.grammar")
        let text = try String(contentsOf: common, encoding: .utf8)
        try text.replacingOccurrences(of: "  SUV = SUV | XL |", with: "  SUV = SUV | XL | jumbo |").write(to: common, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = bin.appendingPathComponent("hail")
        process.arguments = ["parse", "--batch"]
        let input = Pipe()
        process.standardInput = input
        process.currentDirectoryURL = prefix
        let output = Pipe()
        process.standardOutput = output
        // NB: the copy's file was open for writing while other tests started processes: a child
        // forked then holds it open until it execs, and running the copy meanwhile fails with
        // ETXTBSY ("Text file busy", seen once under make test). It is tried again briefly.
        var attempt = 0
        while true {
            do {
                try process.run()
                break
            } catch let error as NSError where attempt < 50 && Self.isTextFileBusy(error) {
                attempt += 1
                usleep(20_000)
            }
        }
        try input.fileHandleForWriting.write(contentsOf: Data("a jumbo to SFO\na hail zoom to SFO\n".utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""rideOption": "SUV""#) == true, "\(lines)")
        #expect(lines.last?.contains(#""rideOption": "Compact""#) == true, "\(lines)")
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain, error.code == Int(ETXTBSY) { return true }
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isTextFileBusy) ?? false
    }
}
