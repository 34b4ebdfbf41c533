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

    // MARK: - Issue 27: every grouping, more separators, more cues, two lines

    @Test(arguments: [
        "41 11 11 11 11 11 11 11", "4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1", "4111:1111:1111:1111", "4111+1111+1111+1111",
        "(4111) (1111) (1111) (1111)", "(4111)1111-1111-1111", "4 111 11 1111 111 111", "41-11-11-11-11-11-11-11",
        "4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 ", "4111：1111：1111：1111", "4111 + 1111 + 1111 + 1111",
    ])
    func aLuhnValidCardInAnyGroupingKeepsOnlyItsLastFour(number: String) {
        let redacted = CardNumberRedaction.redacted("pay with \(number) please")
        // A parenthesis before the first digit or after the last is not the card's: it stays.
        let kept = redacted.filter { $0 != "(" && $0 != ")" }
        #expect(kept.hasPrefix("pay with •••• 1111"), "\(redacted)")
        #expect(kept.filter(\.isNumber) == "1111", "\(redacted)")
    }

    @Test func otherLuhnValidNumbersInPairsAreRedacted() {
        #expect(CardNumberRedaction.redacted("55 00 00 00 00 00 00 04") == "•••• 0004")  // Mastercard test number
        #expect(CardNumberRedaction.redacted("3 7 8 2 8 2 2 4 6 3 1 0 0 0 5") == "•••• 0005")  // Amex, one by one
    }

    @Test(arguments: [
        "at 9:30 tomorrow", "pick me up at 10:45:30", "2026-11-23 09:00:00", "call +1 (415) 555-0100", "call (415) 555 0100 or (415) 555 0199",
        "+44 20 7946 0958", "12 34 56 78 90 12 34 57", "10 20 30 40 50 60 70", "1 2 3 4 5 6 7 8 9 0 1 2 3 4", "for 4 people at 5:30 to 1600 Amphitheatre Parkway",
        "a ride for 3 to 500 Castro St at 7:15pm", "party of 12 at 8:00", "+1 415 555 0100 ext 1234",
    ])
    func numbersThatFailLuhnAreNotRedactedWhateverTheirSeparators(text: String) {
        #expect(CardNumberRedaction.redacted(text) == text)
    }

    @Test(arguments: [
        ("the code on the back is 947", "the code on the back is •••"), ("the 3 digits on the back are 947", "the 3 digits on the back are •••"),
        ("my pin is 4321", "my pin is •••"), ("PIN: 4321", "PIN: •••"), ("947 is the code on the back", "••• is the code on the back"),
        ("code on back 947", "code on back •••"), ("the number on the back is 0424", "the number on the back is •••"),
        ("pin code 8812", "pin code •••"),
    ])
    func aSecurityCodeBesideAnyOfItsCuesIsHidden(text: String, expected: String) {
        #expect(CardNumberRedaction.redacted(text) == expected)
    }

    @Test(arguments: ["drop a pin at 123 Main St", "I'm at the back entrance at 945", "the code is 947", "back seat for 3 at 930"])
    func digitsAwayFromTheNewCuesAreLeftAlone(text: String) {
        #expect(CardNumberRedaction.redacted(text) == text)
    }

    @Test func aCardSplitOverTwoLinesIsRedactedInBoth() {
        let split = CardNumberRedaction.redacted(previous: "pay with 4111 1111", next: "1111 1111 please")
        #expect(split.previous == "pay with ••••")
        #expect(split.next == "•••• 1111 please")
        let pairs = CardNumberRedaction.redacted(previous: "my card is 41 11 11 11 11", next: "11 11 11")
        #expect(pairs.previous == "my card is ••••")
        #expect(pairs.next == "•••• 1111")
    }

    @Test func aSecurityCodeWhoseCueEndsTheLineBeforeIsHidden() {
        #expect(CardNumberRedaction.redacted(previous: "my cvv is", next: "739") == ("my cvv is", "•••"))
        #expect(CardNumberRedaction.redacted(previous: "the code on the back", next: "is 947 thanks") == ("the code on the back", "is ••• thanks"))
        #expect(CardNumberRedaction.redacted(previous: "pay with 4111 1111 1111 1111 and 739", next: "is my cvv") == ("pay with •••• 1111 and •••", "is my cvv"))
        #expect(CardNumberRedaction.redacted(previous: "a ride for 3", next: "to 739 Market") == ("a ride for 3", "to 739 Market"))
    }

    @Test func twoLinesWithNoCardBetweenThemAreRedactedOneByOne() {
        let plain = CardNumberRedaction.redacted(previous: "a ride for 4 at 9:30", next: "to 1600 Amphitheatre Parkway")
        #expect(plain == ("a ride for 4 at 9:30", "to 1600 Amphitheatre Parkway"))
        let each = CardNumberRedaction.redacted(previous: "pay with 4111 1111 1111 1111", next: "cvv 739")
        #expect(each == ("pay with •••• 1111", "cvv •••"))
        let numbers = CardNumberRedaction.redacted(previous: "call 415 555", next: "0100 at 9:30")
        #expect(numbers == ("call 415 555", "0100 at 9:30"))
    }
}
