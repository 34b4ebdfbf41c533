import TranscriptHarness

/// A driver for tests: answers "You said: …" to every user line, "(name argument)" to every directive, and
/// rejects the directive `@explode` and the header directive `@unknown`.
struct EchoDriver: TranscriptDriver {
    var header: [TranscriptDirective] = []
    var performed: [TranscriptStep] = []

    mutating func start(header: [TranscriptDirective]) throws {
        if let unknown = header.first(where: { $0.name == "unknown" }) {
            throw unknown.error("unknown directive '@unknown'")
        }
        self.header = header
    }

    mutating func perform(_ step: TranscriptStep) throws -> String {
        performed.append(step)
        switch step.kind {
        case .say(let text):
            return "You said: \(text)\n"
        case .directive(let directive):
            if directive.name == "explode" { throw EchoFailure() }
            return "(\(directive.name) \(directive.argument))\n"
        }
    }
}

struct EchoFailure: Error, CustomStringConvertible {
    var description: String { "the echo driver exploded" }
}
