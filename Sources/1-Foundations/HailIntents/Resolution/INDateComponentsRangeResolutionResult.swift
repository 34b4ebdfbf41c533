import Foundation

/// A resolution of a time window: a scheduled pickup time.
public class INDateComponentsRangeResolutionResult: INIntentResolutionResult {
    /// The parameter resolved to the given value, which may differ from the one asked about.
    public class func success(with resolvedDateComponentsRange: INDateComponentsRange) -> Self {
        self.init(resolution: .success(resolvedDateComponentsRange))
    }

    /// The user must choose one of these values.
    public class func disambiguation(with dateComponentsRangesToDisambiguate: [INDateComponentsRange]) -> Self {
        self.init(resolution: .disambiguation(dateComponentsRangesToDisambiguate))
    }

    /// The user must confirm this value before going on.
    public class func confirmationRequired(with dateComponentsRangeToConfirm: INDateComponentsRange?) -> Self {
        self.init(resolution: .confirmationRequired(dateComponentsRangeToConfirm))
    }
}
