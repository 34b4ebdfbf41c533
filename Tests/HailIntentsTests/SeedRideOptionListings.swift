// The two Swift listings of Apple's article "Generating a List of Ride Options" (SiriKit
// documentation; ../shared/seeds/000_ee78f91ab887ad51.txt, "Create Ride Options"), copied unchanged
// except for:
//   - the import lines below (the article shows none), written as a port to Linux would write them;
//   - the one misplaced parenthesis: the article's `NSDecimalNumber(value : minimumCost,
//     currencyCode: "USD"))` passes the currency code to NSDecimalNumber; here the `)` closes
//     `NSDecimalNumber(value : minimumCost)` and the currency code goes to INPriceRange, as in the
//     listing's other prices.
// The article splits the second function across two code blocks; they are joined as they stand.
// The functions are placed in an extension of `SeedRideService`, which supplies the helpers they
// call (`getCompactEstimatedPickupTime()` and the rest). This file is compiled in Swift 6 mode by
// HailIntentsTests and, through a symbolic link, in Swift 5 mode by HailIntentsSwift5Tests.
#if os(iOS) || os(watchOS)
import Intents
#else
import HailIntents
#endif
import Foundation

extension SeedRideService {

func createCompactRideOption(pickup : CLPlacemark,
                             dropOff : CLPlacemark ) -> INRideOption {
    let ride = INRideOption(name: "Compact",
                             estimatedPickupDate: self.getCompactEstimatedPickupTime())
    ride.disclaimerMessage = "Vehicle can carry only 1 passenger."

    // Compacts have a fixed charge based on the distance.
    let charges = self.computeCompactCharges(pickup: pickup, dropOff: dropOff)
    ride.priceRange = INPriceRange(price: NSDecimalNumber(value : charges),
                                    currencyCode: "USD")

    return ride
}

func createSUVRideOption(pickup : CLPlacemark,
                         dropOff : CLPlacemark ) -> INRideOption {
    let ride = INRideOption(name: "SUV",
                             estimatedPickupDate: self.getSUVEstimatedPickupTime())

    // Configure party size options.

    let baseCharge = self.getBaseCharge()
    let perMileCharge = self.getPerMileCharge()
    let suvSurcharge = self.getSUVSurcharge()
    let extraPersonSurcharge = self.getExtraPersonSurcharge()

    // Compute the base prices for one person.
    let (rideDistance, tollCharges) = self.computeRouteDistanceAndTolls(pickup: pickup, dropOff: dropOff)

let distanceCost = perMileCharge * rideDistance
let minimumCost = distanceCost + baseCharge + suvSurcharge + tollCharges

// Configure the one-person party size.
let onePersonPriceRange = INPriceRange(price: NSDecimalNumber(value : minimumCost),
                                                                currencyCode: "USD")
let onePersonParty = INRidePartySizeOption(partySizeRange: NSMakeRange(0, 1),
                                           sizeDescription: "1 person", priceRange: onePersonPriceRange)

// Configure the 2-3 person party size.
let threePersonPriceRange = INPriceRange(price: NSDecimalNumber(value : minimumCost +
                                                                extraPersonSurcharge), currencyCode: "USD")
let threePersonParty = INRidePartySizeOption(partySizeRange: NSMakeRange(2, 1),
                                           sizeDescription: "2-3 people", priceRange: threePersonPriceRange)

// Configure the 4+ person party size.
let fourPersonPriceRange = INPriceRange(price: NSDecimalNumber(value : minimumCost +
                                                                (2 * extraPersonSurcharge)), currencyCode: "USD")
let fourPersonParty = INRidePartySizeOption(partySizeRange: NSMakeRange(4, 3),
                                           sizeDescription: "4+ people", priceRange: fourPersonPriceRange)

// Configure the party size options
ride.availablePartySizeOptions = [onePersonParty, threePersonParty, fourPersonParty]
ride.availablePartySizeOptionsSelectionPrompt = "Choose a party size"
ride.priceRange = INPriceRange(firstPrice: NSDecimalNumber(value : minimumCost),
                               secondPrice: NSDecimalNumber(value : minimumCost +
                                                                (2 * extraPersonSurcharge)), currencyCode: "USD")

return ride
}

}
