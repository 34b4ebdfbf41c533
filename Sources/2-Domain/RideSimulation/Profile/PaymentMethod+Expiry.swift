import Foundation
import RideIntents

extension PaymentMethod {
    /// Whether the card's expiry month ended before `date`'s month (in the service's time zone).
    /// A method without an expiry never expires.
    public func isExpired(at date: Date) -> Bool {
        guard let expiration else { return false }
        let parts = ServiceTimeZone.calendar.dateComponents([.year, .month], from: date)
        let year = parts.year ?? 0
        let month = parts.month ?? 0
        return expiration.year < year || (expiration.year == year && expiration.month < month)
    }

    /// The last four digits of the card, from its hint ("•••• 4242" → "4242").
    var lastFourDigits: String? {
        guard let hint = identificationHint else { return nil }
        let digits = String(hint.filter(\.isASCIIDigit).suffix(4))
        return digits.count == 4 ? digits : nil
    }
}
