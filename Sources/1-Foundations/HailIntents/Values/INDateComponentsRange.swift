import Foundation

/// A span of time given as date components: a scheduled pickup window.
open class INDateComponentsRange: NSObject {
    /// The start; `nil` means the distant past.
    public let startDateComponents: DateComponents?
    /// The end; `nil` means the distant future.
    public let endDateComponents: DateComponents?

    /// A range from a start to an end, either of which may be open.
    public init(start startDateComponents: DateComponents?, end endDateComponents: DateComponents?) {
        self.startDateComponents = startDateComponents
        self.endDateComponents = endDateComponents
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INDateComponentsRange else { return false }
        return startDateComponents == other.startDateComponents && endDateComponents == other.endDateComponents
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(startDateComponents)
        hasher.combine(endDateComponents)
        return hasher.finalize()
    }
}
