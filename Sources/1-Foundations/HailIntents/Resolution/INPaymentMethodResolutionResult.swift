import Foundation

/// A resolution of a payment method (no ride handler resolves one; provided for completeness).
public class INPaymentMethodResolutionResult: INIntentResolutionResult {
    /// The parameter resolved to the given value, which may differ from the one asked about.
    public class func success(with resolvedPaymentMethod: INPaymentMethod) -> Self {
        self.init(resolution: .success(resolvedPaymentMethod))
    }

    /// The user must choose one of these values.
    public class func disambiguation(with paymentMethodsToDisambiguate: [INPaymentMethod]) -> Self {
        self.init(resolution: .disambiguation(paymentMethodsToDisambiguate))
    }

    /// The user must confirm this value before going on.
    public class func confirmationRequired(with paymentMethodToConfirm: INPaymentMethod?) -> Self {
        self.init(resolution: .confirmationRequired(paymentMethodToConfirm))
    }
}
