import RideIntents

/// A ride status as `--jsonl` writes it: SiriKit's `INRideStatus` fields, and beside `phase`
/// (INRidePhase's raw value) its name, `phaseName` ("approachingPickup"), for a reader that
/// should not need the table.
struct PhaseNamedRideStatus: Encodable, Equatable {
    let status: RideStatus

    init(_ status: RideStatus) {
        self.status = status
    }

    private enum Key: String, CodingKey { case phaseName }

    func encode(to encoder: any Encoder) throws {
        // NB: the status's own keys and `phaseName` go into one object: a second keyed container
        // on the same encoder adds to the first.
        try status.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(status.phase.name, forKey: .phaseName)
    }
}
