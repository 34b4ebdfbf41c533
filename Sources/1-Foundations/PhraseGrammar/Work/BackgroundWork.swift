#if canImport(Dispatch)
import Dispatch
#endif

/// Work started on another thread now and waited for where its result is needed, so the
/// calling thread goes on with what does not need it: a grammar's checks beside its compile,
/// the property lists of a grammar directory beside its grammar files.
///
///     let checks = BackgroundWork { expensiveChecks() }
///     compile()
///     let faults = checks.wait()
public final class BackgroundWork<Result: Sendable>: @unchecked Sendable {
    // NB: @unchecked because `result` is written once, by the worker, before it leaves `done`,
    // and read only after waiting on `done`.
    private let work: @Sendable () -> Result
    private var result: Result?
    #if canImport(Dispatch)
    private let done = DispatchGroup()
    #endif

    /// Starts `work` on another thread (on this one, where there are no threads to hand it to).
    public init(_ work: @escaping @Sendable () -> Result) {
        self.work = work
        #if canImport(Dispatch)
        done.enter()
        Self.queue.async { [self] in
            result = work()
            done.leave()
        }
        #else
        result = work()
        #endif
    }

    #if canImport(Dispatch)
    /// One worker for all background work, taken in the order started.
    // NB: serial, so work started while other work runs waits for it rather than taking a third
    // thread from the two cores the calling thread works on. No work waits for other work, so
    // none can wait for itself.
    private static var queue: DispatchQueue { backgroundQueue }
    #endif

    /// The work's result, once it is done.
    public func wait() -> Result {
        #if canImport(Dispatch)
        done.wait()
        #endif
        return result ?? work()
    }
}

#if canImport(Dispatch)
/// The queue of `BackgroundWork` (a generic class has no stored statics).
private let backgroundQueue = DispatchQueue(label: "PhraseGrammar.BackgroundWork", qos: .userInitiated)
#endif
