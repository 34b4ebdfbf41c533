import ArgumentParser
import Foundation

/// `hail --help`: the root's help, with the REPL's options after it, since `hail` with no
/// subcommand runs the REPL and takes them (ArgumentParser's root help lists only its own).
enum RootHelp {
    /// Whether `arguments` (without the program's name) ask for the root's help.
    static func isAsked(by arguments: [String]) -> Bool {
        arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"]
    }

    /// The root's help, then "REPL OPTIONS" with every option of `hail repl` but `--help`.
    static func text(columns: Int? = nil) -> String {
        let name = CurrentProgram.identity.commandName
        let root = Hail.helpMessage(columns: columns)
        let repl = Hail.helpMessage(for: ReplCommand.self, columns: columns)
        guard let start = repl.range(of: "OPTIONS:\n") else { return root }
        let lines = repl[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        // NB: up to the section's end (a line that is not indented) and without -h, --help and
        // --version, which the root's OPTIONS already lists.
        let options = lines.prefix { $0.isEmpty || $0.hasPrefix(" ") }
            .filter { line in !["-h, --help", "--version"].contains { line.trimmingCharacters(in: .whitespaces).hasPrefix($0) } }
        let body = options.joined(separator: "\n").trimmingCharacters(in: .newlines)
        return root.trimmingCharacters(in: .newlines) + "\n\nREPL OPTIONS (\(name) with no subcommand is \(name) repl):\n" + body
    }
}
