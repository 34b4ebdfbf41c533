/// The slots a ride grammar phrase may fill (`slot NAME`, `{list:NAME}`), read once per capture so
/// building an `Understanding` switches on a case rather than comparing the name with each.
// NB: a `switch` over `String` tests the cases one after another, each a string comparison
// (about 40 instructions a miss); a capture went through four such switches (callgrind:
// `_stringCompareWithSmolCheck` and `_stringCompareInternal`, about 140 instructions an utterance).
enum RideSlotName: String, CaseIterable, Sendable {
    case pickup, dropOff, partySize, rideOption, paymentMethod, scheduledPickupTime, sharedRideAcceptable
    case rating, tip, tipPercent, position, named, rideIdentifier, arrivalDeadline, vehicleCount, rider

    /// The slot called `name`, or nil for a name the ride grammar does not know. A case this
    /// does not read is left out of `RideGrammarSchema.slots`, so a grammar naming it fails to
    /// compile (`RideSlotNameTests` fails first).
    // NB: the name borrowed, not owned (an initializer's default): owned, the caller retained a
    // capture's slot name and this released it (two atomic operations a capture).
    init?(_ name: borrowing String) {
        // NB: told apart by length first, so a name is compared with one candidate at most.
        let candidate: RideSlotName
        switch name.utf8.count {
        case 3: candidate = .tip
        case 5: candidate = name.utf8.first == UInt8(ascii: "n") ? .named : .rider
        case 6: candidate = name.utf8.first == UInt8(ascii: "p") ? .pickup : .rating
        case 7: candidate = .dropOff
        case 8: candidate = .position
        case 9: candidate = .partySize
        case 10: candidate = name.utf8.first == UInt8(ascii: "r") ? .rideOption : .tipPercent
        case 12: candidate = .vehicleCount
        case 13: candidate = .paymentMethod
        case 14: candidate = .rideIdentifier
        case 15: candidate = .arrivalDeadline
        case 19: candidate = .scheduledPickupTime
        case 20: candidate = .sharedRideAcceptable
        default: return nil
        }
        guard Self.isSameBytes(name, candidate.rawValue) else { return nil }
        self = candidate
    }

    /// Whether `name` is `candidate`, byte for byte (both are ASCII, and as long).
    // NB: the bytes compared in place: `==` on two names over 15 bytes ("scheduledPickupTime")
    // took the standard library's general comparison (about 100 instructions, callgrind).
    private static func isSameBytes(_ name: String, _ candidate: String) -> Bool {
        guard name.utf8.count > 15,
            let same = name.utf8.withContiguousStorageIfAvailable({ nameBytes in
                candidate.utf8.withContiguousStorageIfAvailable { nameBytes.elementsEqual($0) }
            }) ?? nil
        else { return name == candidate }
        return same
    }

    /// "slot:NAME", the evidence target of a slot.
    var evidenceTarget: String {
        // NB: literals, so noting a slot builds no string.
        switch self {
        case .pickup: "slot:pickup"
        case .dropOff: "slot:dropOff"
        case .partySize: "slot:partySize"
        case .rideOption: "slot:rideOption"
        case .paymentMethod: "slot:paymentMethod"
        case .scheduledPickupTime: "slot:scheduledPickupTime"
        case .sharedRideAcceptable: "slot:sharedRideAcceptable"
        case .rating: "slot:rating"
        case .tip: "slot:tip"
        case .tipPercent: "slot:tipPercent"
        case .position: "slot:position"
        case .named: "slot:named"
        case .rideIdentifier: "slot:rideIdentifier"
        case .arrivalDeadline: "slot:arrivalDeadline"
        case .vehicleCount: "slot:vehicleCount"
        case .rider: "slot:rider"
        }
    }
}
