import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: the card said as people type it ("my debit card", "w/ visa", "with my work card").
@Suite struct PaymentFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("cab to sfo, pay with my debit card", ExpectedReading(intent: .requestRide, payment: "Debit Card")),
        ("use my debit card", ExpectedReading(payment: "Debit Card")),
        ("ride to the mall on my debit card", ExpectedReading(intent: .requestRide, payment: "Debit Card")),
        ("taxi to oakland w/ visa", ExpectedReading(intent: .requestRide, dropOff: "oakland", payment: "Visa")),
        ("book a ride home w/ my amex", ExpectedReading(intent: .requestRide, payment: "American Express")),
        ("car to the airport, pay w/ mastercard", ExpectedReading(intent: .requestRide, dropOff: "airport", payment: "Mastercard")),
        ("ride to the office with my work card", ExpectedReading(intent: .requestRide, payment: "work")),
        ("charge it to my work card", ExpectedReading(payment: "work")),
        ("put the ride on my debit card", ExpectedReading(payment: "Debit Card")),
        ("pay by debit", ExpectedReading(payment: "Debit Card")),
        ("cab to SFO w/ apple pay", ExpectedReading(intent: .requestRide, dropOff: "SFO", payment: "Apple Pay")),
        ("use the debit card ending in 4411", ExpectedReading(payment: "Debit Card")),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
