import Foundation
@testable import HailBridge
import HailIntents
import Testing

@Suite("The JSON the bridge sends for intents, and reads back from answers")
struct ProtocolJSONTests {
    @Test func aRequestRideIntentIsSentWithTheValuesResolvedSoFar() throws {
        let intent = INRequestRideIntent(
            pickupLocation: BridgeTestSupport.ferryBuilding, dropOffLocation: nil,
            rideOptionName: INSpeakableString(spokenPhrase: "XL"), partySize: 3,
            paymentMethod: INPaymentMethod(type: .credit, name: "Visa", identificationHint: "4111 1111 1111 1111", icon: nil))
        let (name, parameters) = IntentJSON.encode(intent)
        #expect(name == "INRequestRideIntent")
        #expect(parameters.line == #"{"partySize":3,"paymentMethod":{"identificationHint":"•••• 1111","name":"Visa","type":"credit"},"pickupLocation":{"location":{"latitude":37.7955,"longitude":-122.3937},"name":"Ferry Building"},"rideOptionName":{"spokenPhrase":"XL"}}"#)
    }

    @Test func aHintWithOnlyItsLastFourDigitsIsSentAsItIs() {
        #expect(IntentJSON.maskedHint("•••• 4242") == "•••• 4242")
        #expect(IntentJSON.maskedHint("card 12345") == "card •••• 2345")
    }

    @Test func aScheduledPickupIsSentAsItsMomentsInUTC() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        var start = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: BridgeTestSupport.nine)
        start.timeZone = calendar.timeZone
        let intent = INRequestRideIntent(scheduledPickupTime: INDateComponentsRange(start: start, end: nil))
        #expect(IntentJSON.encode(intent).parameters.line == #"{"scheduledPickupTime":{"startDate":"2026-11-23T17:00:00Z"}}"#)
    }

    @Test func feedbackIsSentWithItsRatingAndTip() {
        let intent = INSendRideFeedbackIntent(rideIdentifier: "GG-1001")
        intent.rating = 9
        intent.tip = INCurrencyAmount(amount: NSDecimalNumber(string: "4.50"), currencyCode: "USD")
        #expect(IntentJSON.encode(intent).parameters.line
            == #"{"rating":9,"rideIdentifier":"GG-1001","tip":{"currencyCode":"USD","minorUnits":450}}"#)
    }

    @Test func aPlacemarkResolutionIsReadWithItsAddress() throws {
        let value = try JSONValue.parse(#"{"kind":"success","value":{"name":"Coit Tower","location":{"latitude":37.8024,"longitude":-122.4058},"thoroughfare":"1 Telegraph Hill Boulevard","locality":"San Francisco"}}"#)
        let decoder = AnswerDecoder()
        let result = try decoder.placemarkResolution(value)
        guard case .success(let resolved as CLPlacemark) = result.resolution else {
            Issue.record("expected a success, got \(result)")
            return
        }
        #expect(resolved.name == "Coit Tower")
        #expect(resolved.thoroughfare == "1 Telegraph Hill Boulevard")
        #expect(resolved.locality == "San Francisco")
        #expect(decoder.warnings.isEmpty)
    }

    @Test func anIntegerHasNoDisambiguationAndTheErrorSaysSo() throws {
        let value = try JSONValue.parse(#"{"kind":"disambiguation","values":[1,2]}"#)
        #expect(throws: BridgeLineError("has a disambiguation, which INIntegerResolutionResult does not offer")) {
            try AnswerDecoder().integerResolution(value)
        }
    }

    @Test func aWrongTypeIsNamedByItsPath() throws {
        let value = try JSONValue.parse(#"{"code":"success","rideStatus":{"rideIdentifier":"r","phase":"confirmed","vehicle":{"location":{"latitude":"north","longitude":1}}}}"#)
        #expect(throws: BridgeLineError("has response.rideStatus.vehicle.location.latitude that is a string, not a number")) {
            try AnswerDecoder().requestRideResponse(value)
        }
    }

    @Test func anUnknownCodeListsTheKnownOnes() throws {
        let value = try JSONValue.parse(#"{"code":"done"}"#)
        #expect(throws: BridgeLineError("has response.code \"done\", which is not one of unspecified, ready, success, failure")) {
            try AnswerDecoder().cancelRideResponse(value)
        }
    }

    @Test func anUnknownFieldIsAWarningAndTheRestIsUsed() throws {
        let value = try JSONValue.parse(#"{"code":"success","rideStatus":{"rideIdentifier":"r","phase":5,"estimatedPickUpDate":"2026-11-23T17:04:00Z"}}"#)
        let decoder = AnswerDecoder()
        let response = try decoder.getRideStatusResponse(value)
        #expect(response.code == .success)
        #expect(response.rideStatus?.phase == .approachingPickup)
        #expect(decoder.warnings == ["ignored unknown field response.rideStatus.estimatedPickUpDate"])
    }

    @Test func aRideOptionInJsonlsShapeIsReadWithPricesExactlyAndPartySizeTiers() throws {
        let value = try JSONValue.parse(#"{"code":"success","rideOptions":[{"name":"Cab XL","estimatedPickupDate":"2026-11-23T17:08:00Z","priceRange":{"minimumPrice":{"minorUnits":1815,"currencyCode":"USD"},"maximumPrice":{"minorUnits":1815,"currencyCode":"USD"}},"availablePartySizeOptions":[{"partySizeRange":[5,6],"sizeDescription":"5-6 people","priceRange":{"minimumPrice":{"minorUnits":2415,"currencyCode":"USD"},"maximumPrice":{"minorUnits":2600,"currencyCode":"USD"}}}],"fareLineItems":[{"title":"Flag fall","price":{"minorUnits":500,"currencyCode":"USD"}}]}]}"#)
        let decoder = AnswerDecoder()
        let response = try decoder.listRideOptionsResponse(value)
        let option = try #require(response.rideOptions?.first)
        #expect(option.priceRange?.minimumPrice == NSDecimalNumber(string: "18.15"))
        #expect(option.priceRange?.maximumPrice == NSDecimalNumber(string: "18.15"))
        let tier = try #require(option.availablePartySizeOptions?.first)
        #expect(tier.partySizeRange == NSRange(location: 5, length: 1))
        #expect(tier.priceRange?.description == "24.15–26 USD")
        #expect(option.fareLineItems?.first?.description == "Flag fall: 5 USD")
        #expect(decoder.warnings.isEmpty)
    }

    @Test func anOpenPriceRangeAndAnAmountInTwoCurrenciesAreToldApart() throws {
        let open = try JSONValue.parse(#"{"minimumPrice":{"minorUnits":1200,"currencyCode":"EUR"}}"#)
        let range = try AnswerDecoder().priceRange(open, path: "priceRange")
        #expect(range.minimumPrice == NSDecimalNumber(string: "12") && range.maximumPrice == nil && range.currencyCode == "EUR")
        let mixed = try JSONValue.parse(#"{"minimumPrice":{"minorUnits":1200,"currencyCode":"EUR"},"maximumPrice":{"minorUnits":1500,"currencyCode":"USD"}}"#)
        #expect(throws: BridgeLineError("has priceRange whose minimumPrice and maximumPrice are in different currencies")) {
            try AnswerDecoder().priceRange(mixed, path: "priceRange")
        }
    }

    @Test func theOlderShapeOfAmountsAsNumbersIsStillRead() throws {
        let value = try JSONValue.parse(#"{"code":"success","rideOptions":[{"name":"Cab XL","estimatedPickupDate":"2026-11-23T17:08:00Z","priceRange":{"price":18.15,"currencyCode":"USD"},"availablePartySizeOptions":[{"partySizeRange":[5,6],"sizeDescription":"5-6 people","priceRange":{"minimumPrice":"24.15","maximumPrice":26,"currencyCode":"USD"}}],"fareLineItems":[{"title":"Flag fall","price":5,"currencyCode":"USD"}]}]}"#)
        let response = try AnswerDecoder().listRideOptionsResponse(value)
        let option = try #require(response.rideOptions?.first)
        #expect(option.priceRange?.minimumPrice == NSDecimalNumber(string: "18.15"))
        let tier = try #require(option.availablePartySizeOptions?.first)
        #expect(tier.partySizeRange == NSRange(location: 5, length: 1))
        #expect(tier.priceRange?.description == "24.15–26 USD")
        #expect(option.fareLineItems?.first?.description == "Flag fall: 5 USD")
    }

    @Test func aCompletionStatusInJsonlsShapeIsBuiltWithApplesFactory() throws {
        let value = try JSONValue.parse(#"{"code":"success","rideStatus":{"rideIdentifier":"r","phase":"completed","completionStatus":{"isCompleted":true,"feedbackType":["rate","tip"],"defaultTippingOptions":[{"amount":2,"currencyCode":"USD"}]}}}"#)
        let response = try AnswerDecoder().getRideStatusResponse(value)
        let completion = try #require(response.rideStatus?.completionStatus)
        #expect(completion.isCompleted && completion.isOutstanding)
        #expect(completion.feedbackType == [.rate, .tip])
        #expect(completion.defaultTippingOptions?.count == 1)
    }
}
