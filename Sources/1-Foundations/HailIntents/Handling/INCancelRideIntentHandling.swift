import Foundation

/// Cancels a booked ride.
///
/// Without `confirm`, the system may not offer this intent at all; the default `confirm`'s answer
/// says it was left out.
public protocol INCancelRideIntentHandling: NSObjectProtocol {
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(
        cancelRide intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void
    )
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(cancelRide intent: INCancelRideIntent) async -> INCancelRideIntentResponse

    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(
        cancelRide intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void
    )
    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(cancelRide intent: INCancelRideIntent) async -> INCancelRideIntentResponse
}

// MARK: - Defaults: either form calls the other; a left-out requirement answers as SiriKit would.

extension INCancelRideIntentHandling {
    public func handle(
        cancelRide intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INCancelRideIntentHandling.handle(cancelRide:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INCancelRideIntentResponse(code: .failure, userActivity: nil), of: $0)
            },
            asyncForm: { await self.handle(cancelRide: intent) }
        )
    }

    public func handle(cancelRide intent: INCancelRideIntent) async -> INCancelRideIntentResponse {
        await HandlerBridge.asyncFormDefault("INCancelRideIntentHandling.handle(cancelRide:completion:)") {
            self.handle(cancelRide: intent, completion: $0)
        }
    }

    public func confirm(
        cancelRide intent: INCancelRideIntent, completion: @escaping @Sendable (INCancelRideIntentResponse) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INCancelRideIntentHandling.confirm(cancelRide:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INCancelRideIntentResponse(code: .ready, userActivity: nil), of: $0)
            },
            asyncForm: { await self.confirm(cancelRide: intent) }
        )
    }

    public func confirm(cancelRide intent: INCancelRideIntent) async -> INCancelRideIntentResponse {
        await HandlerBridge.asyncFormDefault("INCancelRideIntentHandling.confirm(cancelRide:completion:)") {
            self.confirm(cancelRide: intent, completion: $0)
        }
    }
}
