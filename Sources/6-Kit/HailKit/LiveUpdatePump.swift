import Foundation
import HailSession

/// While the wall clock runs, wakes when the followed ride's next update falls due and prints
/// what came due, so updates arrive on their own between prompts. With no ride followed it sleeps
/// until `wake()` (the REPL calls it after every line, which may start following one).
final class LiveUpdatePump: @unchecked Sendable {
    // NB: @unchecked Sendable because it holds the gate (itself thread-safe), a `@Sendable`
    // printer, and `woken`, which is touched only while `condition` is locked.
    private let gate: SessionGate
    private let emit: @Sendable (SessionOutput) -> Void
    private let condition = NSCondition()
    private var woken = false

    init(gate: SessionGate, emit: @escaping @Sendable (SessionOutput) -> Void) {
        self.gate = gate
        self.emit = emit
    }

    /// Starts the pump on its own thread; it runs until the process ends.
    func start() {
        let thread = Thread { [self] in self.run() }
        thread.name = "hail live updates"
        thread.start()
    }

    /// Makes the pump look again now: the session may have started or stopped following a ride.
    func wake() {
        condition.lock()
        woken = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            // nil: no ride is followed, so nothing can fall due until the user says something.
            let wait = gate.withSession { $0.secondsUntilNextUpdate }
            condition.lock()
            if !woken {
                if let wait {
                    if wait > 0 { _ = condition.wait(until: Date(timeIntervalSinceNow: wait)) }
                } else {
                    condition.wait()
                }
            }
            woken = false
            condition.unlock()
            // NB: printed while the session is held, so the updates come out before the answer to a
            // line read meanwhile, in the order they came due.
            gate.withSession { session in
                guard session.isFollowingRide else { return }
                let output = session.pollRideUpdates()
                if !output.updates.isEmpty || !output.faults.isEmpty { emit(output) }
            }
        }
    }
}
