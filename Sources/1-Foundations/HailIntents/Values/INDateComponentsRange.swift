import Foundation

/// A span of time given as date components: a scheduled pickup window, repeating or not.
open class INDateComponentsRange: NSObject {
    /// The start; `nil` means the distant past.
    public let startDateComponents: DateComponents?
    /// The end; `nil` means the distant future.
    public let endDateComponents: DateComponents?
    /// How the span repeats ("every weekday"); `nil` when it happens once.
    public let recurrenceRule: INRecurrenceRule?

    /// A range from a start to an end, either of which may be open.
    public convenience init(start startDateComponents: DateComponents?, end endDateComponents: DateComponents?) {
        self.init(start: startDateComponents, end: endDateComponents, recurrenceRule: nil)
    }

    /// A range from a start to an end that repeats by the rule.
    public init(
        start startDateComponents: DateComponents?, end endDateComponents: DateComponents?,
        recurrenceRule: INRecurrenceRule?
    ) {
        self.startDateComponents = startDateComponents
        self.endDateComponents = endDateComponents
        self.recurrenceRule = recurrenceRule
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INDateComponentsRange else { return false }
        return startDateComponents == other.startDateComponents && endDateComponents == other.endDateComponents
            && recurrenceRule == other.recurrenceRule
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(startDateComponents)
        hasher.combine(endDateComponents)
        hasher.combine(recurrenceRule)
        return hasher.finalize()
    }
}
