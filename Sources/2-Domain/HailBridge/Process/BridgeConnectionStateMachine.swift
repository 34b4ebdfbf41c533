import Foundation
import HailIntents

/// The bridge protocol's side of one conversation with a service, as a state machine: start the
/// service and read its hello, send one request at a time and read its answer, and stop, restart
/// or give up on a service that exits, hangs or loses its way.
///
/// It performs no I/O. Each event is a `mutating func` returning what the caller does next:
/// start, stop or reap the process, wait for the next line, or end the call. `ServiceConnection`
/// is that caller; it owns the process and one lock, under which every event is fed.
///
/// The machine also keeps what the reader threads pass on (the unread lines, the last lines of
/// standard error) and the faults, each naming the call and quoting the line the service wrote.
struct BridgeConnectionStateMachine {
    /// Where the conversation with the service is.
    enum State: Equatable {
        /// No process: the next call starts one.
        case notStarted
        /// A process started for the call named `label`; Hail's hello not yet written
        /// (`helloSent` false), or written and the service's awaited. `startingUp`: before any
        /// call, when Hail does not go on without the service.
        case greeting(label: String, startingUp: Bool, helloSent: Bool)
        /// Greeted; no request waiting.
        case ready
        /// Request `id` sent for the call named `label`; its answer awaited.
        case awaitingAnswer(id: Int, label: String)
        /// The service's output or input closed: the process is to be reaped, then `reaped(how:)`.
        case exiting(label: String, ExitMoment)
        /// Hail no longer starts the service; every call fails at once with `reason`.
        case givenUp(reason: String)
    }

    /// When a service exited, as its fault says.
    enum ExitMoment: Equatable {
        case beforeHello
        case beforeAnswering
        /// Between two calls; it is started again for the call under way.
        case afterLastAnswer(startingUp: Bool)
    }

    /// What the caller does to have a greeted service for a call.
    enum StartAction: Equatable {
        /// The service runs and has said hello: send the request (`sendRequest(label:)`).
        case useRunning
        /// The service exited since the last call: reap it, then `reaped(how:)`.
        case reap
        /// Start a process, its output fed back with `generation`; write Hail's hello
        /// (`helloSent()` or `timedOut()`), then read the service's (`nextLine()`).
        case start(generation: Int)
        /// The call fails; a fault says why.
        case fail
    }

    /// What the caller does after a line, a timeout or the service's input closing.
    enum LineAction: Equatable {
        /// Wait for the next line (`nextLine()`), up to the same deadline.
        case keepWaiting
        /// The service said hello: send the request.
        case greeted
        /// The answer to the request: the call returns it.
        case deliver(Answer)
        /// The call fails; a fault says why; the service runs on.
        case fail
        /// Stop the process; the call fails; a fault says why.
        case stop
        /// Reap the process, then `reaped(how:)`; the call fails.
        case reap
    }

    /// An answer to the request just sent: its fields and the line as written.
    struct Answer: Equatable {
        let fields: [String: JSONValue]
        let line: String
    }

    /// At most this many unread lines are kept, and this many faults between two takes, so that a
    /// service writing without end costs bounded memory.
    static let inboxLimit = 64
    static let faultLimit = 32

    let command: String
    let settings: BridgeSettings
    private(set) var state: State = .notStarted
    /// Which process's output is read: output of an earlier one is ignored.
    private(set) var generation = 0
    /// The name the service gave in its hello.
    private(set) var serviceName: String?
    private var nextRequest = 1
    private(set) var failuresInARow = 0
    // What the reader threads pass on; see BridgeConnectionStateMachine+Reading.
    var inbox: [Inbound] = []
    var outputClosed = false
    var stderrTail: [String] = []
    /// Lines dropped because the inbox was full.
    var droppedLines = 0
    var faults: [String] = []
    var droppedFaults = 0
    /// Where live updates go; nil while no ride is followed.
    var observer: (any INGetRideStatusIntentResponseObserver)?

    init(command: String, settings: BridgeSettings) {
        self.command = command
        self.settings = settings
    }

    // MARK: - Starting

    /// A call named `label` needs the service (`startingUp`: ``ServiceConnection/greet()``).
    mutating func prepareCall(label: String, startingUp: Bool = false) -> StartAction {
        switch state {
        case .givenUp(let reason):
            record("\(label): \(reason)")
            return .fail
        case .ready where !outputClosed:
            return .useRunning
        case .ready:
            state = .exiting(label: label, .afterLastAnswer(startingUp: startingUp))
            return .reap
        case .notStarted, .greeting, .awaitingAnswer, .exiting:
            return start(label: label, startingUp: startingUp)
        }
    }

    /// A new process, unless the service failed too often in a row.
    private mutating func start(label: String, startingUp: Bool) -> StartAction {
        guard failuresInARow < settings.maximumFailuresInARow else {
            let reason = "the service failed \(failuresInARow) times in a row, so the bridge no longer starts it (\(command))"
            state = .givenUp(reason: reason)
            record("\(label): \(reason)")
            return .fail
        }
        generation += 1
        inbox.removeAll()
        outputClosed = false
        stderrTail.removeAll()
        state = .greeting(label: label, startingUp: startingUp, helloSent: false)
        return .start(generation: generation)
    }

    /// The process could not be started; `error` says why.
    mutating func startFailed(_ error: String) {
        guard case .greeting(let label, _, _) = state else { return }
        failuresInARow += 1
        state = .notStarted
        record("\(label): \(error)")
    }

    /// Hail's hello is written (or the service closed its input, whose output closes next).
    mutating func helloSent() {
        guard case .greeting(let label, let startingUp, false) = state else { return }
        state = .greeting(label: label, startingUp: startingUp, helloSent: true)
    }

    // MARK: - Calls

    /// The greeted service is sent a request for the call named `label`: its id. The lines it
    /// wrote since the last call are dropped, each with a fault.
    mutating func sendRequest(label: String) -> Int {
        for inbound in inbox {
            record("\(label): before this request, the service wrote a line no request was waiting for; the bridge dropped it: \(Self.quoted(inbound.line))")
        }
        if droppedLines > 0 {
            record("\(label): before this request, the service wrote \(droppedLines) more such lines; the bridge dropped them unread")
        }
        inbox.removeAll()
        droppedLines = 0
        let id = nextRequest
        nextRequest += 1
        state = .awaitingAnswer(id: id, label: label)
        return id
    }

    /// The next unread line, or the output closing, taken from the inbox and acted on; nil when
    /// there is neither yet.
    mutating func nextLine() -> LineAction? {
        guard !inbox.isEmpty else {
            return outputClosed ? serviceClosedOutput() : nil
        }
        let inbound = inbox.removeFirst()
        switch state {
        case .greeting(let label, let startingUp, _): return readHello(inbound, label: label, startingUp: startingUp)
        case .awaitingAnswer(let id, let label): return readAnswer(inbound, id: id, label: label)
        // NB: calls run one at a time, so no line is read outside a call; were one read, the
        // call would end rather than wait.
        case .notStarted, .ready, .exiting, .givenUp: return .fail
        }
    }

    private mutating func readHello(_ inbound: Inbound, label: String, startingUp: Bool) -> LineAction {
        if case .message(let fields, let line) = inbound, fields["type"] == .string("hello") {
            guard fields["protocol"] == .number(Double(BridgeProtocol.version)) else {
                let spoken = fields["protocol"].map(\.line) ?? "no version"
                let reason = "the service speaks protocol \(spoken) and this bridge speaks \(BridgeProtocol.version), so the bridge does not use it: \(Self.quoted(line))"
                state = .givenUp(reason: reason)
                record("\(label): \(reason)")
                return .stop
            }
            if case .string(let name)? = fields["service"] { serviceName = name }
            state = .ready
            return .greeted
        }
        return hung(label: label, what: "did not start with a hello line (see the bridge protocol); its first line was: \(Self.quoted(inbound.line))",
                    restarts: !startingUp)
    }

    private mutating func readAnswer(_ inbound: Inbound, id: Int, label: String) -> LineAction {
        let fields: [String: JSONValue], line: String
        switch inbound {
        case .tooLong(let prefix):
            return failCall("\(label): the service wrote a line longer than \(settings.lineLimit) bytes: \(Self.quoted(prefix))")
        case .unusable(let error, let line):
            return failCall("\(label): the service wrote a line that \(error): \(Self.quoted(line))")
        case .message(let message, let written), .update(let message, let written):
            (fields, line) = (message, written)
        }
        guard fields["type"] == .string("answer") else {
            return failCall("\(label): the service wrote a line the bridge does not know (the type of a line is \"hello\", \"answer\" or \"update\"): \(Self.quoted(line))")
        }
        guard case .number(let number)? = fields["id"], let answered = Int(exactly: number) else {
            return failCall("\(label): the service wrote an answer without a whole-number id: \(Self.quoted(line))")
        }
        guard answered == id else {
            record("\(label): the service answered request \(answered) while the bridge waited for request \(id); the bridge dropped that answer: \(Self.quoted(line))")
            return .keepWaiting
        }
        failuresInARow = 0
        if case .string(let message)? = fields["error"] {
            return failCall("\(label): the service reported an error: \(Self.quoted(message))")
        }
        state = .ready
        return .deliver(Answer(fields: fields, line: line))
    }

    /// The call fails with `fault`; the service, still running, serves the next call.
    private mutating func failCall(_ fault: String) -> LineAction {
        state = .ready
        record(fault)
        return .fail
    }

    // MARK: - Failures

    /// The deadline passed: for writing Hail's hello, for reading the service's, or for the answer.
    mutating func timedOut() -> LineAction {
        switch state {
        case .greeting(let label, let startingUp, let helloSent):
            let what = helloSent ? "did not say hello" : "did not read the bridge's hello"
            return hung(label: label, what: "\(what) within \(Self.seconds(settings.startTimeout))", restarts: !startingUp)
        case .awaitingAnswer(_, let label):
            return hung(label: label, what: "did not answer within \(Self.seconds(settings.timeout))", restarts: true)
        case .notStarted, .ready, .exiting, .givenUp:
            return .fail
        }
    }

    /// The service closed its input while a request was written: it is reaped.
    mutating func inputClosed() -> LineAction {
        guard case .awaitingAnswer(_, let label) = state else { return .fail }
        state = .exiting(label: label, .beforeAnswering)
        return .reap
    }

    private mutating func serviceClosedOutput() -> LineAction? {
        switch state {
        case .greeting(let label, _, _): state = .exiting(label: label, .beforeHello)
        case .awaitingAnswer(_, let label): state = .exiting(label: label, .beforeAnswering)
        case .notStarted, .ready, .exiting, .givenUp: return nil
        }
        return .reap
    }

    /// The exited process is reaped; `how` it ended, in words ("exited with status 1"). Between
    /// two calls, the service is then started again: what to do next; during a call, `.fail`.
    mutating func reaped(how: String) -> StartAction {
        guard case .exiting(let label, let moment) = state else { return .fail }
        failuresInARow += 1
        state = .notStarted
        switch moment {
        case .beforeHello, .beforeAnswering:
            let when = moment == .beforeHello ? "before saying hello" : "before answering"
            record("\(label): the service \(how) \(when)\(lastWords())")
            return .fail
        case .afterLastAnswer(let startingUp):
            record("\(label): the service \(how) after its last answer\(lastWords()); the bridge starts it again")
            return start(label: label, startingUp: startingUp)
        }
    }

    /// The service hung or lost its way: it is stopped, and counts as a failure.
    private mutating func hung(label: String, what: String, restarts: Bool) -> LineAction {
        failuresInARow += 1
        state = .notStarted
        record("\(label): the service \(what), so the bridge stopped it\(restarts ? " (it starts again at the next call)" : "")")
        return .stop
    }

    /// Hail stops the service; the next call starts it again (unless Hail gave up on it).
    mutating func stopped() {
        observer = nil
        if case .givenUp = state { return }
        state = .notStarted
    }

    // MARK: - Words

    /// ", its last words on standard error: …", when it wrote any.
    private func lastWords() -> String {
        guard !stderrTail.isEmpty else { return "" }
        return "; its last words on standard error: \(Self.quoted(stderrTail.joined(separator: " / ")))"
    }

    /// A line as a fault quotes it: at most 200 characters.
    static func quoted(_ line: String) -> String {
        line.count > 200 ? String(line.prefix(200)) + "…" : line
    }

    static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
}
