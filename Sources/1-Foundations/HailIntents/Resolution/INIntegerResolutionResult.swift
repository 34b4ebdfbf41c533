import Foundation

/// A resolution of a number: the party size.
public class INIntegerResolutionResult: INIntentResolutionResult {
    /// The parameter resolved to the given value, which may differ from the one asked about.
    public class func success(with resolvedValue: Int) -> Self {
        self.init(resolution: .success(resolvedValue))
    }

    /// The user must confirm this value before going on.
    public class func confirmationRequired(with valueToConfirm: Int?) -> Self {
        self.init(resolution: .confirmationRequired(valueToConfirm))
    }
}
