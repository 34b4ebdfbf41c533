import Foundation
import Testing

/// The signal handlers' state exists once in the binary, whatever the build: the handler sets the flag
/// the line editor reads. (`TerminalTests` checks the behaviour that depends on it: Ctrl-C in a terminal.)
@Suite struct SignalStateTests {
    @Test func theBinaryHoldsOneCopyOfTheSignalState() throws {
        let hail = HailProcess.productsDirectory.appendingPathComponent("hail").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nm", hail]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "nm could not read \(HailProcess.configuration)")
        let copies = String(decoding: data, as: UTF8.self).split(separator: "\n").filter { line in
            guard let name = line.split(separator: " ").last else { return false }
            return name == "hail_signal_state" || name.hasPrefix("hail_signal_state.")
        }
        #expect(copies.count == 1, "\(HailProcess.configuration) holds \(copies.count) copies of the signal state: \(copies)")
    }
}
