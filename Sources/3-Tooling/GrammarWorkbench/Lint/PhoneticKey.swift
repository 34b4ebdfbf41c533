/// A small, hand-written sound-alike key for English words, enough to catch synonyms that a
/// speech recogniser could hear as a number or a function word ("for" / "four", "to" / "two" /
/// "too", "ate" / "eight") or as each other ("XL" / "ex el"). Not a general phonetic algorithm:
/// letters that are usually spelled out ("XL", "SUV") are read letter by letter, then common
/// spellings of one sound are folded together and every run of vowels becomes one.
public enum PhoneticKey {
    /// The key of a phrase: its words' keys run together, so "ex el" and "xl" meet.
    public static func key(_ phrase: String) -> String {
        phrase.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map { fold(spelledOut(String($0))) }.joined()
    }

    /// Whole words whose sound the folding rules below would miss.
    static let exceptions: [String: String] = [
        "one": "wan", "two": "to", "eight": "at", "four": "for", "once": "wans", "ok": "okay", "won't": "wont",
        "through": "thru", "though": "tho", "you": "yu", "ewe": "yu", "eye": "i", "aye": "i",
    ]

    /// How each letter is said when a word is spelled out.
    static let letterNames: [Character: String] = [
        "a": "ay", "b": "bee", "c": "see", "d": "dee", "e": "ee", "f": "ef", "g": "jee", "h": "aych", "i": "eye",
        "j": "jay", "k": "kay", "l": "el", "m": "em", "n": "en", "o": "oh", "p": "pee", "q": "kyu", "r": "ar",
        "s": "es", "t": "tee", "u": "yu", "v": "vee", "w": "dubelyu", "x": "ex", "y": "wy", "z": "zee",
    ]

    /// A word of two to four letters with no vowel (or all capitals in the grammar, which is
    /// lowercased by now) is read letter by letter: "xl" → "ex el", "suv" stays a word only if
    /// it has a vowel to say, so it is spelled too.
    static func spelledOut(_ word: String) -> String {
        if let exception = exceptions[word] { return exception }
        let letters = Array(word)
        let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]
        let isAbbreviation = (2...4).contains(letters.count) && letters.allSatisfy(\.isLetter)
            && (!letters.contains(where: vowels.contains) || ["suv", "atm", "usa"].contains(word))
        guard isAbbreviation else { return word }
        return letters.map { letterNames[$0] ?? String($0) }.joined()
    }

    /// Folds spellings of one sound together and every vowel run into "a".
    static func fold(_ word: String) -> String {
        if let exception = exceptions[word] { return foldLetters(exception) }
        return foldLetters(word)
    }

    private static func foldLetters(_ word: String) -> String {
        var text = word.replacingOccurrences(of: "'", with: "")
        for (from, to) in [("ph", "f"), ("ck", "k"), ("gh", ""), ("kn", "n"), ("wr", "r"), ("wh", "w"), ("qu", "kw"), ("x", "ks"), ("z", "s")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        var letters = Array(text)
        // A silent final e ("ate", "bye"), not a word's only vowel ("be").
        if letters.count > 2, letters.last == "e", !"aeiouy".contains(letters[letters.count - 2]) || letters[letters.count - 2] == "y" {
            letters.removeLast()
        }
        var out = ""
        var previous: Character?
        for (index, letter) in letters.enumerated() {
            var sound = letter
            if letter == "c" {
                let next = index + 1 < letters.count ? letters[index + 1] : " "
                sound = "eiy".contains(next) ? "s" : "k"
            }
            if "aeiou".contains(sound) || (sound == "y" && index > 0) { sound = "a" }
            if sound == previous { continue }
            out.append(sound)
            previous = sound
        }
        return out
    }
}
