import RideIntents
import Testing
@testable import RideSimulation

@Suite("Payment method resolution")
struct SimulatedRideServicePaymentTests {
    private let service = TestSupport.service().service
    private let methods = UserProfile.standard.paymentMethods

    private func resolve(_ spoken: String?) -> ResolutionResult<PaymentMethod> {
        var intent = TestSupport.ferryBuildingToSFO()
        intent.paymentMethod = spoken.map { PaymentMethod(type: .unknown, name: $0) }
        return service.resolvePaymentMethod(for: intent)
    }

    private func method(_ identifier: String) -> PaymentMethod? {
        methods.first { $0.identifier == identifier }
    }

    @Test func noneMeansTheDefaultCard() {
        #expect(resolve(nil) == .success(UserProfile.standard.defaultPaymentMethod ?? methods[0]))
        #expect(resolve("my card").resolvedValue?.identifier == "visa-4242")
    }

    @Test(arguments: [
        ("my Amex", "amex-1005"), ("Amex", "amex-1005"), ("American Express", "amex-1005"), ("work card", "amex-1005"),
        ("the work card", "amex-1005"), ("personal", "visa-4242"), ("joint", "visa-1881"), ("1881", "visa-1881"),
        ("Visa ending in 4242", "visa-4242"), ("apple pay", "apple-pay"),
    ])
    func aNicknameBrandOrLastFourNamesACard(_ spoken: String, _ identifier: String) {
        #expect(resolve(spoken).resolvedValue?.identifier == identifier)
    }

    @Test func twoMatchingCardsAreOfferedDefaultFirst() throws {
        let visas = try [#require(method("visa-4242")), #require(method("visa-1881"))]
        #expect(resolve("Visa") == .disambiguation(visas))
        #expect(resolve("my visa card") == .disambiguation(visas))
    }

    @Test func anExpiredCardIsUnsupported() throws {
        let mastercard = try #require(method("mastercard-5100"))
        #expect(resolve("Mastercard") == .unsupported(.paymentMethodExpired(mastercard)))
        #expect(resolve("5100") == .unsupported(.paymentMethodExpired(mastercard)))
    }

    @Test func anUnknownMethodListsTheUsableOnesOnFileDefaultFirst() {
        let usable = methods.filter { $0.identifier != "mastercard-5100" }
        #expect(usable.count == methods.count - 1)
        #expect(resolve("Discover") == .unsupported(.unknownPaymentMethod(spoken: "Discover", available: usable)))
        #expect(resolve("my bitcoin") == .unsupported(.unknownPaymentMethod(spoken: "my bitcoin", available: usable)))
    }

    @Test func aMethodChosenFromAnEarlierListIsKept() throws {
        let joint = try #require(method("visa-1881"))
        var intent = TestSupport.ferryBuildingToSFO()
        intent.paymentMethod = joint
        #expect(service.resolvePaymentMethod(for: intent) == .success(joint))
    }

    @Test func aProfileWithoutPaymentMethodsNeedsOne() {
        var profile = UserProfile.standard
        profile.paymentMethods = []
        let (service, _) = TestSupport.service(profile: profile)
        #expect(service.resolvePaymentMethod(for: TestSupport.ferryBuildingToSFO()) == .needsValue(.missing))
    }

    @Test func aSingleCardProfileUsesItsOnlyCard() {
        let (service, _) = TestSupport.service(profile: .singleCard)
        var intent = TestSupport.ferryBuildingToSFO()
        intent.paymentMethod = PaymentMethod(type: .unknown, name: "Amex")
        #expect(service.resolvePaymentMethod(for: intent).kind == .unsupported)
        intent.paymentMethod = nil
        #expect(service.resolvePaymentMethod(for: intent).resolvedValue?.identifier == "visa-4242")
    }
}
