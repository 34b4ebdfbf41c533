import Testing
import RideIntents

@Suite("Money")
struct MoneyTests {
    @Test func amountsAreFormattedWithCents() {
        #expect(CurrencyAmount(minorUnits: 1572).formatted == "$15.72")
        #expect(CurrencyAmount(minorUnits: -500).formatted == "-$5.00")
        #expect(CurrencyAmount(minorUnits: 5, currencyCode: "EUR").formatted == "EUR 0.05")
    }

    @Test func aRangeOfOnePriceReadsAsThatPrice() {
        let single = PriceRange(price: CurrencyAmount(minorUnits: 1000))
        let range = PriceRange(firstPrice: CurrencyAmount(minorUnits: 3000), secondPrice: CurrencyAmount(minorUnits: 2000))
        #expect(single.formatted == "$10.00")
        #expect(range.formatted == "$20.00–$30.00")
        #expect(!range.isSinglePrice)
    }

    @Test func lineItemsAddUp() {
        let items = [
            RideFareLineItem(title: "Base fare", price: CurrencyAmount(minorUnits: 275)),
            RideFareLineItem(title: "Distance", price: CurrencyAmount(minorUnits: 1000)),
            RideFareLineItem(title: "Promotion", price: CurrencyAmount(minorUnits: -100)),
        ]
        #expect(items.total == CurrencyAmount(minorUnits: 1175))
    }
}
