import RideIntents
import RideLanguage

/// Reads which item of a list the user picked: by number or ordinal ("2", "the second one"), "the
/// last one", "the cheapest", a name or synonym ("the SUV"), part of a name ("the Market Street
/// one"), or a slot value that names an item. Every list the dialog puts before the user (an
/// offered choice, Maps' list of ride options) is read by this one type.
struct ChoiceReader: Sendable {
    /// One item on the list, as the reader sees it.
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

    /// What the user's words pick.
    enum Reading: Hashable, Sendable {
        /// The item at this index (0-based).
        case item(Int)
        /// A number beyond the list (1-based, as said).
        case outOfRange(Int)
        /// A ride option named that is not on the list.
        case unknown(String)
        /// Nothing on the list.
        case none
    }

    let items: [Item]

    /// Reads the user's answer against the list.
    func read(_ understanding: Understanding) -> Reading {
        var outOfRange: Int?
        switch understanding.choice {
        case .position(let position):
            if items.indices.contains(position - 1) { return .item(position - 1) }
            outOfRange = position
        case .last:
            if !items.isEmpty { return .item(items.count - 1) }
        case .cheapest:
            if let index = cheapest { return .item(index) }
        case .named(let words):
            if let index = exactMatch(words) ?? uniqueMatch(words) { return .item(index) }
        case nil:
            break
        }
        var unknown: String?
        if let option = understanding.slots.rideOption {
            let wanted = [option.vocabularyIdentifier, option.spokenPhrase].compactMap { $0 }
            if let index = wanted.lazy.compactMap({ self.exactMatch($0, rideOptionsOnly: true) }).first { return .item(index) }
            unknown = option.spokenPhrase
        }
        let mentions = [understanding.slots.dropOff, understanding.slots.pickup].compactMap { $0 }
        for case .named(let name) in mentions {
            if let index = uniqueMatch(name) { return .item(index) }
        }
        if let payment = understanding.slots.paymentMethod, let index = uniqueMatch(payment) {
            return .item(index)
        }
        if understanding.answer == nil, !understanding.residue.isEmpty, let index = uniqueMatch(understanding.residue) {
            return .item(index)
        }
        if let outOfRange { return .outOfRange(outOfRange) }
        if let unknown { return .unknown(unknown) }
        return .none
    }

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

    /// The one item whose text contains every word of `words` (ignoring case, "the", "one", "my").
    func uniqueMatch(_ words: String) -> Int? {
        let ignored: Set<String> = ["the", "one", "a", "an", "my", "card", "please", "at", "on", "in"]
        let wanted = Self.normalizedWords(words).filter { !ignored.contains($0) }
        guard !wanted.isEmpty else { return nil }
        let matches = items.indices.filter { index in
            let offered = Set(Self.normalizedWords(items[index].searchableText))
            return wanted.allSatisfy { offered.contains($0) }
        }
        return matches.count == 1 ? matches.first : nil
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

extension ChoiceReader {
    /// A reader for the values the dialog offered.
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

    /// A reader for a list of ride options, priced for `partySize` when given.
    init(rideOptions: [RideOption], partySize: Int? = nil) {
        items = rideOptions.map { option in
            let tier = partySize.flatMap(option.partySizeOption(for:))
            let price = (tier?.priceRange ?? option.priceRange)?.minimumPrice.minorUnits
            return Item(names: [option.name], searchableText: option.name, price: price, isRideOption: true)
        }
    }
}
