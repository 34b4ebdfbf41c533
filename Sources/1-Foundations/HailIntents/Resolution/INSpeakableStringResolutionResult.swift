import Foundation

/// A resolution of a spoken name: the ride option the user named.
public class INSpeakableStringResolutionResult: INIntentResolutionResult {
    /// The parameter resolved to the given value, which may differ from the one asked about.
    public class func success(with resolvedString: INSpeakableString) -> Self {
        self.init(resolution: .success(resolvedString))
    }

    /// The user must choose one of these values.
    public class func disambiguation(with stringsToDisambiguate: [INSpeakableString]) -> Self {
        self.init(resolution: .disambiguation(stringsToDisambiguate))
    }

    /// The user must confirm this value before going on.
    public class func confirmationRequired(with stringToConfirm: INSpeakableString?) -> Self {
        self.init(resolution: .confirmationRequired(stringToConfirm))
    }
}
