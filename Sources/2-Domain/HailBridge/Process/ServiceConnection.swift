import Foundation
import HailIntents

/// Hail's side of one conversation with a service over the bridge protocol: starts the service
/// and greets it, sends one request at a time and waits for its answer, passes on the live
/// updates it pushes, and stops and restarts it when it exits, hangs or loses its way.
///
/// Everything that goes wrong is recorded as a fault naming the call, quoting the line the
/// service wrote; ``takeFaults()`` hands them over.
final class ServiceConnection: @unchecked Sendable {
    let command: String
    let settings: BridgeSettings

    /// What the reader thread passes on from standard output, in order.
    enum Inbound {
        case message([String: JSONValue], line: String)
        case unusable(BridgeLineError, line: String)
        case tooLong(prefix: String)

        /// The line as written (its first bytes when too long).
        var line: String {
            switch self {
            case .message(_, let line), .unusable(_, let line): line
            case .tooLong(let prefix): prefix
            }
        }
    }

    enum Wait {
        case inbound(Inbound)
        case closed
        case timedOut
    }

    /// An answer to the request just sent: its fields and the line as written.
    struct Answer {
        let fields: [String: JSONValue]
        let line: String
    }

    let condition = NSCondition()
    // Guarded by `condition`:
    private var process: ServiceProcess?
    private(set) var generation = 0
    private var inbox: [Inbound] = []
    private var outputClosed = false
    private var stderrTail: [String] = []
    private var faults: [String] = []
    private var nextRequest = 1
    private var failuresInARow = 0
    private var givenUp: String?
    var observer: (any INGetRideStatusIntentResponseObserver)?
    private var name: String?
    /// Lines dropped because the inbox was full, and faults beyond the most kept.
    private var droppedLines = 0
    private var droppedFaults = 0

    /// At most this many unread lines are kept, and this many faults between two takes, so that a
    /// service writing without end costs bounded memory.
    static let inboxLimit = 64
    static let faultLimit = 32

    /// The name the service gave in its hello.
    var serviceName: String? {
        condition.lock()
        defer { condition.unlock() }
        return name
    }

    init(command: String, settings: BridgeSettings) {
        self.command = command
        self.settings = settings
    }

    deinit {
        process?.stop()
    }

    // MARK: - Faults

    func record(_ fault: String) {
        condition.lock()
        if faults.count < Self.faultLimit { faults.append(fault) } else { droppedFaults += 1 }
        condition.unlock()
    }

    func takeFaults() -> [String] {
        condition.lock()
        defer {
            faults.removeAll()
            droppedFaults = 0
            condition.unlock()
        }
        return faults + (droppedFaults > 0 ? ["… and \(droppedFaults) more faults like these"] : [])
    }

    /// A line as a fault quotes it: at most 200 characters.
    static func quoted(_ line: String) -> String {
        line.count > 200 ? String(line.prefix(200)) + "…" : line
    }

    // MARK: - Calls

    /// Sends one request and waits for its answer.
    /// - Returns: the answer, or `nil` when there is none to use; the reason is then recorded
    ///   as a fault that starts with `label`.
    func call(_ call: String, label: String, intent: String, parameters: JSONValue, now: Date) -> Answer? {
        guard let process = running(label: label, deadline: Date().addingTimeInterval(settings.startTimeout)) else { return nil }
        let deadline = Date().addingTimeInterval(settings.timeout)
        condition.lock()
        let leftOver = inbox
        let dropped = droppedLines
        inbox.removeAll()
        droppedLines = 0
        let id = nextRequest
        nextRequest += 1
        condition.unlock()
        for inbound in leftOver {
            record("\(label): before this request, the service wrote a line no request was waiting for; the bridge dropped it: \(Self.quoted(inbound.line))")
        }
        if dropped > 0 {
            record("\(label): before this request, the service wrote \(dropped) more such lines; the bridge dropped them unread")
        }
        let request: JSONValue = .object([
            "type": .string("request"), "id": .number(Double(id)), "call": .string(call), "intent": .string(intent),
            "parameters": parameters, "now": .string(BridgeDate.format(now)),
        ])
        switch process.write(line: request.line, deadline: deadline) {
        case .written: break
        case .closed: return failExited(label: label, while: "before answering")
        case .timedOut: return failHung(label: label, process: process)
        }
        while true {
            switch next(until: deadline) {
            case .timedOut:
                return failHung(label: label, process: process)
            case .closed:
                return failExited(label: label, while: "before answering")
            case .inbound(.tooLong(let prefix)):
                record("\(label): the service wrote a line longer than \(settings.lineLimit) bytes: \(Self.quoted(prefix))")
                return nil
            case .inbound(.unusable(let error, let line)):
                record("\(label): the service wrote a line that \(error): \(Self.quoted(line))")
                return nil
            case .inbound(.message(let fields, let line)):
                guard fields["type"] == .string("answer") else {
                    record("\(label): the service wrote a line the bridge does not know (the type of a line is \"hello\", \"answer\" or \"update\"): \(Self.quoted(line))")
                    return nil
                }
                guard case .number(let number)? = fields["id"], let answered = Int(exactly: number) else {
                    record("\(label): the service wrote an answer without a whole-number id: \(Self.quoted(line))")
                    return nil
                }
                guard answered == id else {
                    record("\(label): the service answered request \(answered) while the bridge waited for request \(id); the bridge dropped that answer: \(Self.quoted(line))")
                    continue
                }
                condition.lock()
                failuresInARow = 0
                condition.unlock()
                if case .string(let message)? = fields["error"] {
                    record("\(label): the service reported an error: \(Self.quoted(message))")
                    return nil
                }
                return Answer(fields: fields, line: line)
            }
        }
    }

    /// Starts the service and waits for its hello, as the first call would; what went wrong, in
    /// words, or nil when it said hello (it then serves the calls that follow).
    func greet() -> String? {
        let label = "start-up"
        if running(label: label, deadline: Date().addingTimeInterval(settings.startTimeout), startingUp: true) != nil { return nil }
        let reasons = takeFaults().map { $0.hasPrefix(label + ": ") ? String($0.dropFirst(label.count + 2)) : $0 }
        return reasons.isEmpty ? "the service did not start" : reasons.joined(separator: "; ")
    }

    /// The next line from the service, its output closing, or the deadline passing.
    private func next(until deadline: Date) -> Wait {
        condition.lock()
        defer { condition.unlock() }
        while inbox.isEmpty && !outputClosed {
            guard condition.wait(until: deadline) else { return inbox.isEmpty ? .timedOut : .inbound(inbox.removeFirst()) }
        }
        if !inbox.isEmpty { return .inbound(inbox.removeFirst()) }
        return .closed
    }

    /// The running service, started and greeted if need be.
    private func running(label: String, deadline: Date, startingUp: Bool = false) -> ServiceProcess? {
        condition.lock()
        if let givenUp {
            condition.unlock()
            record("\(label): \(givenUp)")
            return nil
        }
        if let process, !outputClosed {
            condition.unlock()
            return process
        }
        let exitedMeanwhile = process != nil
        condition.unlock()
        if exitedMeanwhile {
            let how = finishExited()
            record("\(label): the service \(how) after its last answer\(lastWords()); the bridge starts it again")
        }
        return start(label: label, deadline: deadline, startingUp: startingUp)
    }

    /// Starts the service and waits for its hello; `startingUp`: before any call, when Hail does
    /// not go on without it (no word of starting it again).
    private func start(label: String, deadline: Date, startingUp: Bool) -> ServiceProcess? {
        condition.lock()
        guard failuresInARow < settings.maximumFailuresInARow else {
            let reason = "the service failed \(failuresInARow) times in a row, so the bridge no longer starts it (\(command))"
            givenUp = reason
            condition.unlock()
            record("\(label): \(reason)")
            return nil
        }
        generation += 1
        let generation = self.generation
        inbox.removeAll()
        outputClosed = false
        stderrTail.removeAll()
        condition.unlock()
        let process: ServiceProcess
        do {
            process = try ServiceProcess(command: command, lineLimit: settings.lineLimit) { [weak self] output in
                self?.received(output, generation: generation)
            }
        } catch {
            condition.lock()
            failuresInARow += 1
            condition.unlock()
            record("\(label): \(error)")
            return nil
        }
        condition.lock()
        self.process = process
        condition.unlock()
        let hello: JSONValue = .object([
            "type": .string("hello"), "protocol": .number(Double(BridgeProtocol.version)), "hail": .string("Hail"),
        ])
        // NB: a service that exits at once may already have closed its input (the write fails)
        // or not yet (the write succeeds); either way its output closes next.
        if case .timedOut = process.write(line: hello.line, deadline: deadline) {
            _ = failHung(label: label, process: process, what: "did not read the bridge's hello within \(Self.seconds(settings.startTimeout))", restarts: !startingUp)
            return nil
        }
        switch next(until: deadline) {
        case .timedOut:
            _ = failHung(label: label, process: process, what: "did not say hello within \(Self.seconds(settings.startTimeout))", restarts: !startingUp)
            return nil
        case .closed:
            _ = failExited(label: label, while: "before saying hello")
            return nil
        case .inbound(.message(let fields, let line)) where fields["type"] == .string("hello"):
            guard fields["protocol"] == .number(Double(BridgeProtocol.version)) else {
                let spoken = fields["protocol"].map(\.line) ?? "no version"
                let reason = "the service speaks protocol \(spoken) and this bridge speaks \(BridgeProtocol.version), so the bridge does not use it: \(Self.quoted(line))"
                condition.lock()
                givenUp = reason
                condition.unlock()
                process.stop()
                record("\(label): \(reason)")
                return nil
            }
            if case .string(let name)? = fields["service"] {
                condition.lock()
                self.name = name
                condition.unlock()
            }
            return process
        case .inbound(.message(_, let line)), .inbound(.unusable(_, let line)), .inbound(.tooLong(let line)):
            _ = failHung(label: label, process: process,
                         what: "did not start with a hello line (see the bridge protocol); its first line was: \(Self.quoted(line))", restarts: !startingUp)
            return nil
        }
    }

    // MARK: - Failures

    /// The service's output closed: reap it, and say how it ended.
    private func finishExited() -> String {
        condition.lock()
        let process = self.process
        self.process = nil
        failuresInARow += 1
        condition.unlock()
        guard let process else { return "exited" }
        let how = process.exitDescription(waitingUpTo: 0.5) ?? "closed its standard output"
        process.waitForReaders(upTo: 0.2)
        process.stop()
        return how
    }

    /// ", its last words on standard error: …", when it wrote any.
    private func lastWords() -> String {
        condition.lock()
        defer { condition.unlock() }
        guard !stderrTail.isEmpty else { return "" }
        return "; its last words on standard error: \(Self.quoted(stderrTail.joined(separator: " / ")))"
    }

    private func failExited(label: String, while moment: String) -> Answer? {
        let how = finishExited()
        record("\(label): the service \(how) \(moment)\(lastWords())")
        return nil
    }

    private func failHung(label: String, process: ServiceProcess, what: String? = nil, restarts: Bool = true) -> Answer? {
        condition.lock()
        if self.process === process { self.process = nil }
        failuresInARow += 1
        condition.unlock()
        process.stop()
        let what = what ?? "did not answer within \(Self.seconds(settings.timeout))"
        record("\(label): the service \(what), so the bridge stopped it\(restarts ? " (it starts again at the next call)" : "")")
        return nil
    }

    static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }

    /// Stops the service; the next call starts it again.
    func stop() {
        condition.lock()
        let process = self.process
        self.process = nil
        observer = nil
        condition.unlock()
        process?.stop()
    }

    // MARK: - What the service writes

    private func received(_ output: ServiceProcess.Output, generation: Int) {
        switch output {
        case .stderr(let line):
            settings.standardError(line)
            condition.lock()
            if generation == self.generation {
                stderrTail.append(String(line.prefix(300)))
                if stderrTail.count > 5 { stderrTail.removeFirst() }
            }
            condition.unlock()
        case .stdoutClosed:
            condition.lock()
            if generation == self.generation {
                outputClosed = true
                condition.broadcast()
            }
            condition.unlock()
        case .stdout(let piece):
            let inbound: Inbound
            switch piece {
            case .tooLong(let prefix):
                inbound = .tooLong(prefix: prefix)
            case .line(let line):
                do {
                    guard case .object(let fields) = try JSONValue.parse(line) else {
                        throw BridgeLineError("is not a JSON object")
                    }
                    if fields["type"] == .string("update") {
                        received(update: fields, line: line, generation: generation)
                        return
                    }
                    inbound = .message(fields, line: line)
                } catch {
                    inbound = .unusable(error as? BridgeLineError ?? BridgeLineError("is not JSON"), line: line)
                }
            }
            condition.lock()
            if generation == self.generation {
                if inbox.count < Self.inboxLimit { inbox.append(inbound) } else { droppedLines += 1 }
                condition.broadcast()
            }
            condition.unlock()
        }
    }
}
