import Foundation
import RideIntents
import RideLanguage

extension RideDraft {
    /// Takes every slot the user gave as a new raw value; returns whether any was given.
    @discardableResult
    mutating func apply(_ slots: RideSlots, now: Date) -> Bool {
        var changes: [(RideParameter, ParameterValue)] = []
        if let pickup = slots.pickup, let placemark = AnswerReader.placemark(for: pickup) { changes.append((.pickupLocation, .place(placemark))) }
        if let dropOff = slots.dropOff, let placemark = AnswerReader.placemark(for: dropOff) { changes.append((.dropOffLocation, .place(placemark))) }
        if let time = slots.scheduledPickupTime {
            // "at 7" after "tomorrow morning" is 7 AM tomorrow: a time said into the window asked about.
            let range = intent.scheduledPickupTime.flatMap { TimeExpression.isWindow($0) ? time.dateRange(now: now, within: $0) : nil }
            changes.append((.scheduledPickupTime, .dateRange(range ?? time.dateRange(now: now))))
        }
        if let partySize = slots.partySize { changes.append((.partySize, .integer(partySize))) }
        if slots.partySizeToAsk, slots.partySize == nil, isMissing(.partySize) || defaulted.contains(.partySize) {
            partySizeToAsk = true
            clear(.partySize)
            unresolve(.partySize)
        }
        if let option = slots.rideOption { changes.append((.rideOptionName, .speakable(option))) }
        if let payment = slots.paymentMethod { changes.append((.paymentMethod, .paymentMethod(PaymentMethod(type: .unknown, name: payment)))) }
        for (parameter, value) in changes { change(parameter, to: value) }
        if !slots.excludedRideOptions.isEmpty { exclude(rideOptions: slots.excludedRideOptions) }
        if let deadline = slots.arrivalDeadline {
            arrivalDeadline = ArrivalDeadline(date: deadline.dateRange(now: now).startDate, saidAt: now)
            if slots.scheduledPickupTime == nil {
                // The pickup time is worked out again from the new deadline.
                clear(.scheduledPickupTime)
                unresolve(.scheduledPickupTime)
            }
        }
        return !changes.isEmpty || !slots.excludedRideOptions.isEmpty || slots.arrivalDeadline != nil
    }
}
