import Testing
@testable import RideIntents

@Suite("Card numbers and security codes are redacted in every written form")
struct CardNumberRedactionTests {
    static let separated = [
        "4111 1111 1111 1111", "4111-1111-1111-1111", "4111.1111.1111.1111", "4111_1111_1111_1111",
        "4111/1111/1111/1111", "4111\t1111\t1111\t1111", "4111 - 1111 - 1111 - 1111", "4111111111111111",
        "4111\u{00A0}1111\u{2009}1111\u{2013}1111", "4111\u{200B}1111\u{200B}1111\u{200B}1111", "4111,1111,1111,1111",
        "4111\\1111\\1111\\1111", "4111 1111 1111 1111 ", "4111  1111  1111  1111",
    ]

    @Test(arguments: separated)
    func aCardWithAnySeparatorKeepsOnlyItsLastFour(number: String) {
        let redacted = CardNumberRedaction.redacted("pay with \(number) please")
        #expect(redacted.hasPrefix("pay with •••• 1111"), "\(redacted)")
        #expect(!redacted.contains("4111"))
    }

    @Test(arguments: [
        "４１１１ １１１１ １１１１ １１１１",  // full-width
        "٤١١١ ١١١١ ١١١١ ١١١١",  // Arabic-Indic
        "४१११-११११-११११-११११",  // Devanagari
        "４１１１１１１１１１１１１１１１",
        "4111 １１１１ 1111 ١١١١",  // mixed scripts
    ])
    func aCardInOtherDigitsIsRedactedToo(number: String) {
        let redacted = CardNumberRedaction.redacted("card \(number)")
        #expect(redacted == "card •••• 1111", "\(redacted)")
    }

    @Test func brandsPrintedGroupingsAreCards() {
        #expect(CardNumberRedaction.redacted("3782 822463 10005") == "•••• 0005")  // Amex 4-6-5
        #expect(CardNumberRedaction.redacted("3056 930902 5904") == "•••• 5904")  // Diners 4-6-4
        #expect(CardNumberRedaction.redacted("6011 0000 0000 0000 004") == "•••• 0004")  // 19 digits
        #expect(CardNumberRedaction.redacted("1234 5678 9012 3456") == "•••• 3456", "printed as a card, Luhn or not")
    }

    @Test func aCardFollowedByItsExpiryKeepsTheExpiry() {
        #expect(CardNumberRedaction.redacted("4111 1111 1111 1111 12 29") == "•••• 1111 12 29")
        #expect(CardNumberRedaction.redacted("call 415 555 0100 about 4111-1111-1111-1111") == "call 415 555 0100 about •••• 1111")
    }

    @Test(arguments: [
        ":advance 99999999999999999999h", ":advance 9999999999999999h", ":advance 1000000000000s",
        "1600 Amphitheatre Parkway, 94043", "at 9:30 tomorrow", "2026-11-23 09:00", "$1,234,567,890,123.45",
        "joint 12 or 2025, 94103", "call 1 415 555 0100", "room 1234 5678", "12345678901234567890123",
        "order 2 3 4 5 6 7 8 9 1 2 3 4 5 6", "tip 15", "4 people at 4 pm",
    ])
    func numbersThatAreNotCardShapedAreLeftAsTyped(text: String) {
        #expect(CardNumberRedaction.redacted(text) == text)
    }

    @Test(arguments: [
        ("cvv 739", "cvv •••"), ("my CVV is 739", "my CVV is •••"), ("cvc: 123", "cvc: •••"), ("CID#1234", "CID#•••"),
        ("security code 8163", "security code •••"), ("the card code is 042", "the card code is •••"),
        ("cvv2 739", "cvv2 •••"), ("739 is my cvv", "••• is my cvv"), ("security code: ８１６３", "security code: •••"),
        ("card 4111 1111 1111 1111 cvv 739", "card •••• 1111 cvv •••"), ("cvv739", "cvv•••"),
        ("Security Code number 8163", "Security Code number •••"),
    ])
    func aSecurityCodeBesideItsKeywordIsHidden(text: String, expected: String) {
        #expect(CardNumberRedaction.redacted(text) == expected)
    }

    @Test(arguments: ["a ride for 3 at 739 Market", "code 739", "cvv", "my cvv is secret, 4 people", "cvv 12345", "the cid 12"])
    func digitsAwayFromASecurityCodeKeywordAreLeftAlone(text: String) {
        #expect(CardNumberRedaction.redacted(text) == text)
    }

    /// Linear: 200 KB of digits and separators are redacted in well under a second, where a
    /// quadratic scan would take minutes.
    @Test func aLongRunOfDigitsIsRedactedInOnePass() {
        let text = String(repeating: "4111 1111 1111 1111 ", count: 10_000)
        let redacted = CardNumberRedaction.redacted(text)
        #expect(!redacted.contains("4111"))
        #expect(redacted.hasPrefix("•••• 1111 •••• 1111"))
    }
}
