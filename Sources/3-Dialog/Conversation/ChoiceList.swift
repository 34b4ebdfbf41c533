import RideIntents
import RideLanguage

/// A list the dialog put before the user (an offered choice, Maps' list of ride options), as an
/// answer picks from it: each item's names, words and price. `AnswerReader.pick(from:)` reads
/// the user's pick.
struct ChoiceList: Sendable {
    /// One item on the list, as an answer may name it.
    struct Item: Hashable, Sendable {
        /// Names that pick the item when said exactly (ignoring case): "SUV", "XL".
        var names: [String]
        /// Every word that may name the item in part ("Starbucks Market Street San Francisco").
        var searchableText: String
        /// The item's price in minor units, for "the cheapest"; `nil` when it has none.
        var price: Int?
        /// Whether the item is a ride option (a ride-option slot can name only those).
        var isRideOption: Bool
    }

    let items: [Item]

    /// The index of the cheapest priced item (the first of equals).
    var cheapest: Int? {
        items.indices.filter { items[$0].price != nil }.min { (items[$0].price ?? 0) < (items[$1].price ?? 0) }
    }

    /// The item one of whose names is exactly `words` (ignoring case and a leading article).
    func exactMatch(_ words: String, rideOptionsOnly: Bool = false) -> Int? {
        let key = Self.withoutArticle(words).lowercased()
        return items.indices.first { index in
            (!rideOptionsOnly || items[index].isRideOption) && items[index].names.contains { $0.lowercased() == key }
        }
    }

    /// The one item whose text contains every word of `words` (ignoring case, "the", "one", "my"),
    /// each word as written or as the initials of words in a row ("SF" for "San Francisco").
    func uniqueMatch(_ words: String) -> Int? {
        let found = matches(words)
        return found.count == 1 ? found.first : nil
    }

    /// Every item whose text contains every word of `words`, as `uniqueMatch` reads them.
    func matches(_ words: String) -> [Int] {
        let ignored: Set<String> = ["the", "one", "a", "an", "my", "card", "please", "at", "on", "in", "near", "by"]
        let wanted = Self.normalizedWords(words).filter { !ignored.contains($0) }
        guard !wanted.isEmpty else { return [] }
        return items.indices.filter { index in
            let offered = Self.normalizedWords(items[index].searchableText)
            let offeredSet = Set(offered)
            return wanted.allSatisfy { offeredSet.contains($0) || Self.isInitials($0, ofWordsIn: offered) }
        }
    }

    /// Whether `word` (two letters or more) spells the first letters of words in a row of
    /// `words`: "sf" in "san francisco international airport", "sjc" in "san jose city".
    static func isInitials(_ word: String, ofWordsIn words: [String]) -> Bool {
        let letters = Array(word)
        guard letters.count >= 2, letters.count <= words.count, letters.allSatisfy(\.isLetter) else { return false }
        let initials = words.map { $0.first }
        return (0...(words.count - letters.count)).contains { start in
            (0..<letters.count).allSatisfy { initials[start + $0] == letters[$0] }
        }
    }

    static func normalizedWords(_ text: String) -> [String] {
        text.lowercased()
            .map { $0.isLetter || $0.isNumber ? $0 : " " }
            .reduce(into: "") { $0.append($1) }
            .split(separator: " ")
            .map(String.init)
    }

    /// The words without a leading "a", "an" or "the".
    static func withoutArticle(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for article in ["a ", "an ", "the "] where trimmed.lowercased().hasPrefix(article) {
            return String(trimmed.dropFirst(article.count)).trimmingCharacters(in: .whitespaces)
        }
        return trimmed
    }
}

extension ChoiceList {
    /// The values the dialog offered.
    init(offers: [Offer]) {
        items = offers.map { offer in
            switch offer {
            case .rideOption(let option):
                Item(names: [option.vocabularyIdentifier ?? option.spokenPhrase], searchableText: offer.searchableText, price: nil, isRideOption: true)
            case .place, .paymentMethod:
                Item(names: [], searchableText: offer.searchableText, price: nil, isRideOption: false)
            }
        }
    }

    /// A list of ride options, priced for `partySize` when given.
    init(rideOptions: [RideOption], partySize: Int? = nil) {
        items = rideOptions.map { option in
            let tier = partySize.flatMap(option.partySizeOption(for:))
            let price = (tier?.priceRange ?? option.priceRange)?.minimumPrice.minorUnits
            return Item(names: [option.name], searchableText: option.name, price: price, isRideOption: true)
        }
    }
}
