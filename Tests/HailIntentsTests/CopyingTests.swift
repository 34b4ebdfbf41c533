import Foundation
import HailIntents
import Testing

@Suite("Values copied on set, as Apple's @NSCopying properties are")
struct CopyingTests {
    @Test func aResponseKeepsTheStatusAsItWasWhenSet() throws {
        let status = INRideStatus()
        status.rideIdentifier = "ride-1"
        status.phase = .confirmed
        status.vehicle = INRideVehicle()
        status.rideOption = INRideOption(name: "Compact", estimatedPickupDate: Date(timeIntervalSince1970: 0))
        let first = INGetRideStatusIntentResponse(code: .success, userActivity: nil)
        first.rideStatus = status
        // An extension that reuses one status object for every update.
        status.phase = .pickup
        status.vehicle?.registrationPlate = "7ABC123"
        status.rideOption?.name = "SUV"
        let sent = try #require(first.rideStatus)
        #expect(sent.phase == .confirmed)
        #expect(sent.rideIdentifier == "ride-1")
        #expect(sent.vehicle?.registrationPlate == nil)
        #expect(sent.rideOption?.name == "Compact")
        #expect(sent !== status)
    }

    @Test func immutableValuesAreTheirOwnCopies() {
        let price = INPriceRange(price: 12, currencyCode: "USD")
        #expect(price.copy() as? INPriceRange === price)
        let completion = INRideCompletionStatus.completed(feedbackType: .tip)
        completion.defaultTippingOptions = [INCurrencyAmount(amount: 2, currencyCode: "USD")]
        let copy = completion.copy() as? INRideCompletionStatus
        #expect(copy?.feedbackType == .tip)
        #expect(copy?.defaultTippingOptions?.count == 1)
        #expect(copy !== completion)
    }

    @Test func intentIdentifiersAreTheClassNames() {
        #expect(INRequestRideIntentIdentifier == String(describing: INRequestRideIntent.self))
        #expect(INGetRideStatusIntentIdentifier == String(describing: INGetRideStatusIntent.self))
        #expect(INListRideOptionsIntentIdentifier == String(describing: INListRideOptionsIntent.self))
    }
}
