import Foundation
import HailIntents
import RideIntents

/// An Intents extension written against Apple's API (`HailIntents`) behind Hail's own handler
/// protocols (`RidesharingDomainHandling`), so Hail's dialog can drive it as it drives the
/// simulated service.
///
/// Each call asks the extension for its handler (`handler(for:)`, as SiriKit does), converts the
/// intent to Apple's classes, calls the completion-handler form (which reaches an `async`
/// implementation too), waits for the answer up to ``timeout`` and converts it back. What goes
/// wrong (no handler, no answer in time, two answers, an answer Hail cannot use) becomes a fault
/// that names the call ("resolvePartySize did not answer within 10 s"), taken by
/// ``takeFaults()`` and shown to the user; the dialog gets an answer it can go on with: a resolver
/// takes the value as the user gave it (as SiriKit does when a resolver is left out), confirm and
/// handle answer with a failure code.
///
/// Not thread-safe: call it from one thread (the extension may answer from any).
public final class HostedExtension: RidesharingDomainHandling {
    /// The capacity of a ride option whose party size options do not say (Apple's `INRideOption`
    /// has none).
    public static let defaultCapacity = 4
    /// How long Hail waits for an answer by default: 10 seconds.
    public static let defaultTimeout: TimeInterval = 10

    public let intentsExtension: INExtension
    /// Seconds Hail waits for each answer.
    public let timeout: TimeInterval
    let clock: RideClock
    let translator = IntentTranslator()
    let faults = FaultLog()
    /// What the extension donated, as it donated it (from any thread), and as rides (on Hail's),
    /// until ``takeDonatedRides()``.
    let donated = DonatedInteractions()
    let donatedRides = DonatedRides()
    /// Live updates: the dialog's observer and what the extension pushed since the last tick.
    private var follower: GetRideStatusIntentResponseObserver?
    private var pushed: PushedUpdates?
    private var lastDelivered: RideStatus?
    private var lastPoll: Date?

    public init(extension intentsExtension: INExtension, clock: RideClock, timeout: TimeInterval = HostedExtension.defaultTimeout) {
        self.intentsExtension = intentsExtension
        self.clock = clock
        self.timeout = timeout.isFinite && timeout > 0 ? timeout : Self.defaultTimeout
        shareHooks()
    }

    /// The faults since the last call, oldest first: Hail's own (each naming the call) and those
    /// the extension's handlers report through `HailExtensionFaultReporting`.
    public func takeFaults() -> [ExtensionFault] {
        faults.take()
    }

    // MARK: - Calling the extension

    /// Asks the extension's handler for `intent` to answer: `start` makes the call with a
    /// completion handler. `nil` when there is no handler or no answer in time (a fault says which).
    func ask<Handler, Answer>(
        _ protocolType: Handler.Type, for intent: INIntent, call name: String,
        _ start: @escaping (Handler, @escaping @Sendable (Answer) -> Void) -> Void
    ) -> Answer? {
        let faults = self.faults
        shareHooks()
        let call = ExtensionCall<Answer>(name: name) { faults.add(.call(name, $0)) }
        // NB: made on a thread of its own, as SiriKit calls handlers off the main thread, so that a
        // handler that blocks (or a handler(for:) that does) times out like one that never answers.
        let work = UncheckedCall(extension: intentsExtension, intent: intent) { provider, intent, found in
            do {
                let handler = try IntentHandlerLookup.handler(protocolType, for: intent, in: provider)
                found(handler as AnyObject)
                start(handler, { call.complete($0) })
            } catch {
                call.refuse("\(error)")
            }
        }
        let donated = self.donated
        DispatchQueue.global().async {
            DonationRecorder.withScoped({ donated.add($0) }) { work.run() }
        }
        defer { readDonations() }
        switch call.outcome(timeout: timeout) {
        case .answered(let answer):
            collectReportedFaults(from: work.handler, during: name)
            return answer
        case .refused(let reason):
            faults.add(ExtensionFault(call: name, problem: reason, description: "\(name): \(reason)"))
            collectReportedFaults(from: nil, during: name)
            return nil
        case .timedOut:
            faults.add(.call(name, "did not answer within \(secondsText(timeout))"))
            collectReportedFaults(from: work.handler, during: name)
            return nil
        }
    }

    /// Makes `HailClock.now` this session's clock for the extension's calls, and its donations
    /// this session's.
    func shareHooks() {
        let reading = ClockReading(clock)
        HailClock.use { reading.now }
        let donated = self.donated
        DonationRecorder.use { donated.add($0) }
    }

    /// The faults the extension and its handler recorded (`HailExtensionFaultReporting`), taken
    /// after the call `call` (or between calls, when nil).
    func collectReportedFaults(from handler: Any?, during call: String?) {
        let reporters = [handler as AnyObject?, intentsExtension].compactMap { $0 as? HailExtensionFaultReporting }
        var seen: [ObjectIdentifier] = []
        for reporter in reporters where !seen.contains(ObjectIdentifier(reporter)) {
            seen.append(ObjectIdentifier(reporter))
            for fault in reporter.takeFaults() { faults.add(.reported(fault, during: call)) }
        }
    }

    func unusable(_ name: String, _ problem: UnusableAnswer) {
        faults.add(.call(name, "answered with something Siri cannot use: \(problem.description)"))
    }

    // MARK: - Resolution results

    /// Hail's result for an extension's resolution result. `given` is what the user gave (the
    /// answer when there was none, or none usable: SiriKit takes the value as given when a
    /// resolver is left out).
    func resolution<Value>(
        _ answer: INIntentResolutionResult?, call name: String, parameter: RideParameter, given: Value?,
        label: (Value) -> String, convert: (Any) throws(UnusableAnswer) -> Value
    ) -> ResolutionResult<Value> {
        let asGiven: ResolutionResult<Value> = given.map { .success($0) } ?? Self.missing(parameter)
        guard let answer else { return asGiven }
        if answer.defaultImplementation != nil { return asGiven }
        do throws(UnusableAnswer) {
            switch answer.resolution {
            case .success(let value):
                return .success(try convert(value))
            case .disambiguation(let values):
                let converted = try values.map { value throws(UnusableAnswer) in try convert(value) }
                guard !converted.isEmpty else { throw UnusableAnswer("disambiguation among no values") }
                return converted.count == 1 ? .confirmationRequired(converted[0], reason: .inferred(detail: "")) : .disambiguation(converted)
            case .confirmationRequired(let value):
                guard let confirmed = try value.map({ value throws(UnusableAnswer) in try convert(value) }) ?? given else {
                    throw UnusableAnswer("confirmationRequired with no value to confirm")
                }
                return .confirmationRequired(confirmed, reason: .inferred(detail: ""))
            case .needsValue:
                return .needsValue(.missing)
            case .notRequired:
                return .notRequired
            case .unsupported:
                return .unsupported(.refusedByService(parameter: parameter, value: given.map(label) ?? "that"))
            }
        } catch {
            unusable(name, error)
            return asGiven
        }
    }

    static func missing<Value>(_ parameter: RideParameter) -> ResolutionResult<Value> {
        parameter == .dropOffLocation ? .needsValue(.missing) : .notRequired
    }

    func cast<Value>(_ value: Any, to expected: Value.Type, _ what: String) throws(UnusableAnswer) -> Value {
        guard let typed = value as? Value else { throw UnusableAnswer("\(Swift.type(of: value)) where \(what) was expected") }
        return typed
    }

    // MARK: - Live updates

    /// Delivers the updates the extension pushed since the last tick, and, when Hail's clock has
    /// moved, the ride's status from `handle(intent:)` if it changed: so an extension whose
    /// status follows `HailClock.now` is followed deterministically without pushing anything.
    public func tick() {
        guard let follower, let pushed else { return }
        for response in pushed.take() { deliver(response, to: follower) }
        let now = clock.now
        guard lastPoll.map({ now > $0 }) ?? true else { return }
        lastPoll = now
        let intent = INGetRideStatusIntent()
        let name = "handle INGetRideStatusIntent"
        guard let answer: INGetRideStatusIntentResponse = ask(INGetRideStatusIntentHandling.self, for: intent, call: name, { handler, done in
            handler.handle(intent: intent, completion: done)
        }) else { return }
        guard answer.defaultImplementation == nil else { return }
        deliver(answer, to: follower, onlyIfChanged: true)
    }

    /// When the next update may fall due on the wall clock: Hail asks again 5 s after the last time.
    public var nextUpdateDate: Date? {
        guard follower != nil else { return nil }
        return (lastPoll ?? clock.now).addingTimeInterval(5)
    }

    private func deliver(_ answer: INGetRideStatusIntentResponse, to follower: GetRideStatusIntentResponseObserver, onlyIfChanged: Bool = false) {
        let response = getRideStatusResponse(answer, call: "an update sent to the INGetRideStatusIntentResponseObserver")
        if onlyIfChanged, response.rideStatus == nil || response.rideStatus == lastDelivered { return }
        lastDelivered = response.rideStatus ?? lastDelivered
        follower.didUpdate(getRideStatus: response)
        if let status = response.rideStatus, !status.isActive { stopFollowing() }
    }

    func startFollowing(_ observer: GetRideStatusIntentResponseObserver) {
        let intent = INGetRideStatusIntent()
        let pushed = PushedUpdates()
        let started: Void? = ask(INGetRideStatusIntentHandling.self, for: intent, call: "startSendingUpdates") { handler, done in
            handler.startSendingUpdates(for: intent, to: pushed)
            done(())
        }
        guard started != nil else {
            observer.didUpdate(getRideStatus: GetRideStatusIntentResponse(code: .failure, asOf: clock.now))
            return
        }
        self.pushed = pushed
        follower = observer
        lastDelivered = nil
        lastPoll = nil
        tick()
    }

    func stopFollowing() {
        follower = nil
        pushed?.close()
        pushed = nil
    }
}

/// One call to make on another thread: the extension, the intent, and what to do with them; and
/// the handler it found, for its reported faults.
// NB: the extension, intent and handler are used by the calling thread again only after the call
// thread is done with them or has been given up on, as SiriKit hands them to its own threads.
final class UncheckedCall: @unchecked Sendable {
    private let provider: INExtension
    private let intent: INIntent
    private let body: (INExtension, INIntent, (AnyObject) -> Void) -> Void
    private let lock = NSLock()
    private var found: AnyObject?

    init(extension provider: INExtension, intent: INIntent, body: @escaping (INExtension, INIntent, (AnyObject) -> Void) -> Void) {
        self.provider = provider
        self.intent = intent
        self.body = body
    }

    func run() {
        body(provider, intent) { handler in
            lock.lock()
            found = handler
            lock.unlock()
        }
    }

    /// The handler the extension gave, once it gave one.
    var handler: AnyObject? {
        lock.lock()
        defer { lock.unlock() }
        return found
    }
}

/// Hail's clock, read from the extension's threads (`HailClock.now`).
// NB: a manual clock only moves between calls, on Hail's thread; a system clock only reads Date().
final class ClockReading: @unchecked Sendable {
    private let clock: RideClock
    init(_ clock: RideClock) { self.clock = clock }
    var now: Date { clock.now }
}

/// Faults recorded from any thread, taken from Hail's.
final class FaultLog: @unchecked Sendable {
    private let lock = NSLock()
    private var faults: [ExtensionFault] = []

    func add(_ fault: ExtensionFault) {
        lock.lock()
        faults.append(fault)
        lock.unlock()
    }

    func take() -> [ExtensionFault] {
        lock.lock()
        defer { lock.unlock() }
        let taken = faults
        faults = []
        return taken
    }
}

/// The observer Hail gives `startSendingUpdates(for:to:)`: the extension may call it from any
/// thread; Hail takes what arrived on its own.
final class PushedUpdates: NSObject, INGetRideStatusIntentResponseObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var responses: [INGetRideStatusIntentResponse] = []
    private var isClosed = false

    func didUpdate(getRideStatus response: INGetRideStatusIntentResponse) {
        lock.lock()
        if !isClosed { responses.append(response) }
        lock.unlock()
    }

    func take() -> [INGetRideStatusIntentResponse] {
        lock.lock()
        defer { lock.unlock() }
        let taken = responses
        responses = []
        return taken
    }

    func close() {
        lock.lock()
        isClosed = true
        responses = []
        lock.unlock()
    }
}
