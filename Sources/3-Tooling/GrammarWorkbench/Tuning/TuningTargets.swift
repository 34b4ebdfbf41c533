import RideLanguage

/// The figures `hail tune` reports, in order, with what each needs the corpus to label, and the
/// targets they must meet: data, one table, rather than a case per corpus in code.
///
/// A target row applies to a corpus that labels everything in its `when`; of the rows for a
/// figure that apply, the one with the most conditions wins. So the SGD targets are the rows with
/// no condition, and a STAR-like corpus (one that labels pickups) overrides some of them.
public enum TuningTargets {
    /// A figure: its name, the label it needs, and whether it counts mistakes (less is better).
    public struct Definition: Hashable, Sendable {
        public var name: String
        public var needs: CorpusLabel
        public var countsMistakes: Bool

        init(_ name: String, needs: CorpusLabel, countsMistakes: Bool = false) {
            self.name = name
            self.needs = needs
            self.countsMistakes = countsMistakes
        }
    }

    /// A target for a figure on a corpus that labels everything in `when`; a nil target removes
    /// one that a less specific row set.
    public struct Row: Hashable, Sendable {
        public var figure: String
        public var target: TuningReport.Target?
        public var when: Set<CorpusLabel>
    }

    public static let figures: [Definition] = [
        .init("RequestRide recall", needs: .requestRide),
        .init("RequestRide precision (ride turns)", needs: .requestRide),
        .init("RequestRide false positives (change / cancel)", needs: .rideChangeOrCancel, countsMistakes: true),
        .init("GetRideStatus recall", needs: .getRideStatus),
        .init("GetRideStatus precision (ride turns)", needs: .getRideStatus),
        .init("CancelRide recall", needs: .rideCancel),
        .init("intent false positives (other domain)", needs: .otherDomain, countsMistakes: true),
        .init("intent false positives (near domain)", needs: .nearDomain, countsMistakes: true),
        .init("pickup recall (half the words)", needs: .pickup),
        .init("pickup exact", needs: .pickup),
        .init("pickup precision (exact)", needs: .pickup),
        .init("dropOff recall (half the words)", needs: .dropOff),
        .init("dropOff exact", needs: .dropOff),
        .init("dropOff precision (exact)", needs: .dropOff),
        .init("scheduledPickupTime recall (half the words)", needs: .scheduledPickupTime),
        .init("scheduledPickupTime precision (half the words)", needs: .scheduledPickupTime),
        .init("partySize recall", needs: .partySize),
        .init("partySize precision", needs: .partySize),
        .init("rideOption recall", needs: .rideOption),
        .init("rideOption precision", needs: .rideOption),
        .init("answer recall", needs: .answer),
        .init("answer precision", needs: .answer),
        .init("question recall", needs: .requests),
        .init("question precision", needs: .requests),
        .init("closing recall", needs: .closing),
        .init("closing precision", needs: .closing),
    ]

    public static let rows: [Row] = [
        // Every corpus (the SGD targets).
        .init(figure: "RequestRide recall", target: .atLeast(0.95), when: []),
        .init(figure: "intent false positives (other domain)", target: .atMost(0.02), when: []),
        .init(figure: "dropOff recall (half the words)", target: .atLeast(0.90), when: []),
        .init(figure: "dropOff exact", target: .atLeast(0.75), when: []),
        .init(figure: "partySize recall", target: .atLeast(0.95), when: []),
        .init(figure: "partySize precision", target: .atLeast(0.97), when: []),
        .init(figure: "rideOption recall", target: .atLeast(0.95), when: []),
        .init(figure: "rideOption precision", target: .atLeast(0.97), when: []),
        .init(figure: "answer recall", target: .atLeast(0.95), when: []),
        .init(figure: "answer precision", target: .atLeast(0.97), when: []),
        .init(figure: "question recall", target: .atLeast(0.90), when: []),
        // A corpus that labels pickups (STAR): both ends, status questions, fewer false positives.
        .init(figure: "pickup recall (half the words)", target: .atLeast(0.92), when: [.pickup]),
        .init(figure: "pickup precision (exact)", target: .atLeast(0.90), when: [.pickup]),
        .init(figure: "dropOff recall (half the words)", target: .atLeast(0.92), when: [.pickup]),
        .init(figure: "dropOff exact", target: nil, when: [.pickup]),
        .init(figure: "dropOff precision (exact)", target: .atLeast(0.90), when: [.pickup]),
        .init(figure: "GetRideStatus recall", target: .atLeast(0.90), when: [.pickup]),
        .init(figure: "intent false positives (other domain)", target: .atMost(0.005), when: [.pickup]),
    ]

    /// The target for `figure` on a corpus that labels `labels`.
    public static func target(for figure: String, labels: Set<CorpusLabel>) -> TuningReport.Target? {
        rows.filter { $0.figure == figure && $0.when.isSubset(of: labels) }
            .max { $0.when.count < $1.when.count }?.target
    }
}
