import Foundation
import HailIntents

/// Money as the service writes it: amounts, price ranges and fare line items, in `--jsonl`'s shapes
/// (whole minor units), and the older decimal shapes still read.
extension AnswerDecoder {
    /// `{"minorUnits": 1815, "currencyCode": "USD"}`, as `--jsonl` writes an amount (cents for
    /// USD); the older `{"amount": 18.15, "currencyCode": "USD"}` is still read.
    func currencyAmount(_ value: JSONValue, path: String) throws(BridgeLineError) -> INCurrencyAmount {
        let fields = try reader(value, path: path)
        let currency = try fields.requiredString("currencyCode")
        if let minorUnits = try fields.int("minorUnits") {
            return INCurrencyAmount(amount: Self.decimal(minorUnits: minorUnits), currencyCode: currency)
        }
        guard let amount = try fields.decimal("amount") else { throw BridgeLineError("has \(path) without minorUnits") }
        return INCurrencyAmount(amount: amount, currencyCode: currency)
    }

    /// An amount's value in its currency's major unit: 1815 minor units are 18.15.
    static func decimal(minorUnits: Int) -> NSDecimalNumber {
        NSDecimalNumber(mantissa: UInt64(minorUnits.magnitude), exponent: -2, isNegative: minorUnits < 0)
    }

    /// `{"minimumPrice": amount, "maximumPrice": amount}`, as `--jsonl` writes a price range (the
    /// same amount twice for a single price); either may be left out for an open range. The older
    /// `{"price": 18.5, "currencyCode": "USD"}` (or numbers for `minimumPrice` and `maximumPrice`,
    /// with `currencyCode`) is still read.
    func priceRange(_ value: JSONValue, path: String) throws(BridgeLineError) -> INPriceRange {
        let fields = try reader(value, path: path)
        let isAmounts = [fields.value("minimumPrice"), fields.value("maximumPrice")].contains { value in
            if case .object? = value { return true }
            return false
        }
        guard isAmounts else { return try numberPriceRange(fields, path: path) }
        let minimum = try fields.value("minimumPrice").map { (amount) throws(BridgeLineError) in
            try currencyAmount(amount, path: fields.name("minimumPrice"))
        }
        let maximum = try fields.value("maximumPrice").map { (amount) throws(BridgeLineError) in
            try currencyAmount(amount, path: fields.name("maximumPrice"))
        }
        let currencies = Set([minimum?.currencyCode, maximum?.currencyCode].compactMap { $0 })
        guard currencies.count == 1, let currency = currencies.first else {
            throw BridgeLineError("has \(path) whose minimumPrice and maximumPrice are in different currencies")
        }
        switch (minimum?.amount, maximum?.amount) {
        case (let low?, let high?) where low == high: return INPriceRange(price: low, currencyCode: currency)
        case (let low?, let high?): return INPriceRange(firstPrice: low, secondPrice: high, currencyCode: currency)
        case (let low?, nil): return INPriceRange(minimumPrice: low, currencyCode: currency)
        case (nil, let high?): return INPriceRange(maximumPrice: high, currencyCode: currency)
        case (nil, nil): throw BridgeLineError("has \(path) without minimumPrice or maximumPrice")
        }
    }

    /// The older price range, of numbers: `price`, or `minimumPrice` and/or `maximumPrice`, with `currencyCode`.
    private func numberPriceRange(_ fields: ObjectReader, path: String) throws(BridgeLineError) -> INPriceRange {
        let price = try fields.decimal("price")
        let minimum = try fields.decimal("minimumPrice")
        let maximum = try fields.decimal("maximumPrice")
        guard price != nil || minimum != nil || maximum != nil else {
            throw BridgeLineError("has \(path) without minimumPrice or maximumPrice")
        }
        let currency = try fields.requiredString("currencyCode")
        switch (price, minimum, maximum) {
        case (let price?, nil, nil): return INPriceRange(price: price, currencyCode: currency)
        case (nil, let low?, let high?): return INPriceRange(firstPrice: low, secondPrice: high, currencyCode: currency)
        case (nil, let low?, nil): return INPriceRange(minimumPrice: low, currencyCode: currency)
        case (nil, nil, let high?): return INPriceRange(maximumPrice: high, currencyCode: currency)
        default: throw BridgeLineError("has \(path) with both price and minimumPrice or maximumPrice")
        }
    }

    func fareLineItem(_ value: JSONValue, path: String) throws(BridgeLineError) -> INRideFareLineItem {
        let fields = try reader(value, path: path)
        let title = try fields.requiredString("title")
        let price: INCurrencyAmount
        // NB: `{"title": …, "price": amount}`, as `--jsonl` writes a line item; the older
        // `"price": 3.5, "currencyCode": "USD"` is still read.
        if case .object? = fields.value("price") {
            price = try currencyAmount(fields.value("price") ?? .null, path: fields.name("price"))
        } else {
            guard let number = try fields.decimal("price") else { throw BridgeLineError("has \(path) without a price") }
            price = INCurrencyAmount(amount: number, currencyCode: try fields.requiredString("currencyCode"))
        }
        guard let amount = price.amount, let currency = price.currencyCode,
              let item = INRideFareLineItem(title: title, price: amount, currencyCode: currency)
        else { throw BridgeLineError("has \(path) that is not a whole line item") }
        return item
    }
}
