extension CompiledGrammar {
    /// "request.grammar:12 slot dropOff": how evidence names the phrase `label` written at `line`
    /// of `file`.
    // NB: written into one string of the right size; appending the four pieces reallocated the
    // string as it grew, and an interpolation cost several times as much again.
    static func ruleName(file: String, line: Int, label: String) -> String {
        guard line >= 0 else { return file + ":" + String(line) + " " + label }
        var file = file
        var label = label
        var digitCount = 1
        var rest = line
        while rest >= 10 {
            rest /= 10
            digitCount += 1
        }
        let count = file.utf8.count + 1 + digitCount + 1 + label.utf8.count
        return file.withUTF8 { fileBytes in
            label.withUTF8 { labelBytes in
                String(unsafeUninitializedCapacity: count) { buffer in
                    var end = buffer.initialize(fromContentsOf: fileBytes)
                    buffer[end] = UInt8(ascii: ":")
                    end += digitCount
                    var rest = line
                    for offset in 0..<digitCount {
                        buffer[end - offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                        rest /= 10
                    }
                    buffer[end + 1] = UInt8(ascii: " ")
                    return buffer[(end + 2)...].initialize(fromContentsOf: labelBytes)
                }
            }
        }
    }
}
