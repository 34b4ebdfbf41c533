import Foundation

/// How an extension resolved one parameter of an intent.
///
/// Create results with the class methods of the typed subclass for the parameter
/// (``INPlacemarkResolutionResult/success(with:)`` and the like) or with the three generic ones
/// here, which every subclass inherits.
public class INIntentResolutionResult: NSObject {
    /// What the extension decided, with the values it gave.
    package let resolution: Resolution
    /// The protocol requirement whose default implementation produced this result, when the
    /// extension did not implement it; `nil` when the extension answered.
    package internal(set) var defaultImplementation: String?

    /// The kinds of resolution, for the dialog that reads a result.
    package enum Resolution {
        /// The value to use (it may differ from the one asked about).
        case success(Any)
        /// Values for the user to choose from.
        case disambiguation([Any])
        /// A value the user must confirm (`nil`: confirm the value as given).
        case confirmationRequired(Any?)
        /// Ask the user for a value.
        case needsValue
        /// Go on without a value.
        case notRequired
        /// The value cannot be served; ask for another.
        case unsupported
    }

    required init(resolution: Resolution) {
        self.resolution = resolution
        super.init()
    }

    /// Ask the user for a value.
    public class func needsValue() -> Self {
        self.init(resolution: .needsValue)
    }

    /// The parameter is not needed; go on without it.
    public class func notRequired() -> Self {
        self.init(resolution: .notRequired)
    }

    /// The service cannot use the value; Siri asks for another and resolves again.
    public class func unsupported() -> Self {
        self.init(resolution: .unsupported)
    }

    /// The result a protocol's default implementation gives for a requirement the extension
    /// left out.
    class func defaultAnswer(of requirement: String) -> Self {
        let result = self.init(resolution: .notRequired)
        result.defaultImplementation = requirement
        return result
    }

    public override var description: String {
        switch resolution {
        case .success(let value): return "success(\(value))"
        case .disambiguation(let values): return "disambiguation(\(values))"
        case .confirmationRequired(let value): return "confirmationRequired(\(value.map { "\($0)" } ?? "nil"))"
        case .needsValue: return "needsValue"
        case .notRequired: return defaultImplementation.map { "not implemented: \($0)" } ?? "notRequired"
        case .unsupported: return "unsupported"
        }
    }
}
