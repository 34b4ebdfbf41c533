import Foundation
import HailSession

/// While the wall clock runs, wakes when the followed ride's next update falls due (at least
/// twice a second) and prints what came due, so updates arrive on their own between prompts.
final class LiveUpdatePump: @unchecked Sendable {
    // NB: @unchecked Sendable because it holds only the gate (itself thread-safe) and a
    // `@Sendable` printer; nothing else is shared.
    private let gate: SessionGate
    private let emit: @Sendable (SessionOutput) -> Void

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

    private func run() {
        while true {
            let wait = gate.withSession { $0.secondsUntilNextUpdate } ?? 0.5
            if wait > 0 { usleep(UInt32(min(wait, 0.5) * 1_000_000)) }
            let output = gate.withSession { session -> SessionOutput? in
                guard session.isFollowingRide else { return nil }
                return session.pollRideUpdates()
            }
            if let output, !output.updates.isEmpty { emit(output) }
        }
    }
}
