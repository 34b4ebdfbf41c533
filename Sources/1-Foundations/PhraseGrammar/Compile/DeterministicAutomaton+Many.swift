#if canImport(Foundation)
import Foundation
#endif

extension DeterministicAutomaton {
    /// `automata` made deterministic, in the order given: on every core when they are big
    /// enough to share, largest first.
    ///
    /// NB: each construction reads only its own automaton, so the results are those of one at a
    /// time. The phrase automaton is most of the work; the expectations and the lists are made
    /// beside it. Splitting the phrase
    /// automaton in two halves made on two cores and then paired was tried and lost: the halves
    /// slowed each other (page faults) and pairing cost more than the half saved.
    static func make(_ automata: [PhraseAutomaton]) -> [DeterministicAutomaton] {
        #if canImport(Dispatch) && canImport(Foundation)
        let nodes = automata.reduce(0) { $0 + $1.nodeCount }
        guard automata.count > 1, nodes >= parallelThreshold, LargestFirst.activeProcessorCount > 1 else {
            return automata.map { DeterministicAutomaton($0) }
        }
        return LargestFirst.map(automata, size: \.nodeCount) { DeterministicAutomaton($0) }
        #else
        return automata.map { DeterministicAutomaton($0) }
        #endif
    }

    /// Below this many nodes in all, the automata are made on the calling thread.
    static let parallelThreshold = 2_000
}
