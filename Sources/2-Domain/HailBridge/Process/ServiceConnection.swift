import Foundation
import HailIntents

/// Hail's side of one conversation with a service over the bridge protocol: starts the service
/// and greets it, sends one request at a time and waits for its answer, passes on the live
/// updates it pushes, and stops and restarts it when it exits, hangs or loses its way.
///
/// Everything that goes wrong is recorded as a fault naming the call, quoting the line the
/// service wrote; ``takeFaults()`` hands them over.
///
/// The protocol's state is ``BridgeConnectionStateMachine``'s; this class is its I/O: it owns the
/// process and one lock, feeds the machine what happens, under the lock, and does what the
/// machine answers (start, write, wait, stop, reap), outside it.
final class ServiceConnection: @unchecked Sendable {
    typealias Answer = BridgeConnectionStateMachine.Answer

    let command: String
    let settings: BridgeSettings

    private let condition = NSCondition()
    // Guarded by `condition`:
    private var machine: BridgeConnectionStateMachine
    private var process: ServiceProcess?

    /// The name the service gave in its hello.
    var serviceName: String? {
        locked { $0.serviceName }
    }

    init(command: String, settings: BridgeSettings) {
        self.command = command
        self.settings = settings
        machine = BridgeConnectionStateMachine(command: command, settings: settings)
    }

    deinit {
        process?.stop()
    }

    /// Feeds the machine one event, under the lock.
    private func locked<Result>(_ event: (inout BridgeConnectionStateMachine) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return event(&machine)
    }

    // MARK: - Faults

    func record(_ fault: String) {
        locked { $0.record(fault) }
    }

    func takeFaults() -> [String] {
        locked { $0.takeFaults() }
    }

    /// A line as a fault quotes it: at most 200 characters.
    static func quoted(_ line: String) -> String {
        BridgeConnectionStateMachine.quoted(line)
    }

    // MARK: - Calls

    /// Sends one request and waits for its answer.
    /// - Returns: the answer, or `nil` when there is none to use; the reason is then recorded
    ///   as a fault that starts with `label`.
    func call(_ call: String, label: String, intent: String, parameters: JSONValue, now: Date) -> Answer? {
        guard let process = running(label: label, deadline: Date().addingTimeInterval(settings.startTimeout)) else { return nil }
        let deadline = Date().addingTimeInterval(settings.timeout)
        let id = locked { $0.sendRequest(label: label) }
        let request: JSONValue = .object([
            "type": .string("request"), "id": .number(Double(id)), "call": .string(call), "intent": .string(intent),
            "parameters": parameters, "now": .string(BridgeDate.format(now)),
        ])
        switch process.write(line: request.line, deadline: deadline) {
        case .written: break
        case .closed: return perform(locked { $0.inputClosed() }, on: process, until: deadline)
        case .timedOut: return perform(locked { $0.timedOut() }, on: process, until: deadline)
        }
        return perform(nextLine(until: deadline), on: process, until: deadline)
    }

    /// Starts the service and waits for its hello, as the first call would; what went wrong, in
    /// words, or nil when it said hello (it then serves the calls that follow).
    func greet() -> String? {
        let label = "start-up"
        if running(label: label, deadline: Date().addingTimeInterval(settings.startTimeout), startingUp: true) != nil { return nil }
        let reasons = takeFaults().map { $0.hasPrefix(label + ": ") ? String($0.dropFirst(label.count + 2)) : $0 }
        return reasons.isEmpty ? "the service did not start" : reasons.joined(separator: "; ")
    }

    /// Stops the service; the next call starts it again.
    func stop() {
        let process = locked { machine in
            machine.stopped()
            return takeProcess()
        }
        process?.stop()
    }

    // MARK: - Doing what the machine says

    /// The running service, started and greeted if need be.
    private func running(label: String, deadline: Date, startingUp: Bool = false) -> ServiceProcess? {
        var action = locked { $0.prepareCall(label: label, startingUp: startingUp) }
        while true {
            switch action {
            case .useRunning:
                // NB: the machine is ready only while the connection holds the process it greeted.
                return locked { _ in process }
            case .fail:
                return nil
            case .reap:
                let how = reapExited()
                action = locked { $0.reaped(how: how) }
            case .start(let generation):
                return start(generation: generation, deadline: deadline)
            }
        }
    }

    /// Starts the process the machine asked for, and greets it.
    private func start(generation: Int, deadline: Date) -> ServiceProcess? {
        let process: ServiceProcess
        do {
            process = try ServiceProcess(command: command, lineLimit: settings.lineLimit) { [weak self] output in
                self?.received(output, generation: generation)
            }
        } catch {
            locked { $0.startFailed("\(error)") }
            return nil
        }
        // NB: there is no earlier process while calls run one at a time; were there one, it is
        // stopped rather than left running unheld.
        let earlier = locked { _ in
            defer { self.process = process }
            return self.process
        }
        earlier?.stop()
        let hello: JSONValue = .object([
            "type": .string("hello"), "protocol": .number(Double(BridgeProtocol.version)), "hail": .string("Hail"),
        ])
        // NB: a service that exits at once may already have closed its input (the write fails)
        // or not yet (the write succeeds); either way its output closes next.
        if case .timedOut = process.write(line: hello.line, deadline: deadline) {
            _ = perform(locked { $0.timedOut() }, on: process, until: deadline)
            return nil
        }
        locked { $0.helloSent() }
        let action = nextLine(until: deadline)
        guard action == .greeted else {
            _ = perform(action, on: process, until: deadline)
            return nil
        }
        return process
    }

    /// Does what the machine answered, reading on until the call ends: its answer, or nil.
    private func perform(_ action: BridgeConnectionStateMachine.LineAction, on process: ServiceProcess, until deadline: Date) -> Answer? {
        var action = action
        while true {
            switch action {
            case .keepWaiting:
                action = nextLine(until: deadline)
            case .deliver(let answer):
                return answer
            case .greeted, .fail:
                return nil
            case .stop:
                _ = locked { _ in takeProcess(process) }
                process.stop()
                return nil
            case .reap:
                let how = reapExited()
                _ = locked { $0.reaped(how: how) }
                return nil
            }
        }
    }

    /// Waits for the next line from the service, its output closing, or the deadline passing,
    /// and feeds it to the machine.
    private func nextLine(until deadline: Date) -> BridgeConnectionStateMachine.LineAction {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let action = machine.nextLine() { return action }
            guard condition.wait(until: deadline) else { return machine.nextLine() ?? machine.timedOut() }
        }
    }

    /// The service's output closed: reap it, and say how it ended.
    private func reapExited() -> String {
        guard let process = locked({ _ in takeProcess() }) else { return "exited" }
        let how = process.exitDescription(waitingUpTo: 0.5) ?? "closed its standard output"
        process.waitForReaders(upTo: 0.2)
        process.stop()
        return how
    }

    /// The process, no longer the connection's (only if it is `which`, when given); call under the lock.
    private func takeProcess(_ which: ServiceProcess? = nil) -> ServiceProcess? {
        guard let process = self.process, which == nil || which === process else { return nil }
        self.process = nil
        return process
    }

    // MARK: - What the service writes

    /// Sets the observer that receives the updates (before `startSendingUpdates` is sent, so
    /// that updates written before its answer reach it); `nil` stops passing them on.
    func follow(with observer: (any INGetRideStatusIntentResponseObserver)?) {
        locked { $0.follow(with: observer) }
    }

    /// What a reader thread passes on.
    private func received(_ output: ServiceProcess.Output, generation: Int) {
        switch output {
        case .stderr(let line):
            settings.standardError(line)
            locked { $0.receivedStandardError(line, generation: generation) }
        case .stdoutClosed:
            locked { machine in
                if machine.outputClosed(generation: generation) { condition.broadcast() }
            }
        case .stdout(let piece):
            let inbound = BridgeConnectionStateMachine.Inbound(piece)
            let action = locked { machine in
                let action = machine.received(inbound, generation: generation)
                if case .wakeCaller = action { condition.broadcast() }
                return action
            }
            if case .deliver(let update, let observer) = action {
                observer.didUpdate(getRideStatus: update)
            }
        }
    }
}
