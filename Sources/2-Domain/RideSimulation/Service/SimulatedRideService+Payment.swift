import RideIntents

/// Payment method resolution. None (or just "card"): the default. A nickname ("work card"), a
/// brand ("Amex", "American Express", "Visa") or the last four digits ("1881") names a method;
/// two that match (two Visas) are offered for disambiguation, the default first; an expired card
/// is unsupported; a phrase matching nothing is unsupported with the methods on file. A method
/// given with an identifier on file (a choice from an earlier list) is taken as it is.
extension SimulatedRideService {
    public func resolvePaymentMethod(for intent: RequestRideIntent) -> ResolutionResult<PaymentMethod> {
        let methods = profile.paymentMethods
        let usableMethods = defaultFirst(methods.filter { !$0.isExpired(at: clock.now) })
        guard let given = intent.paymentMethod else { return defaultPaymentResolution() }
        if let identifier = given.identifier, let onFile = methods.first(where: { $0.identifier == identifier }) {
            return usable(onFile)
        }
        if given.type == .applePay {
            guard let applePay = methods.first(where: { $0.type == .applePay }) else {
                return .unsupported(.unknownPaymentMethod(spoken: "Apple Pay", available: usableMethods))
            }
            return .success(applePay)
        }
        let spoken = given.name ?? given.nickname ?? ""
        if PaymentMethodMatcher.isGeneric(spoken) { return defaultPaymentResolution() }
        let matches = PaymentMethodMatcher.matches(spoken, in: methods)
        guard let firstMatch = matches.first else {
            return .unsupported(.unknownPaymentMethod(spoken: spoken, available: usableMethods))
        }
        let valid = defaultFirst(matches.filter { !$0.isExpired(at: clock.now) })
        switch valid.count {
        case 0: return .unsupported(.paymentMethodExpired(firstMatch))
        case 1: return .success(valid[0])
        default: return .disambiguation(valid)
        }
    }

    private func defaultPaymentResolution() -> ResolutionResult<PaymentMethod> {
        if let preferred = profile.defaultPaymentMethod { return usable(preferred) }
        let valid = profile.paymentMethods.filter { !$0.isExpired(at: clock.now) }
        switch valid.count {
        case 0: return .needsValue(.missing)
        case 1: return .success(valid[0])
        default: return .disambiguation(valid)
        }
    }

    private func usable(_ method: PaymentMethod) -> ResolutionResult<PaymentMethod> {
        method.isExpired(at: clock.now) ? .unsupported(.paymentMethodExpired(method)) : .success(method)
    }

    private func defaultFirst(_ methods: [PaymentMethod]) -> [PaymentMethod] {
        let preferred = profile.defaultPaymentMethodIdentifier
        return methods.filter { $0.identifier == preferred } + methods.filter { $0.identifier != preferred }
    }
}
