#if canImport(Dispatch)
import Dispatch
#endif
#if canImport(Foundation)
import Foundation
#endif

extension DeterministicAutomaton {
    /// `automata` made deterministic, in the order given: on every core when they are big
    /// enough to share, largest first.
    ///
    /// NB: each construction reads only its own automaton, so the results are those of one at a
    /// time. The phrase automaton is most of the work; the expectations and the lists are made
    /// beside it: en-US's compile from source 6.5 → 5.85 ms on 2 cores (`make bench`, "load and
    /// compile", one at a time and at once alternating in one build). Splitting the phrase
    /// automaton in two halves made on two cores and then paired was tried and lost: the halves
    /// slowed each other (page faults) and pairing cost more than the half saved.
    static func make(_ automata: [PhraseAutomaton]) -> [DeterministicAutomaton] {
        #if canImport(Dispatch) && canImport(Foundation)
        let nodes = automata.reduce(0) { $0 + $1.nodeCount }
        guard automata.count > 1, nodes >= parallelThreshold, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return automata.map { DeterministicAutomaton($0) }
        }
        let order = automata.indices.sorted { automata[$0].nodeCount > automata[$1].nodeCount }
        let work = ConstructionSlots(automata)
        DispatchQueue.concurrentPerform(iterations: automata.count) { step in
            work.make(order[step])
        }
        return work.results()
        #else
        return automata.map { DeterministicAutomaton($0) }
        #endif
    }

    /// Below this many nodes in all, the automata are made on the calling thread.
    static let parallelThreshold = 2_000
}

#if canImport(Dispatch) && canImport(Foundation)
/// The automata to make and what each became, each slot written once by the thread that made it.
private final class ConstructionSlots: @unchecked Sendable {
    // NB: @unchecked because `automata` is only read (a `PhraseAutomaton` is a class, but nothing
    // changes it once built) and each result slot is written once, under `lock`, and read only
    // after `concurrentPerform` has returned.
    private let automata: [PhraseAutomaton]
    private var made: [DeterministicAutomaton?]
    private let lock = NSLock()

    init(_ automata: [PhraseAutomaton]) {
        self.automata = automata
        made = Array(repeating: nil, count: automata.count)
    }

    func make(_ index: Int) {
        let automaton = DeterministicAutomaton(automata[index])
        lock.lock()
        made[index] = automaton
        lock.unlock()
    }

    func results() -> [DeterministicAutomaton] {
        lock.lock()
        defer { lock.unlock() }
        return made.map { $0 ?? DeterministicAutomaton() }
    }
}
#endif
