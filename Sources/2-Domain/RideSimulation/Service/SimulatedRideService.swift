import Foundation
import RideIntents

/// The simulated ride service: a map (the Bay Area's unless given), a user profile, a seeded fleet and fares
/// from distance and time, behind every handler of the ride-booking domain.
///
/// Everything random (the fleet, drivers, cars, ride identifiers, surge) comes from `seed`, and
/// everything timed from `clock`, so the same seed and the same clock give the same answers byte
/// for byte. Not thread-safe: use it from one thread.
public final class SimulatedRideService {
    public let clock: RideClock
    public let seed: UInt64
    /// The rider; change it to switch profiles (`@profile NAME`).
    public var profile: UserProfile
    public let gazetteer: Gazetteer
    /// Where the service operates.
    public let serviceArea: ServiceArea
    /// The map it runs on: the gazetteer's places and streets, the area, the zone, where cars wait.
    public let map: ServiceMap
    /// When set, confirm, handle and listing fail with "service temporarily unavailable".
    public var isTemporarilyUnavailable = false
    /// Whether traffic may hold a booked ride up beyond its booking estimates (see `TrafficDelay`);
    /// on unless a test of exact timings turns it off.
    public var hasTraffic = true
    /// The name of the app the service is booked through, as its own words say it ("Luxury rides
    /// are booked in the Hail app."): the session's app (`--app`), Hail's own by default.
    public var appName = "Hail"

    var fleet: Fleet
    var identifiers: RideIdentifierGenerator
    let surge: SurgeModel
    /// Every ride booked, oldest first; the last one is the current ride.
    var rides: [BookedRide] = []
    /// Where live status updates go, while they are being sent.
    var statusFeed: StatusUpdateFeed?
    /// Where each booking, cancellation and feedback is written before it takes effect (a store).
    public var ledger: (any RideLedger)?

    /// A service over the shipped gazetteer for `profile`, drawing its fleet from `seed`.
    /// - Throws: `GazetteerLoadError` (file and line) when the shipped data does not load.
    public convenience init(clock: RideClock, seed: UInt64, profile: UserProfile = .standard) throws(GazetteerLoadError) {
        self.init(clock: clock, seed: seed, profile: profile, gazetteer: try Gazetteer.loadBundled())
    }

    /// A service over `gazetteer` (the Bay Area's map) for `profile`, drawing its fleet from `seed`.
    public convenience init(clock: RideClock, seed: UInt64, profile: UserProfile, gazetteer: Gazetteer) {
        self.init(clock: clock, seed: seed, profile: profile, map: .bayArea(gazetteer))
    }

    /// A service on `map` for `profile` as it is (``ServiceMap/adapting(_:)`` moves a profile onto
    /// a map), drawing its fleet, around the map's hotspots, from `seed`.
    public init(clock: RideClock, seed: UInt64, profile: UserProfile, map: ServiceMap) {
        self.clock = clock
        self.seed = seed
        self.profile = profile
        self.map = map
        self.gazetteer = map.gazetteer
        self.serviceArea = map.gazetteer.serviceArea
        self.fleet = Fleet.drawn(seed: seed, hotspots: map.fleetHotspots)
        self.identifiers = RideIdentifierGenerator(seed: seed)
        self.surge = SurgeModel(seed: seed)
    }

    /// The ride option names, in catalogue order.
    public var rideOptionNames: [String] { RideOptionKind.allCases.map(\.name) }

    /// The current ride's status now, while it is under way (not completed, not cancelled).
    public var activeRide: RideStatus? {
        guard let ride = currentRide, !ride.isCanceled, ride.phase(at: clock.now) != .completed else { return nil }
        return ride.status(at: clock.now)
    }

    /// The current ride's status now, whatever its state.
    public var lastRide: RideStatus? {
        currentRide?.status(at: clock.now)
    }

    /// The ride a status is about: of the rides under way (neither cancelled nor completed), the one
    /// picked up first; with none under way, the most recent ride.
    // NB: a rider may hold a ride scheduled for later and one today (their times do not overlap):
    // the one today is the current ride until it completes.
    var currentRide: BookedRide? {
        let now = clock.now
        let underWay = rides.filter { !$0.isCanceled && $0.phase(at: now) != .completed }
        return underWay.min { $0.timeline.pickupDate < $1.timeline.pickupDate } ?? rides.last
    }

    /// A ride, neither cancelled nor completed now, that holds its rider during any of `span`.
    func rideHolding(during span: Range<Date>) -> BookedRide? {
        let now = clock.now
        return rides.last { ride in
            !ride.isCanceled && ride.phase(at: now) != .completed && ride.timeline.heldSpan.overlaps(span)
        }
    }

    /// The feedback sent for a ride, if any.
    public func feedback(forRide identifier: String) -> RideFeedback? {
        ride(withIdentifier: identifier)?.feedback
    }

    /// The fleet as it stands: every car, where it waits, and until when it is busy.
    public var fleetVehicles: [FleetVehicle] { fleet.vehicles }

    /// Moves the rider to a named place (a gazetteer name, alias or identifier, a saved place, or
    /// a street address). Places outside the service area are allowed.
    /// - Throws: `SimulationError` when the name is unknown (with the closest name) or ambiguous.
    public func setCurrentLocation(named name: String) throws(SimulationError) {
        if ServicePolicy.currentLocationPhrases.contains(PlaceNameNormalizer.normalize(name)) { return }
        if let saved = profile.savedPlace(named: name) {
            profile.currentLocation = saved.placemark
            return
        }
        if let place = gazetteer.place(withIdentifier: name) {
            profile.currentLocation = place.placemark
            return
        }
        guard let match = gazetteer.lookUp(name) else {
            throw .unknownPlace(name, suggestion: closestName(to: name))
        }
        guard match.quality != .loose else {
            throw .unknownPlace(name, suggestion: match.placemarks.first?.name)
        }
        guard match.placemarks.count == 1, let placemark = match.placemarks.first else {
            throw .ambiguousPlace(name, candidates: match.placemarks.map(distinctName))
        }
        profile.currentLocation = placemark
    }

    // MARK: - Helpers shared by the handlers

    /// The ride with `identifier`: one in hand, else one the ledger keeps (an older ride).
    func ride(withIdentifier identifier: String) -> BookedRide? {
        rideIndex(withIdentifier: identifier).map { rides[$0] }
    }

    /// Whether the placemark lies in the service area.
    func isInServiceArea(_ placemark: Placemark) -> Bool {
        gazetteer.isInServiceArea(placemark)
    }

    /// A name that picks out this one place: a name or alias no other place has, else its identifier.
    func distinctName(_ placemark: Placemark) -> String {
        guard let identifier = placemark.identifier, let place = gazetteer.place(withIdentifier: identifier) else {
            return placemark.qualifiedName
        }
        let unique = place.allNames.first { name in
            gazetteer.placesByName[PlaceNameNormalizer.normalize(name)]?.count == 1
        }
        return unique ?? identifier
    }

    /// The gazetteer name closest to `name` in spelling, if close enough to suggest.
    func closestName(to name: String) -> String? {
        let key = PlaceNameNormalizer.normalize(name)
        guard key.count <= Gazetteer.maximumQueryLength else { return nil }
        let length = key.count
        let tolerance = max(2, length / 3)
        var best: (distance: Int, name: String)?
        for candidate in gazetteer.names {
            let candidateKey = PlaceNameNormalizer.normalize(candidate)
            // NB: lengths further apart than the tolerance are never suggested; skipping them keeps a long name linear.
            guard abs(candidateKey.count - length) <= tolerance else { continue }
            let distance = LevenshteinDistance.between(key, candidateKey)
            if distance < best?.distance ?? Int.max { best = (distance, candidate) }
        }
        guard let best, best.distance <= tolerance else { return nil }
        return best.name
    }
}
