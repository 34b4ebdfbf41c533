import Foundation
import HailIntents
import Testing

@Suite("The README's HailIntents extension")
struct ReadmeExtensionTests {
    static let snippetFile = "Tests/HailIntentsTests/ReadmeExtension.swift"

    /// The package root, two folders above this file.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test func theReadmeShowsTheCompiledFileWordForWord() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "<!-- compiled as \(Self.snippetFile) -->\n```swift\n"
        let start = try #require(readme.range(of: marker), "README.md lacks the marker \(marker)")
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let shown = String(readme[start.upperBound..<end.lowerBound])
        let compiled = try String(contentsOf: Self.root.appendingPathComponent(Self.snippetFile), encoding: .utf8)
        #expect(shown == compiled, "copy \(Self.snippetFile) into README.md's HailIntents section")
    }

    @Test func itListsItsOptionAndBooksAPartyOfOne() async {
        let handler = RideIntentHandler()
        let options = await handler.handle(intent: INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil))
        #expect(options.rideOptions?.map(\.description) == ["Compact (18.5 USD)"])
        #expect(await handler.resolvePartySize(for: INRequestRideIntent(partySize: 2)).description == "unsupported")
        let booking = await handler.handle(intent: INRequestRideIntent(partySize: 1))
        #expect(booking.code == .success)
        #expect(booking.rideStatus?.phase == .confirmed)
    }
}
