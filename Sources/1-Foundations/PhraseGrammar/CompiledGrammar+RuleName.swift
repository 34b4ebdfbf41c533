extension CompiledGrammar {
    /// The rule name of each of `phrases` (`ruleName(file:line:label:)`).
    static func ruleNames(of phrases: [PhraseDeclaration]) -> [String] {
        // Each source path's file name, worked out once per file rather than once per phrase.
        // NB: phrases come file by file, so the last path is tried before hashing the path.
        var fileNames: [String: String] = [:]
        var lastFile: (path: String, name: String) = ("", "")
        func fileName(_ path: String) -> String {
            if path == lastFile.path, !path.isEmpty { return lastFile.name }
            let name = fileNames[path] ?? SourceSpan.fileName(path)
            fileNames[path] = name
            lastFile = (path, name)
            return name
        }
        var names: [String] = []
        names.reserveCapacity(phrases.count)
        for phrase in phrases {
            names.append(ruleName(file: fileName(phrase.span.location.file), line: phrase.span.location.line, label: phrase.label))
        }
        return names
    }

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
