import Foundation

/// A golden transcript as a command line and the lines to type: header directives become options
/// (`@map` too, given the transcript's folder),
/// user lines are typed, `@advance D` becomes `:advance D` and `@trace on` becomes `:trace on`. The
/// step directives with no command-line counterpart (`@interrupt`, `@location`, `@service`) are left
/// out: the conversation then differs from the transcript's, but every line it produces is still checked.
struct TranscriptAsCommandLine {
    var arguments: [String] = ["--clock", "2026-11-23T09:00:00-08:00", "--seed", "1"]
    var input: [String] = []

    /// `folder` is the transcript's, where a `@map FILE` is found.
    init(_ text: String, folder: URL? = nil) {
        var started = false
        var options: [String: String] = [:]
        var trace = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let line = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if line.hasPrefix(">") {
                started = true
                let typed = line.hasPrefix("> ") ? String(line.dropFirst(2)) : String(line.dropFirst())
                if input.last == ":quit" { break }
                input.append(typed)
            } else if line.hasPrefix("@") {
                let parts = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
                let name = parts.first ?? "", argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
                if !started {
                    if name == "trace" { trace = argument == "on" } else { options[name] = argument }
                } else if name == "advance" {
                    input.append(":advance \(argument)")
                } else if name == "trace" {
                    input.append(":trace \(argument)")
                }
            }
        }
        for name in ["clock", "seed"] {
            if let value = options[name], let index = arguments.firstIndex(of: "--\(name)") { arguments[index + 1] = value }
        }
        for name in ["profile", "location"] {
            if let value = options[name] { arguments += ["--\(name)", value] }
        }
        if let map = options["map"], let folder { arguments += ["--map", folder.appendingPathComponent(map).standardizedFileURL.path] }
        if trace { arguments.append("--trace") }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
