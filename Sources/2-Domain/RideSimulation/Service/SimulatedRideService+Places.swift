import RideIntents

/// Pickup and drop-off resolution.
///
/// A place is taken, in order, as: already resolved (has a location: checked against the service
/// area); the current location ("current location", "here", "my location"); a saved place ("home",
/// "my office"); a gazetteer name or alias (case, punctuation and a leading "the" ignored), or a
/// street address on a known street; one keyboard slip in one place's name ("Golden Gate Brigde")
/// when no other place is nearly as close. One match outside the service area is unsupported;
/// several are offered for disambiguation, nearest first; a near miss ("Ferry Bldg") needs
/// confirming; nothing is "not found".
extension SimulatedRideService: RequestRideIntentHandling {
    public func resolvePickupLocation(for intent: RequestRideIntent) -> ResolutionResult<Placemark> {
        guard let pickup = intent.pickupLocation else { return .success(profile.currentLocation) }
        return resolvePlace(pickup, nearestTo: profile.currentLocation)
    }

    public func resolveDropOffLocation(for intent: RequestRideIntent) -> ResolutionResult<Placemark> {
        guard let dropOff = intent.dropOffLocation else { return .needsValue(.missing) }
        let pickup = resolvedPickup(of: intent) ?? profile.currentLocation
        let result = resolvePlace(dropOff, nearestTo: pickup)
        switch result {
        case .success(let place) where isSamePlace(place, pickup):
            return .unsupported(.sameAsPickup(place: place.name))
        case .disambiguation(let candidates):
            // The pickup itself is no destination: offer only the others.
            let elsewhere = candidates.filter { !isSamePlace($0, pickup) }
            if elsewhere.count == 1, let only = elsewhere.first { return .success(only) }
            return elsewhere.isEmpty ? .unsupported(.sameAsPickup(place: pickup.name)) : .disambiguation(elsewhere)
        default:
            return result
        }
    }

    /// Maps' part of resolving a place, without the service's own checks (the service area, the
    /// same place as the pickup): what the words name, for an extension's resolvers to judge.
    public func geocode(_ place: Placemark, nearestTo reference: Placemark) -> ResolutionResult<Placemark> {
        resolvePlace(place, nearestTo: reference, checksServiceArea: false)
    }

    /// Resolves one spoken or resolved place; several matches are ordered by distance from `reference`.
    func resolvePlace(_ place: Placemark, nearestTo reference: Placemark, checksServiceArea: Bool = true) -> ResolutionResult<Placemark> {
        let outside = checksServiceArea ? outside : { .success($0) }
        let isInServiceArea = checksServiceArea ? isInServiceArea : { _ in true }
        if let location = place.location {
            let isCurrentLocation = location == profile.currentLocation.location
            return isCurrentLocation || isInServiceArea(place) ? .success(place) : outside(place)
        }
        let spoken = place.name
        if ServicePolicy.currentLocationPhrases.contains(PlaceNameNormalizer.normalize(spoken)) {
            return .success(profile.currentLocation)
        }
        if let saved = profile.savedPlace(named: spoken) {
            return isInServiceArea(saved.placemark) ? .success(saved.placemark) : outside(saved.placemark)
        }
        guard let match = gazetteer.lookUp(spoken) else { return .needsValue(.notFound(spoken: spoken)) }
        let candidates = ordered(match.placemarks, nearestTo: reference)
        guard candidates.count == 1, let only = candidates.first else {
            return .disambiguation(candidates.map { candidate in
                candidates.filter { $0.name == candidate.name }.count > 1 ? distinguished(candidate) : candidate
            })
        }
        if match.quality == .loose { return .confirmationRequired(only, reason: .looselyMatched(spoken: spoken)) }
        return isInServiceArea(only) ? .success(only) : outside(only)
    }

    /// The intent's pickup as a resolved placemark: as given when resolved, the current location
    /// when missing, or what the name resolves to when that is a plain success.
    func resolvedPickup(of intent: RequestRideIntent) -> Placemark? {
        guard let pickup = intent.pickupLocation else { return profile.currentLocation }
        if pickup.location != nil { return pickup }
        return resolvePickupLocation(for: intent).resolvedValue
    }

    /// The intent's drop-off as a resolved placemark, when it is one or resolves to one.
    func resolvedDropOff(of intent: RequestRideIntent) -> Placemark? {
        guard let dropOff = intent.dropOffLocation else { return nil }
        if dropOff.location != nil { return dropOff }
        return resolveDropOffLocation(for: intent).resolvedValue
    }

    /// Whether two resolved places are the same: the same identifier, or closer than 0.1 mile.
    func isSamePlace(_ first: Placemark, _ second: Placemark) -> Bool {
        if let a = first.identifier, let b = second.identifier, a == b { return true }
        guard let a = first.location, let b = second.location else { return false }
        return a.miles(to: b) < ServicePolicy.sameAsPickupMiles
    }

    /// The place renamed so it can be told from others of the same name: "Starbucks (Market
    /// Street)", "Chinatown (Oakland)". The confirmation and the booking then say which one.
    private func distinguished(_ place: Placemark) -> Placemark {
        guard let detail = place.thoroughfare ?? place.locality, detail != place.name else { return place }
        var renamed = place
        renamed.name = "\(place.name) (\(detail))"
        return renamed
    }

    private func outside(_ place: Placemark) -> ResolutionResult<Placemark> {
        .unsupported(.outsideServiceArea(place: place.name, serviceArea: serviceArea.name))
    }

    /// Placemarks nearest to `reference` first; equal distances keep data order.
    private func ordered(_ placemarks: [Placemark], nearestTo reference: Placemark) -> [Placemark] {
        guard let origin = reference.location else { return placemarks }
        return placemarks.enumerated()
            .map { (index: $0.offset, placemark: $0.element, miles: $0.element.location.map(origin.miles) ?? .infinity) }
            .sorted { ($0.miles, $0.index) < ($1.miles, $1.index) }
            .map(\.placemark)
    }
}
