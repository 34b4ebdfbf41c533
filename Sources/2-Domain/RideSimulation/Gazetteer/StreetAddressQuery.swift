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
        let words = StreetWords.canonical(PlaceNameNormalizer.words(streetTokens.joined(separator: " ")))
        guard !words.isEmpty, words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        self.number = number
        self.streetWords = words
        let tail = parts.count > 1 ? PlaceNameNormalizer.words(String(parts[1])) : []
        self.localityWords = tail.filter { !StreetWords.stateWords.contains($0) && !$0.allSatisfy(\.isASCIIDigit) }
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// The words that make up street names, and their spoken short forms.
enum StreetWords {
    /// Street-type suffix words in full.
    static let suffixes: Set<String> = [
        "street", "avenue", "boulevard", "road", "drive", "lane", "place", "court", "parkway", "highway",
        "terrace", "circle", "expressway", "way", "plaza",
    ]

    /// Short forms of suffixes, directions and ordinals, and what they stand for.
    static let spelledOut: [String: String] = [
        "st": "street", "str": "street", "ave": "avenue", "av": "avenue", "blvd": "boulevard", "rd": "road",
        "dr": "drive", "ln": "lane", "pl": "place", "ct": "court", "pkwy": "parkway", "hwy": "highway",
        "ter": "terrace", "cir": "circle", "expy": "expressway", "wy": "way",
        "n": "north", "s": "south", "e": "east", "w": "west",
        "first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th",
        "seventh": "7th", "eighth": "8th", "ninth": "9th", "tenth": "10th",
    ]

    /// Direction words that may lead a street name ("North Shoreline Boulevard").
    static let directions: Set<String> = ["north", "south", "east", "west"]

    /// Words that start a unit designation, cut off with what follows.
    static let unitMarkers: Set<String> = ["suite", "ste", "ste.", "apt", "apt.", "apartment", "unit", "bldg", "building", "floor", "fl"]

    /// Words after the comma that name the state, not the city.
    static let stateWords: Set<String> = ["ca", "california", "usa", "us"]

    /// `words` with every short form spelled out.
    static func canonical(_ words: [String]) -> [String] {
        words.map { spelledOut[$0] ?? $0 }
    }
}
