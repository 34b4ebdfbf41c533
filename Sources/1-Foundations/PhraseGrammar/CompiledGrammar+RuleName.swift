extension CompiledGrammar {
    /// "request.grammar:12 slot dropOff": how evidence names the phrase `label` written at `line`
    /// of `file`.
    // NB: written into one string reserved at its final size; appending the pieces to an empty
    // string reallocated it as it grew, and an interpolation cost several times as much again.
    static func ruleName(file: String, line: Int, label: String) -> String {
        let number = String(line)
        var name = ""
        name.reserveCapacity(file.utf8.count + 1 + number.utf8.count + 1 + label.utf8.count)
        name += file
        name += ":"
        name += number
        name += " "
        name += label
        return name
    }
}
