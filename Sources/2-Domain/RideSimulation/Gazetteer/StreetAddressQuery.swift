/// A spoken street address taken apart: "659 Merchant St, San Francisco" → number 659, street
/// words ["merchant", "street"], locality words ["san", "francisco"]. Suffixes and directions are
/// spelled out ("St" → "street", "N" → "north"); a unit ("# 5D", "Suite 130", "Apt 2") is dropped.
struct StreetAddressQuery: Hashable {
    var number: Int
    /// The street's normalised words, suffix spelled out.
    var streetWords: [String]
    /// The words after the first comma, if any ("san francisco"); a state or ZIP code is ignored.
    var localityWords: [String]

    /// Whether the street words end with a suffix such as "street" or "avenue".
    var hasSuffix: Bool { streetWords.last.map(StreetWords.suffixes.contains) ?? false }

    /// `nil` unless `text` starts with a house number followed by a street name.
    init?(_ text: String) {
        let parts = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        let head = parts.first.map(String.init) ?? ""
        let tokens = head.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = tokens.first, first.allSatisfy(\.isASCIIDigit), first.count <= 6, let number = Int(first) else {
            return nil
        }
        var streetTokens: [Substring] = []
        for token in tokens.dropFirst() {
            if token.hasPrefix("#") || StreetWords.unitMarkers.contains(token.lowercased()) { break }
            streetTokens.append(token)
        }
        var words = StreetWords.canonical(PlaceNameNormalizer.words(streetTokens.joined(separator: " ")))
        var tail = parts.count > 1 ? PlaceNameNormalizer.words(String(parts[1])) : []
        if parts.count == 1, let suffix = words.dropFirst().firstIndex(where: StreetWords.suffixes.contains), suffix < words.count - 1 {
            // Written without a comma, what follows the suffix is the town: "500 Howard St San
            // Francisco CA 94105".
            tail = Array(words[(suffix + 1)...])
            words = Array(words[...suffix])
        }
        guard !words.isEmpty, words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        self.number = number
        self.streetWords = words
        self.localityWords = tail.filter { !StreetWords.stateWords.contains($0) && !$0.allSatisfy(\.isASCIIDigit) }
    }
}
