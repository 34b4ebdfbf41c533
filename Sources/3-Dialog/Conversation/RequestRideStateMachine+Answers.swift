import Foundation
import RideIntents
import RideLanguage

// NB: static, so the Maps machine (RideOptionsStateMachine) reads answers the same way.
/// Reading what the user said as the request's values: a bare yes or no, a correction, slots
/// applied to the draft, a value said alone for the parameter asked about.
extension RequestRideStateMachine {
    /// Yes or no, when said alone: "yes but …" with words Hail did not follow is not a yes.
    /// Joining words left over change nothing ("yes please, and thanks").
    static func bareAnswer(_ understanding: Understanding) -> Answer? {
        let leftOver = understanding.residue.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" })
        guard leftOver.allSatisfy(joiningWords.contains), understanding.choice == nil else { return nil }
        return understanding.answer
    }

    /// Words that join a yes or no to the rest of a turn without adding to it.
    static let joiningWords: Set<Substring> = ["and", "then", "so", "well", "also", "oh", "ah", "hmm", "um", "uh"]

    /// A place said as a correction ("no wait, the Exploratorium"), or alone when `correctionOnly`
    /// is false, read as a new drop-off.
    static func correctedPlace(in understanding: Understanding, correctionOnly: Bool = true) -> ParameterValue? {
        guard understanding.isCorrection || !correctionOnly, understanding.slots.isEmpty, understanding.answer == nil,
              understanding.choice == nil, understanding.command == nil, understanding.questions.isEmpty else { return nil }
        let words = understanding.residue.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty else { return nil }
        return .place(Placemark(name: words))
    }


    static func expectation(for parameter: RideParameter) -> DialogExpectation {
        switch parameter {
        case .pickupLocation: .pickup
        case .dropOffLocation: .dropOff
        case .partySize: .partySize
        case .rideOptionName: .rideOption
        case .paymentMethod: .paymentMethod
        case .scheduledPickupTime: .scheduledPickupTime
        }
    }

    /// Applies every slot the user gave as a new raw value; returns whether any was given.
    static func apply(_ slots: RideSlots, to draft: inout RideDraft, now: Date) -> Bool {
        var changes: [(RideParameter, ParameterValue)] = []
        if let pickup = slots.pickup, let placemark = placemark(for: pickup) { changes.append((.pickupLocation, .place(placemark))) }
        if let dropOff = slots.dropOff, let placemark = placemark(for: dropOff) { changes.append((.dropOffLocation, .place(placemark))) }
        if let time = slots.scheduledPickupTime {
            // "at 7" after "tomorrow morning" is 7 AM tomorrow: a time said into the window asked about.
            let range = draft.intent.scheduledPickupTime.flatMap { TimeExpression.isWindow($0) ? time.dateRange(now: now, within: $0) : nil }
            changes.append((.scheduledPickupTime, .dateRange(range ?? time.dateRange(now: now))))
        }
        if let partySize = slots.partySize { changes.append((.partySize, .integer(partySize))) }
        if slots.partySizeToAsk, slots.partySize == nil, draft.isMissing(.partySize) || draft.defaulted.contains(.partySize) {
            draft.partySizeToAsk = true
            draft.clear(.partySize)
            draft.unresolve(.partySize)
        }
        if let option = slots.rideOption { changes.append((.rideOptionName, .speakable(option))) }
        if let payment = slots.paymentMethod { changes.append((.paymentMethod, .paymentMethod(PaymentMethod(type: .unknown, name: payment)))) }
        for (parameter, value) in changes { draft.change(parameter, to: value) }
        if !slots.excludedRideOptions.isEmpty { draft.exclude(rideOptions: slots.excludedRideOptions) }
        if let deadline = slots.arrivalDeadline {
            draft.arrivalDeadline = ArrivalDeadline(date: deadline.dateRange(now: now).startDate, saidAt: now)
            if slots.scheduledPickupTime == nil {
                // The pickup time is worked out again from the new deadline.
                draft.clear(.scheduledPickupTime)
                draft.unresolve(.scheduledPickupTime)
            }
        }
        return !changes.isEmpty || !slots.excludedRideOptions.isEmpty || slots.arrivalDeadline != nil
    }

    /// `slots` without those a choice of `parameter` answers: both places for a place (a place
    /// named to pick one may be read as either), the option and what it rules out for a ride
    /// option, the value itself otherwise.
    static func slots(_ slots: RideSlots, besidesAChoiceOf parameter: RideParameter) -> RideSlots {
        var rest = slots
        switch parameter {
        case .pickupLocation, .dropOffLocation:
            rest.pickup = nil
            rest.dropOff = nil
        case .rideOptionName:
            rest.rideOption = nil
            rest.excludedRideOptions = []
        case .partySize: rest.partySize = nil
        case .paymentMethod: rest.paymentMethod = nil
        case .scheduledPickupTime:
            rest.scheduledPickupTime = nil
            rest.arrivalDeadline = nil
        }
        return rest
    }

    /// The placemark a mention stands for before resolution; `nil` for a reference the dialog
    /// cannot follow ("there", "that place"). A reference that names a kind of place ("the
    /// museum", "the theatre") is looked up by that name, so Maps can offer the ones it knows.
    static func placemark(for mention: PlaceMention) -> Placemark? {
        switch mention {
        case .named(let name): return Placemark(name: name)
        case .currentLocation: return Placemark(name: "current location")
        case .reference:
            return mention.referencedKind.map { Placemark(name: $0) }
        }
    }

    /// A bare answer ("SFO", "3") read as a value for the parameter being asked.
    static func bareValue(for parameter: RideParameter, in understanding: Understanding) -> ParameterValue? {
        switch parameter {
        case .pickupLocation, .dropOffLocation:
            let words = understanding.residue.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !words.isEmpty, understanding.answer == nil, understanding.command == nil else { return nil }
            return .place(Placemark(name: words))
        case .partySize:
            if case .position(let size) = understanding.choice { return .integer(size) }
            return nil
        case .paymentMethod:
            let words = understanding.residue.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !words.isEmpty, understanding.answer == nil else { return nil }
            return .paymentMethod(PaymentMethod(type: .unknown, name: words))
        case .rideOptionName:
            let words = ChoiceReader.withoutArticle(understanding.residue)
            guard !words.isEmpty, understanding.answer == nil else { return nil }
            return .speakable(SpeakableString(spokenPhrase: words))
        case .scheduledPickupTime:
            return nil
        }
    }

    /// What the user said for a parameter, for "there are two places called X".
    static func spokenText(of parameter: RideParameter, in intent: RequestRideIntent) -> String? {
        switch parameter {
        case .pickupLocation: intent.pickupLocation?.name
        case .dropOffLocation: intent.dropOffLocation?.name
        case .rideOptionName: intent.rideOptionName?.spokenPhrase
        case .paymentMethod: intent.paymentMethod?.name
        case .partySize: intent.partySize.map(String.init)
        case .scheduledPickupTime: nil
        }
    }
}
