/// Writes events as an iCalendar object (RFC 5545): a VCALENDAR with PRODID and VERSION, one
/// VEVENT per event, TEXT values escaped, every line folded at 75 octets and ended with CRLF.
public struct ICalendarWriter: Sendable {
    /// The PRODID: who made the calendar.
    public var productIdentifier: String

    public init(productIdentifier: String = "-//Hail//Ride reservations//EN") {
        self.productIdentifier = productIdentifier
    }

    /// The whole calendar, ready to write to a `.ics` file.
    public func calendar(_ events: [CalendarEvent]) -> String {
        var lines = ["BEGIN:VCALENDAR", "PRODID:\(ICalendarText.escaped(productIdentifier))", "VERSION:2.0", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
        for event in events {
            lines.append("BEGIN:VEVENT")
            lines.append("UID:\(ICalendarText.escaped(event.uid))")
            lines.append("DTSTAMP:\(ICalendarDate.utc(event.stamp))")
            lines.append("DTSTART:\(ICalendarDate.utc(event.start))")
            lines.append("DTEND:\(ICalendarDate.utc(max(event.end, event.start)))")
            lines.append("SUMMARY:\(ICalendarText.escaped(event.summary))")
            if let location = event.location { lines.append("LOCATION:\(ICalendarText.escaped(location))") }
            lines.append("STATUS:\(event.status.rawValue)")
            if let description = event.description { lines.append("DESCRIPTION:\(ICalendarText.escaped(description))") }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map { ICalendarText.folded($0) + "\r\n" }.joined()
    }
}
