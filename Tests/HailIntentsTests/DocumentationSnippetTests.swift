import Foundation
import HailIntents
import Testing

@Suite("The DocC article's listings")
struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyListingOfTheArticleIsCompiledWordForWord() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/1-Foundations/HailIntents/HailIntents.docc/WritingAnExtension.md"),
            encoding: .utf8)
        let compiled = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/HailIntentsTests/DocumentationSnippets.swift"),
            encoding: .utf8)
        let listings = article.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```\n").first }
        #expect(listings.count == 6)
        for listing in listings {
            #expect(compiled.contains(listing), "DocumentationSnippets.swift lacks the article's listing:\n\(listing)")
        }
    }

    @Test func thePartySizeResolverOfTheArticleTakesUpToFour() async {
        #expect(await PartySizeResolver().resolvePartySize(for: INRequestRideIntent(partySize: 5)).description == "unsupported")
        #expect(await PartySizeResolver().resolvePartySize(for: INRequestRideIntent(partySize: 4)).description == "success(4)")
        let options = await RideOptionsHandler().handle(intent: INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil))
        #expect(options.rideOptions?.first?.disclaimerMessage == "Vehicle can carry only 1 passenger.")
    }
}
