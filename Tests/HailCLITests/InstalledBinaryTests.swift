import Foundation
import Testing

@Suite struct InstalledBinaryTests {
    /// `make install` lays out PREFIX/bin/hail and PREFIX/share/hail/Grammar/en-US; a binary
    /// started outside any checkout uses the grammar installed beside it.
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
        // A synonym only the installed copy knows shows which grammar was used.
        let common = grammar.appendingPathComponent("common.grammar")
        let text = try String(contentsOf: common, encoding: .utf8)
        try text.replacingOccurrences(of: "  SUV = SUV | XL |", with: "  SUV = SUV | XL | jumbo |").write(to: common, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = bin.appendingPathComponent("hail")
        process.arguments = ["parse", "a jumbo to SFO"]
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
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self).contains(#""rideOption": "SUV""#))
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain, error.code == Int(ETXTBSY) { return true }
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isTextFileBusy) ?? false
    }
}
