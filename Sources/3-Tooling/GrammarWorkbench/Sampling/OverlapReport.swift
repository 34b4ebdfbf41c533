import RideLanguage

/// What `hail overlap` found: sampled sentences the full grammar reads otherwise, grouped by the
/// pair of rules that collide, and near-misses that were taken for ride requests.
public struct OverlapReport: Sendable {
    /// Sentences made from `rule` that the grammar read through `collidingRule` instead.
    public struct Collision: Hashable, Sendable {
        public var rule: String
        public var collidingRule: String
        /// "the sentence → what went wrong", up to three.
        public var examples: [String]
        public var count: Int
    }

    public var sampledCount: Int
    public var collisions: [Collision]
    public var nearMissCount: Int
    /// Near-misses read as a ride request: "book a table for two → RequestRide (request.grammar:10 trigger)".
    public var acceptedNearMisses: [String]

    /// The collisions, most frequent first, then the near-misses taken for rides.
    public func rendered() -> String {
        var lines = ["\(sampledCount) sampled sentences, \(collisions.reduce(0) { $0 + $1.count }) read otherwise, in \(collisions.count) rule pairs"]
        for collision in collisions {
            lines.append("\(collision.count)× \(collision.rule)  ↔  \(collision.collidingRule)")
            for example in collision.examples { lines.append("    \(example)") }
        }
        lines.append("\(nearMissCount) near-misses, \(acceptedNearMisses.count) taken for ride requests")
        for miss in acceptedNearMisses { lines.append("    \(miss)") }
        return lines.joined(separator: "\n")
    }

    /// One JSON object with the collisions and accepted near-misses.
    public func json() -> String {
        let items = collisions.map { collision in
            "{\"rule\": \(JSONText.quote(collision.rule)), \"collidingRule\": \(JSONText.quote(collision.collidingRule)), \"count\": \(collision.count), "
                + "\"examples\": [\(collision.examples.map(JSONText.quote).joined(separator: ", "))]}"
        }
        return "{\"sampled\": \(sampledCount), \"collisions\": [\(items.joined(separator: ", "))], \"nearMisses\": \(nearMissCount), "
            + "\"acceptedNearMisses\": [\(acceptedNearMisses.map(JSONText.quote).joined(separator: ", "))]}"
    }
}
