import PhraseGrammar
import RideIntents

/// The pickup time read from its pieces: a day, a part of the day and a clock time, said in any
/// order within a phrase, and a time said twice noted once.
extension UnderstandingBuilder {
    /// Notes that time evidence for `said` is at `position`; returns where the time's evidence
    /// was before, if it was said already.
    mutating func noteTime(_ said: String, at position: Int) -> Int? {
        guard let first = firstTimeEvidence else {
            firstTimeEvidence = (said, position)
            return nil
        }
        if first.said == said {
            firstTimeEvidence = (said, position)
            return first.at
        }
        return laterTimeEvidence.updateValue(position, forKey: said)
    }

    /// Times combine within one phrase: "tomorrow" ({day}) or "next Friday" ({date}) and "at 7:30"
    /// ({time}), in either order.
    mutating func applyTime(_ capture: Capture, into understanding: inout Understanding) -> Bool {
        switch capture.value {
        case .time(var time):
            if let part = pendingPart, !time.isMeridiemKnown {
                time = ClockTime(hour: part.hour(time.hour), minute: time.minute, isMeridiemKnown: true)
            }
            if let day = pendingDay {
                understanding.slots.scheduledPickupTime = .dated(day, hour: time.hour, minute: time.minute, isMeridiemKnown: time.isMeridiemKnown)
            } else {
                understanding.slots.scheduledPickupTime = .clock(
                    hour: time.hour, minute: time.minute, dayOffset: pendingDayOffset ?? 0, isMeridiemKnown: time.isMeridiemKnown)
            }
            return true
        case .duration(let minutes):
            understanding.slots.scheduledPickupTime = .relative(minutes: minutes)
            return true
        case .number(let value):
            // "9" answering "What time should the driver come?": an hour of the day.
            guard value == value.rounded(), value >= 0, value <= 24 else { return false }
            let hour = Int(value)
            var time = ClockTime(hour: hour % 24, minute: 0, isMeridiemKnown: hour == 0 || hour > 12)
            if let part = pendingPart, !time.isMeridiemKnown { time = ClockTime(hour: part.hour(hour), minute: 0, isMeridiemKnown: true) }
            understanding.slots.scheduledPickupTime = .clock(hour: time.hour, minute: 0, dayOffset: pendingDayOffset ?? 0, isMeridiemKnown: time.isMeridiemKnown)
            return true
        case .entry(let value):
            // "1" (tomorrow), "1_morning" (tomorrow morning), "evening" (a part alone).
            let pieces = value.split(separator: "_")
            if let first = pieces.first, let monthDay = Self.monthDay(first) {
                // "12-24" (Christmas Eve): a holiday on a fixed date.
                if let word = pieces.last, let part = DayPart(rawValue: String(word)) { applyPart(part, into: &understanding) }
                return applyDay(.monthDay(month: monthDay.month, day: monthDay.day), into: &understanding)
            }
            let days = pieces.first.flatMap { Int($0) }
            if let word = pieces.last, let part = DayPart(rawValue: String(word)) { applyPart(part, into: &understanding) }
            guard let days else { return understanding.slots.scheduledPickupTime != nil }
            return applyDay(offset: days, into: &understanding)
        case .date(.offset(let days)):
            return applyDay(offset: days, into: &understanding)
        case .date(let day):
            return applyDay(day, into: &understanding)
        default:
            return false
        }
    }

    /// A day counted from today; "at 9am tomorrow": the day may come after its time. Without a
    /// time it is a window ("tomorrow morning").
    private mutating func applyDay(offset days: Int, into understanding: inout Understanding) -> Bool {
        pendingDayOffset = days
        pendingDay = nil
        switch understanding.slots.scheduledPickupTime {
        case .clock(let hour, let minute, _, let known), .dated(_, let hour, let minute, let known):
            understanding.slots.scheduledPickupTime = .clock(hour: hour, minute: minute, dayOffset: days, isMeridiemKnown: known)
        case nil where days == 0 && pendingPart == nil:
            // "today" alone ("that's all for today") says nothing about when.
            return false
        default:
            understanding.slots.scheduledPickupTime = .window(.offset(days), part: pendingPart)
        }
        return true
    }

    /// "in the evening", "tonight": the part of the day a time without am or pm falls in.
    private mutating func applyPart(_ part: DayPart, into understanding: inout Understanding) {
        pendingPart = part
        switch understanding.slots.scheduledPickupTime {
        case .clock(let hour, let minute, let days, false):
            understanding.slots.scheduledPickupTime = .clock(hour: part.hour(hour), minute: minute, dayOffset: days, isMeridiemKnown: true)
        case .dated(let day, let hour, let minute, false):
            understanding.slots.scheduledPickupTime = .dated(day, hour: part.hour(hour), minute: minute, isMeridiemKnown: true)
        case .window(let day, _):
            understanding.slots.scheduledPickupTime = .window(day, part: part)
        case nil:
            understanding.slots.scheduledPickupTime = .window(pendingDay ?? .offset(pendingDayOffset ?? 0), part: part)
        default:
            break
        }
    }

    /// A calendar day; "at 9am on December 31": the day may come after its time.
    private mutating func applyDay(_ day: PickupDay, into understanding: inout Understanding) -> Bool {
        pendingDay = day
        switch understanding.slots.scheduledPickupTime {
        case .clock(let hour, let minute, _, let known), .dated(_, let hour, let minute, let known):
            understanding.slots.scheduledPickupTime = .dated(day, hour: hour, minute: minute, isMeridiemKnown: known)
        default:
            // "on Thursday", "12/31": a day with no time yet.
            understanding.slots.scheduledPickupTime = .window(day, part: pendingPart)
        }
        return true
    }

    /// "12-24" as month 12, day 24; `nil` for anything else.
    static func monthDay(_ value: Substring) -> (month: Int, day: Int)? {
        let parts = value.split(separator: "-")
        guard parts.count == 2, let month = Int(parts[0]), let day = Int(parts[1]), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return (month, day)
    }
}
