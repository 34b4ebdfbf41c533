import Foundation

/// A resolution of a place: a pickup or drop-off location.
public class INPlacemarkResolutionResult: INIntentResolutionResult {
    /// The parameter resolved to the given value, which may differ from the one asked about.
    public class func success(with resolvedPlacemark: CLPlacemark) -> Self {
        self.init(resolution: .success(resolvedPlacemark))
    }

    /// The user must choose one of these values.
    public class func disambiguation(with placemarksToDisambiguate: [CLPlacemark]) -> Self {
        self.init(resolution: .disambiguation(placemarksToDisambiguate))
    }

    /// The user must confirm this value before going on.
    public class func confirmationRequired(with placemarkToConfirm: CLPlacemark?) -> Self {
        self.init(resolution: .confirmationRequired(placemarkToConfirm))
    }
}
