import SourceDiagnostics

/// One way a list entry can be said, as words, with the list, value and place it comes from.
struct SynonymForm: Hashable, Sendable {
    var words: [String]
    var list: String
    var value: String
    var location: SourceLocation
    /// Entered at run time (the user's vocabulary), not written in a grammar file.
    var isRuntime: Bool

    var text: String { words.joined(separator: " ") }

    /// "{ride_option} SUV".
    var meaning: String { "{\(list)} \(value)" }

    /// "common.grammar:40".
    var place: String {
        if isRuntime { return "user vocabulary" }
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(name):\(location.line)"
    }
}
