/// `hail parse`'s command line read without ArgumentParser, when it holds only what `parse`
/// takes: `--batch`, `--jsonl`, `--explain`, `--grammar DIR` (or `--grammar=DIR`),
/// `--no-grammar-cache`, `--jobs N` (or `--jobs=N`), `--profile NAME` (or `--profile=NAME`, a
/// known profile), each at most once, and words of the
/// utterance. Anything else (`--help`,
/// an unknown or repeated option, a word starting with "-", a line `validate()` refuses) is left
/// to ArgumentParser, so its messages and usage are the same as ever.
// NB: ArgumentParser reads every subcommand's options by reflection to parse one command line:
// 19 million of the 62.5 million instructions of a cold `hail parse "…"` (callgrind), mostly
// Swift's protocol-conformance lookups, and 27.6 ms against a Foundation hello-world's 10 ms.
enum ParseFastPath {
    /// The `parse` command `arguments` (without the program's name) ask for, checked as
    /// ArgumentParser would; nil when ArgumentParser must read them.
    static func command(from arguments: [String]) -> ParseCommand? {
        guard arguments.first == "parse" else { return nil }
        var batch = false, jsonl = false, explain = false, noGrammarCache = false
        var grammarPath: String?
        var profile: String?
        var jobs: Int?
        var text: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                text.append(argument)
                continue
            }
            switch argument {
            case "--batch" where !batch: batch = true
            case "--jsonl" where !jsonl: jsonl = true
            case "--explain" where !explain: explain = true
            case "--no-grammar-cache" where !noGrammarCache: noGrammarCache = true
            case "--grammar" where grammarPath == nil && index < arguments.count && !arguments[index].hasPrefix("-"):
                grammarPath = arguments[index]
                index += 1
            case "--profile" where profile == nil && index < arguments.count && !arguments[index].hasPrefix("-"):
                profile = arguments[index]
                index += 1
            case "--jobs" where jobs == nil && index < arguments.count:
                guard let number = Int(arguments[index]) else { return nil }
                jobs = number
                index += 1
            default:
                if argument.hasPrefix("--jobs="), jobs == nil, let number = Int(argument.dropFirst("--jobs=".count)) {
                    jobs = number
                    continue
                }
                if argument.hasPrefix("--profile="), profile == nil {
                    profile = String(argument.dropFirst("--profile=".count))
                    continue
                }
                guard argument.hasPrefix("--grammar="), grammarPath == nil else { return nil }
                grammarPath = String(argument.dropFirst("--grammar=".count))
            }
        }
        var grammar = GrammarOptions()
        grammar.grammar = grammarPath
        grammar.noGrammarCache = noGrammarCache
        // NB: set although `--app` is never read here (ArgumentParser reads it): an option group
        // holds no value until it is parsed or set.
        var app = AppOptions()
        app.app = nil
        grammar.app = app
        var command = ParseCommand()
        command.batch = batch
        command.jsonl = jsonl
        command.explain = explain
        command.jobs = jobs
        command.text = text
        // NB: set even when not given: an option read through a transform holds no value, not
        // even its default, until ArgumentParser parses it. An unknown profile is left to
        // ArgumentParser, which lists the known ones.
        guard let known = try? ArgumentValues.profile(profile ?? "standard") else { return nil }
        command.profile = known
        command.grammar = grammar
        do {
            try grammar.validate()
            try command.validate()
        } catch {
            return nil
        }
        return command
    }
}
