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
        "ne": "northeast", "nw": "northwest", "se": "southeast", "sw": "southwest",
        "first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th",
        "seventh": "7th", "eighth": "8th", "ninth": "9th", "tenth": "10th",
    ]

    /// Direction words that may lead a street name ("North Shoreline Boulevard", "SW Broadway").
    static let directions: Set<String> = ["north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"]

    /// Words that start a unit designation, cut off with what follows.
    static let unitMarkers: Set<String> = ["suite", "ste", "ste.", "apt", "apt.", "apartment", "unit", "bldg", "building", "floor", "fl"]

    /// Words after the comma that name the state, not the city.
    static let stateWords: Set<String> = ["ca", "california", "usa", "us"]

    /// `words` with every short form spelled out.
    static func canonical(_ words: [String]) -> [String] {
        words.map { spelledOut[$0] ?? $0 }
    }
}
