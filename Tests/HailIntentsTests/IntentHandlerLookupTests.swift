import Foundation
import HailIntents
import Testing

/// Handles ride options only, and nothing for cancellations.
final class OptionsOnlyExtension: INExtension, INListRideOptionsIntentHandling {
    override func handler(for intent: INIntent) -> Any? {
        intent is INCancelRideIntent ? nil : self
    }

    func handle(intent: INListRideOptionsIntent) async -> INListRideOptionsIntentResponse {
        INListRideOptionsIntentResponse(code: .failureRequiringAppLaunchNoServiceInArea, userActivity: nil)
    }
}

@Suite("Finding an intent's handler")
struct IntentHandlerLookupTests {
    let provider = OptionsOnlyExtension()

    @Test func theHandlerComesBackAsItsProtocol() async throws {
        let handler = try IntentHandlerLookup.handler(
            (any INListRideOptionsIntentHandling).self, for: INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil),
            in: provider)
        let response = await handler.handle(intent: INListRideOptionsIntent(pickupLocation: nil, dropOffLocation: nil))
        #expect(response.code == .failureRequiringAppLaunchNoServiceInArea)
    }

    @Test func noHandlerIsNamed() {
        let error = #expect(throws: IntentHandlerLookupError.self) {
            try IntentHandlerLookup.handler(
                (any INCancelRideIntentHandling).self, for: INCancelRideIntent(rideIdentifier: "r"), in: provider)
        }
        #expect(error?.description
            == "handler(for:) returned nil for INCancelRideIntent: the extension handles no INCancelRideIntent")
    }

    @Test func aHandlerOfTheWrongKindIsNamedWithTheProtocolItLacks() {
        let error = #expect(throws: IntentHandlerLookupError.self) {
            try IntentHandlerLookup.handler((any INRequestRideIntentHandling).self, for: INRequestRideIntent(), in: provider)
        }
        #expect(error?.description == "handler(for:) returned OptionsOnlyExtension for INRequestRideIntent, "
            + "which does not adopt INRequestRideIntentHandling")
    }
}
