import RideIntents
import Testing
@testable import RideSimulation

@Suite("Payment methods reduced to brand, last four and nickname")
struct MaskedPaymentMethodTests {
    @Test func aCardKeepsBrandLastFourAndNicknameButNotItsExpiry() {
        let card = PaymentMethod(
            type: .credit, name: "Amex", identificationHint: "•••• 1005", nickname: "work card", identifier: "amex-1005",
            expiration: CardExpiration(month: 3, year: 2028)
        )
        let masked = MaskedPaymentMethod(card)
        #expect(masked.lastFour == "1005")
        #expect(masked.paymentMethod.displayName == "Amex •••• 1005")
        #expect(masked.paymentMethod.nickname == "work card")
        #expect(masked.paymentMethod.expiration == nil)
    }

    @Test func aFullCardNumberWhereAHintBelongsKeepsOnlyItsLastFour() {
        let careless = PaymentMethod(type: .credit, name: "Visa", identificationHint: "4111 1111 1111 1234", identifier: "4111111111111234")
        let masked = MaskedPaymentMethod(careless)
        #expect(masked.lastFour == "1234")
        #expect(masked.identifier == nil)
        #expect(masked.paymentMethod.identificationHint == "•••• 1234")
    }

    @Test func aCardNumberTypedIntoANicknameIsCutToItsLastFour() {
        let masked = MaskedPaymentMethod(type: .credit, brand: "Visa", lastFour: "1234", nickname: "card 4111-1111-1111-1234!", identifier: nil)
        #expect(masked.nickname == "card •••• 1234!")
        #expect(CardNumberRedaction.redacted("joint 12 or 2025, 94103") == "joint 12 or 2025, 94103")
    }

    @Test func applePayHasNoDigits() {
        let masked = MaskedPaymentMethod(.applePay())
        #expect(masked.lastFour == nil)
        #expect(masked.paymentMethod.displayName == "Apple Pay")
    }
}
