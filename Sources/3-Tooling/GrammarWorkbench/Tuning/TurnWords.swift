import RideLanguage

/// The words of a system turn, punctuation trimmed, for checks on word order and case.
struct TurnWords {
    let original: [String]
    let lower: [String]
    /// Whether the word ends a sentence or clause ("destination?", "it.").
    let endsClause: [Bool]

    init(_ text: String) {
        var original: [String] = []
        var endsClause: [Bool] = []
        // NB: ASCII words are trimmed byte by byte; Character-level checks on every word made
        // this most of `hail tune`'s time.
        let bytes = Array(text.utf8)
        func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
        }
        var index = 0
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            guard start < index else { continue }
            let word = bytes[start..<index]
            if word.contains(where: { $0 >= 0x80 }) {
                // Curly quotes, accents: trimmed by Unicode's own letter and number properties.
                let text = String(decoding: word, as: UTF8.self)
                let isWordCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber }
                guard let first = text.firstIndex(where: isWordCharacter), let last = text.lastIndex(where: isWordCharacter) else { continue }
                original.append(String(text[first...last]))
            } else {
                guard let first = word.firstIndex(where: isWordByte), let last = word.lastIndex(where: isWordByte) else { continue }
                original.append(String(decoding: bytes[first...last], as: UTF8.self))
            }
            endsClause.append(word.last.map { ".?!,;:".utf8.contains($0) } ?? false)
        }
        self.original = original
        self.endsClause = endsClause
        lower = original.map { $0.lowercased() }
        head = lower.prefix(4).joined(separator: " ") + " "
    }

    /// The first few words, lowercased, each followed by a space: what `startsWithAny` checks.
    private let head: String

    private static let parties: Set<String> = ["seat", "seats", "people", "person", "persons", "passenger", "passengers"]
    private static let rides: Set<String> = ["ride", "cab", "taxi"]

    func containsAny(_ candidates: Set<String>) -> Bool {
        lower.contains { candidates.contains($0) }
    }

    /// Whether the words begin with one of `phrases` (whole words).
    func startsWithAny(_ phrases: String...) -> Bool {
        phrases.contains { head.hasPrefix($0 + " ") }
    }

    /// Capitalized words that name no place.
    private static let unnamed: Set<String> = [
        "shared", "share", "pool", "luxury", "regular", "okay", "ok", "fine", "that", "this", "it", "there", "i", "correct", "right",
    ]

    private static func isNamed(_ word: String) -> Bool {
        (word.first.map { $0.isNumber || $0.isUppercase } ?? false) && !unnamed.contains(word.lowercased())
    }

    private static func isNumber(_ word: String) -> Bool {
        word.first?.isNumber ?? false
    }

    /// "to 5 Main Street", "is SFO", "destination 2500 Milvia Street", or a turn opening with a number.
    var namesSomething: Bool {
        if original.first.map(Self.isNumber) == true { return true }
        let lead: Set<String> = ["to", "is", "for", "at", "that", "it", "this"]
        let places: Set<String> = ["destination", "address", "venue", "location"]
        for index in lower.indices.dropLast() where !endsClause[index] {
            if lead.contains(lower[index]), Self.isNamed(original[index + 1]) { return true }
            if places.contains(lower[index]) {
                let next = lower[index + 1] == "is" && !endsClause[index + 1] ? index + 2 : index + 1
                if next < original.count, Self.isNamed(original[next]) { return true }
            }
        }
        return false
    }

    /// "So …", "Booking …", "You want …", "I have a ride …", "Okay, a …": how read-backs open.
    var startsLikeReadBack: Bool {
        if startsWithAny("so", "okay so", "ok so", "alright so", "booking", "you want", "you'd like", "you would like", "you need", "you wish") {
            return true
        }
        if startsWithAny("i have a", "i have an"), lower.count > 3,
            ["ride", "cab", "pool", "luxury", "regular", "shared", "seat"].contains(lower[3]) {
            return true
        }
        if ["okay", "ok", "sure", "cool"].contains(lower.first ?? ""), lower.count > 1,
            lower[1] == "booking" || lower[1] == "a" || Self.isNumber(lower[1]) {
            return true
        }
        return false
    }

    /// A party size and a ride in one breath: "2 seats on a pool ride", "a cab for 3", "for 1 pool".
    var pairsPartyAndRide: Bool {
        let rideWords: Set<String> = ["ride", "cab", "taxi", "to", "pool", "luxury", "regular", "shared"]
        if let party = lower.firstIndex(where: { Self.parties.contains($0) }),
            lower[(party + 1)...].contains(where: { rideWords.contains($0) }) {
            return true
        }
        if let ride = lower.firstIndex(where: { Self.rides.contains($0) }) {
            let rest = Array(lower[(ride + 1)...])
            for (offset, word) in rest.enumerated() {
                if Self.parties.contains(word) { return true }
                if word == "for", offset + 1 < rest.count, Self.isNumber(rest[offset + 1]) { return true }
            }
        }
        if let to = lower.indices.dropLast().first(where: { lower[$0] == "to" && Self.isNumber(lower[$0 + 1]) }),
            lower.indices.dropLast().contains(where: { $0 > to && lower[$0] == "for" && Self.isNumber(lower[$0 + 1]) }) {
            return true
        }
        // Ends with "for 2", "for 1 person", "for 1 pool".
        if let last = lower.lastIndex(of: "for"), last + 1 < lower.count, Self.isNumber(lower[last + 1]) {
            let tail = lower[(last + 2)...]
            let allowed: Set<String> = ["person", "persons", "people", "seat", "seats", "pool", "luxury", "regular", "shared"]
            return tail.count <= 2 && tail.allSatisfy { allowed.contains($0) }
        }
        return false
    }
}
