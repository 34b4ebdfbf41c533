extension Character {
    /// Whether this is one of the digits 0 to 9 (not any Unicode number).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
