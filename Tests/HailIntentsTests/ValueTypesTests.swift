import Foundation
import HailIntents
import Testing

@Suite("Intents value types")
struct ValueTypesTests {
    @Test func aPriceRangeOrdersItsEndsAndOpenEndsStayOpen() {
        let range = INPriceRange(firstPrice: 30, secondPrice: 20, currencyCode: "USD")
        #expect(range.minimumPrice == 20)
        #expect(range.maximumPrice == 30)
        #expect(INPriceRange(maximumPrice: 15, currencyCode: "USD").minimumPrice == nil)
        #expect(INPriceRange(minimumPrice: 15, currencyCode: "USD").maximumPrice == nil)
        #expect(INPriceRange(minimumPrice: 15, currencyCode: "USD").description == "from 15 USD")
    }

    @Test func aFareLineItemNeedsEveryField() {
        #expect(INRideFareLineItem(title: nil, price: 2.75, currencyCode: "USD") == nil)
        let item: INRideFareLineItem? = INRideFareLineItem(title: "Base fare", price: 2.75, currencyCode: "USD")
        #expect(item?.description == "Base fare: 2.75 USD")
    }

    @Test func completionStatusesSetTheirFlags() {
        let owing = INRideCompletionStatus.completed(outstanding: INCurrencyAmount(amount: 12, currencyCode: "USD"))
        #expect(owing.isCompleted && owing.isOutstanding && !owing.isCanceled)
        let missed = INRideCompletionStatus.canceledMissedPickup()
        #expect(missed.isCanceled && missed.isMissedPickup && !missed.isCompleted)
        let feedback = INRideCompletionStatus.completed(feedbackType: [.rate, .tip])
        #expect(feedback.feedbackType.contains(.tip) && feedback.isOutstanding)
        #expect(INRideCompletionStatus.canceledByUser().isCanceledByService == false)
        #expect(INRideCompletionStatus.canceledByService().isCanceledByService)
    }

    @Test func aPlacemarkReadsItsAddressFields() {
        let address = CNMutablePostalAddress()
        address.street = "1 Ferry Building"
        address.city = "San Francisco"
        address.state = "CA"
        address.postalCode = "94111"
        let placemark = CLPlacemark(location: CLLocation(latitude: 37.7955, longitude: -122.3937), name: "Ferry Building", postalAddress: address)
        #expect(placemark.thoroughfare == "1 Ferry Building")
        #expect(placemark.locality == "San Francisco")
        #expect(placemark.administrativeArea == "CA")
        #expect(placemark.country == nil)
        #expect(CLPlacemark(placemark: placemark).postalAddress?.postalCode == "94111")
    }

    @Test func distancesAreGreatCircleMetres() {
        let ferryBuilding = CLLocation(latitude: 37.7955, longitude: -122.3937)
        let sfo = CLLocation(latitude: 37.6213, longitude: -122.3790)
        #expect(abs(ferryBuilding.distance(from: sfo) - 19_400) < 200)
    }

    @Test func aDriverIsAPersonReachedByPhone() {
        var name = PersonNameComponents()
        name.givenName = "Ana"
        name.familyName = "Ruiz"
        let driver = INRideDriver(phoneNumber: "+1 415 555 0100", nameComponents: name, displayName: nil, image: nil, rating: "4.9")
        #expect(driver.displayName == "Ana Ruiz")
        #expect(driver.personHandle?.type == .phoneNumber)
        #expect(driver.rating == "4.9")
    }

    @Test func amountsAndSpeakableStringsCompareByValue() {
        let tips: Set<INCurrencyAmount> = [
            INCurrencyAmount(amount: 2, currencyCode: "USD"), INCurrencyAmount(amount: 2, currencyCode: "USD"),
        ]
        #expect(tips.count == 1)
        #expect(INSpeakableString(spokenPhrase: "XL") == INSpeakableString(spokenPhrase: "XL"))
        #expect(INPaymentMethod.applePay().type == .applePay)
    }

    @Test func anExtensionWithoutAnOverrideHandlesNothing() {
        #expect(INExtension().handler(for: INRequestRideIntent()) == nil)
    }
}
