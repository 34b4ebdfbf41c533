import Foundation
import Testing
@testable import LineEditor

@Suite struct PlatformTests {
    @Test func colourNeedsATerminal() {
        #expect(Platform.colorEnabled(environment: ["TERM": "xterm"], outputIsTerminal: true))
        #expect(!Platform.colorEnabled(environment: ["TERM": "xterm"], outputIsTerminal: false))
    }

    @Test func noColorTurnsColourOffWhateverItsValue() {
        #expect(!Platform.colorEnabled(environment: ["NO_COLOR": "1"], outputIsTerminal: true))
        #expect(!Platform.colorEnabled(environment: ["NO_COLOR": ""], outputIsTerminal: true))
    }

    @Test func aDumbTerminalGetsNoColour() {
        #expect(!Platform.colorEnabled(environment: ["TERM": "dumb"], outputIsTerminal: true))
    }

    @Test func theHomeDirectoryComesFromHome() {
        let home = ProcessInfo.processInfo.environment["HOME"]
        if let home, !home.isEmpty {
            #expect(Platform.homeDirectory.path == URL(fileURLWithPath: home).path)
        } else {
            #expect(!Platform.homeDirectory.path.isEmpty)
        }
    }

    @Test func aWakePipeDeliversAByte() throws {
        let pipe = try #require(Platform.makeWakePipe())
        defer {
            Platform.closeDescriptor(pipe.read)
            Platform.closeDescriptor(pipe.write)
        }
        Platform.writeAll([1, 2, 3], to: pipe.write)
        #expect(Platform.waitForInput(on: pipe.read, orWake: pipe.read) == .wake)
        Platform.drain(pipe.read)
        #expect(Platform.readByte(from: pipe.read).byte == nil)  // non-blocking and empty
    }
}
