import ExtensionHost
import Foundation
import RideIntents
import RideSimulation

/// The ride service's side of a session: what the dialog talks to, and its live updates.
///
/// Hail's own side (the user's profile and current location, the gazetteer that plays Maps, the
/// store) stays with the session; the service decides which places it serves, its options and
/// prices, bookings, status and updates, cancelling and feedback.
public protocol SessionRideService: RidesharingDomainHandling {
    /// Delivers the live updates that came due, to the observer given `startSendingUpdates`.
    func tick()
    /// When the next live update may come due, for a REPL on the wall clock.
    var nextUpdateDate: Date? { get }
    /// What went wrong in the calls since the last time, each naming its call, for the user.
    func takeFaults() -> [ExtensionFault]
    /// The rides the service donated since the last time (`INInteraction.donate`), oldest first.
    func takeDonatedRides() -> [RideStatus]
}

extension SimulatedRideService: SessionRideService {
    public func takeFaults() -> [ExtensionFault] { [] }
    // NB: Hail donates the simulation's rides itself, one per view (`HailSession.notes(after:)`).
    public func takeDonatedRides() -> [RideStatus] { [] }
}

/// An extension behind the dialog, with Hail doing what Siri and Maps do before it is asked:
/// Maps (the gazetteer) turns the words into a placemark, and the pickup is the user's current
/// location when none was said, before the extension's resolvers see them; the user's wallet (the
/// profile) resolves payment, which SiriKit's protocol leaves out.
///
/// With a map of the service's own (`--map`, `@map`), Maps also refuses a place outside the map's
/// service area, as for the simulated service: the extension is not asked about it, and a
/// booking or list with an end outside it fails with `failureRequiringAppLaunchNoServiceInArea`.
final class ExtensionRideService: SessionRideService {
    /// Hail's side: profile, current location, gazetteer.
    let maps: SimulatedRideService
    let hosted: HostedExtension
    /// Whether the map's service area bounds the places (a map given; a map without a
    /// `serviceArea` polygon bounds nothing). Without one, the extension judges every place.
    let boundsServiceArea: Bool

    init(maps: SimulatedRideService, hosted: HostedExtension, boundsServiceArea: Bool = false) {
        self.maps = maps
        self.hosted = hosted
        self.boundsServiceArea = boundsServiceArea
    }

    // MARK: - Maps first, then the extension

    func resolvePickupLocation(for intent: RequestRideIntent) -> ResolutionResult<Placemark> {
        let here = maps.profile.currentLocation
        let found = refusingOutsideArea(maps.geocode(intent.pickupLocation ?? here, nearestTo: here))
        guard case .success(let place) = found else { return found }
        var asked = intent
        asked.pickupLocation = place
        return hosted.resolvePickupLocation(for: asked)
    }

    func resolveDropOffLocation(for intent: RequestRideIntent) -> ResolutionResult<Placemark> {
        guard let dropOff = intent.dropOffLocation else { return hosted.resolveDropOffLocation(for: intent) }
        let found = refusingOutsideArea(maps.geocode(dropOff, nearestTo: intent.pickupLocation ?? maps.profile.currentLocation))
        guard case .success(let place) = found else { return found }
        var asked = intent
        asked.dropOffLocation = place
        return hosted.resolveDropOffLocation(for: asked)
    }

    func resolvePickupLocation(for intent: ListRideOptionsIntent) -> ResolutionResult<Placemark> {
        let here = maps.profile.currentLocation
        return refusingOutsideArea(maps.geocode(intent.pickupLocation ?? here, nearestTo: here))
    }

    func resolveDropOffLocation(for intent: ListRideOptionsIntent) -> ResolutionResult<Placemark> {
        guard let dropOff = intent.dropOffLocation else { return .needsValue(.missing) }
        return refusingOutsideArea(maps.geocode(dropOff, nearestTo: intent.pickupLocation ?? maps.profile.currentLocation))
    }

    // MARK: - The map's service area

    /// A place Maps found, or its refusal when it lies outside the map's service area. The rider's
    /// current location passes, as with the simulated service: a booking from there is refused
    /// at confirm, saying where the rider is.
    private func refusingOutsideArea(_ found: ResolutionResult<Placemark>) -> ResolutionResult<Placemark> {
        guard case .success(let place) = found, isOutsideArea(place),
              place.location != maps.profile.currentLocation.location else { return found }
        return .unsupported(.outsideServiceArea(place: place.name, serviceArea: maps.serviceArea.name))
    }

    private func isOutsideArea(_ place: Placemark) -> Bool {
        boundsServiceArea && place.location != nil && !maps.gazetteer.isInServiceArea(place)
    }

    /// The first end of a trip outside the map's service area, if any.
    private func endOutsideArea(_ ends: Placemark?...) -> Placemark? {
        ends.compactMap { $0 }.first(where: isOutsideArea)
    }

    /// Maps' answer for a booking with an end outside the area, naming that end, as the
    /// simulated service answers.
    private func outsideAreaResponse(_ intent: RequestRideIntent) -> RequestRideIntentResponse? {
        guard let outside = endOutsideArea(intent.pickupLocation, intent.dropOffLocation) else { return nil }
        return RequestRideIntentResponse(
            code: .failureRequiringAppLaunchNoServiceInArea,
            rideStatus: RideStatus(rideIdentifier: "", phase: .received, pickupLocation: outside))
    }

    /// The user's wallet answers: SiriKit asks the extension nothing about payment before confirm.
    func resolvePaymentMethod(for intent: RequestRideIntent) -> ResolutionResult<PaymentMethod> {
        maps.resolvePaymentMethod(for: intent)
    }

    // MARK: - The extension alone

    func resolveScheduledPickupTime(for intent: RequestRideIntent) -> ResolutionResult<DateComponentsRange> {
        hosted.resolveScheduledPickupTime(for: intent)
    }

    func resolvePartySize(for intent: RequestRideIntent) -> ResolutionResult<Int> { hosted.resolvePartySize(for: intent) }

    func resolveRideOptionName(for intent: RequestRideIntent) -> ResolutionResult<SpeakableString> {
        hosted.resolveRideOptionName(for: intent)
    }

    func confirm(intent: RequestRideIntent) -> RequestRideIntentResponse {
        outsideAreaResponse(intent) ?? hosted.confirm(intent: intent)
    }

    func handle(intent: RequestRideIntent) -> RequestRideIntentResponse {
        outsideAreaResponse(intent) ?? hosted.handle(intent: intent)
    }

    func handle(intent: ListRideOptionsIntent) -> ListRideOptionsIntentResponse {
        // NB: Maps lists even when an end was refused (the dialog then names it as the rider said
        // it, unplaced): each end is placed again to tell whether it lies outside the area.
        if boundsServiceArea, [resolvePickupLocation(for: intent), resolveDropOffLocation(for: intent)].contains(where: Self.isRefusedAsOutsideArea) {
            return ListRideOptionsIntentResponse(code: .failureRequiringAppLaunchNoServiceInArea)
        }
        return hosted.handle(intent: intent)
    }

    private static func isRefusedAsOutsideArea(_ result: ResolutionResult<Placemark>) -> Bool {
        if case .unsupported(.outsideServiceArea) = result { return true }
        return false
    }
    func handle(intent: GetRideStatusIntent) -> GetRideStatusIntentResponse { hosted.handle(intent: intent) }

    func startSendingUpdates(for intent: GetRideStatusIntent, to observer: GetRideStatusIntentResponseObserver) {
        hosted.startSendingUpdates(for: intent, to: observer)
    }

    func stopSendingUpdates(for intent: GetRideStatusIntent) { hosted.stopSendingUpdates(for: intent) }
    func confirm(cancelRide intent: CancelRideIntent) -> CancelRideIntentResponse { hosted.confirm(cancelRide: intent) }
    func handle(cancelRide intent: CancelRideIntent) -> CancelRideIntentResponse { hosted.handle(cancelRide: intent) }

    func confirm(sendRideFeedback intent: SendRideFeedbackIntent) -> SendRideFeedbackIntentResponse {
        hosted.confirm(sendRideFeedback: intent)
    }

    func handle(sendRideFeedback intent: SendRideFeedbackIntent) -> SendRideFeedbackIntentResponse {
        hosted.handle(sendRideFeedback: intent)
    }

    func tick() { hosted.tick() }
    var nextUpdateDate: Date? { hosted.nextUpdateDate }
    func takeFaults() -> [ExtensionFault] { hosted.takeFaults() }
    func takeDonatedRides() -> [RideStatus] { hosted.takeDonatedRides() }
}
