import Foundation
@testable import HailBridge
import HailIntents
import Testing

/// The bridge protocol's state machine fed events by hand, with no process: each way a service
/// can break the protocol gives the fault the bridge tests and transcripts pin, word for word.
@Suite("The bridge connection's state machine")
struct BridgeConnectionStateMachineTests {
    typealias Machine = BridgeConnectionStateMachine

    static let command = "python3 service.py"
    static let hello = #"{"type": "hello", "protocol": 1, "service": "Test rides"}"#

    static func machine(timeout: TimeInterval = 1.5, startTimeout: TimeInterval = 20, lineLimit: Int = 1 << 16) -> MachineDriver {
        MachineDriver(command: command, settings: BridgeSettings(
            timeout: timeout, startTimeout: startTimeout, lineLimit: lineLimit, standardError: { _ in }, clock: { Date(timeIntervalSince1970: 0) }))
    }

    /// The line as the reader thread passes it on.
    static func line(_ text: String) -> Machine.Inbound {
        Machine.Inbound(.line(text))
    }

    /// A machine whose service has started and said hello, for a call named "resolvePartySize".
    static func greeted(timeout: TimeInterval = 1.5) -> MachineDriver {
        let machine = machine(timeout: timeout)
        #expect(machine.prepareCall(label: "resolvePartySize") == .start(generation: 1))
        machine.helloSent()
        _ = machine.received(line(hello), generation: 1)
        #expect(machine.nextLine() == .greeted)
        return machine
    }

    @Test func aHelloOfThisProtocolGreetsAndNamesTheService() {
        let machine = Self.greeted()
        #expect(machine.state == .ready)
        #expect(machine.serviceName == "Test rides")
        #expect(machine.prepareCall(label: "resolvePartySize") == .useRunning)
        #expect(machine.takeFaults() == [])
    }

    @Test func aHelloOfAnotherProtocolStopsTheServiceForGood() {
        let machine = Self.machine()
        #expect(machine.prepareCall(label: "resolvePartySize") == .start(generation: 1))
        machine.helloSent()
        let hello = #"{"type": "hello", "protocol": 2, "service": "Misbehaving old-protocol"}"#
        #expect(machine.nextLine() == nil)
        _ = machine.received(Self.line(hello), generation: 1)
        #expect(machine.nextLine() == .stop)
        let fault = #"the service speaks protocol 2 and this bridge speaks 1, so the bridge does not use it: {"type": "hello", "protocol": 2, "service": "Misbehaving old-protocol"}"#
        #expect(machine.takeFaults() == ["resolvePartySize: " + fault])
        #expect(machine.prepareCall(label: "handle INRequestRideIntent") == .fail)
        #expect(machine.takeFaults() == ["handle INRequestRideIntent: " + fault])
    }

    @Test func aFirstLineThatIsNotHelloStopsTheService() {
        let machine = Self.machine()
        _ = machine.prepareCall(label: "resolvePartySize")
        machine.helloSent()
        _ = machine.received(Self.line(#"{"type": "answer", "id": 1}"#), generation: 1)
        #expect(machine.nextLine() == .stop)
        #expect(machine.state == .notStarted)
        #expect(machine.takeFaults() == [
            #"resolvePartySize: the service did not start with a hello line (see the bridge protocol); its first line was: {"type": "answer", "id": 1}, so the bridge stopped it (it starts again at the next call)"#,
        ])
    }

    @Test func theAnswerToTheRequestIsDeliveredAndAnAnswerToAnotherIsDropped() {
        let machine = Self.greeted()
        #expect(machine.sendRequest(label: "resolvePartySize") == 1)
        _ = machine.received(Self.line(#"{"type": "answer", "id": 101}"#), generation: 1)
        #expect(machine.nextLine() == .keepWaiting)
        #expect(machine.nextLine() == nil)
        let answer = #"{"type": "answer", "id": 1, "resolution": {"kind": "notRequired"}}"#
        _ = machine.received(Self.line(answer), generation: 1)
        guard case .deliver(let delivered)? = machine.nextLine() else {
            Issue.record("the answer to request 1 was not delivered")
            return
        }
        #expect(delivered.line == answer)
        #expect(machine.state == .ready)
        #expect(machine.takeFaults() == [
            #"resolvePartySize: the service answered request 101 while the bridge waited for request 1; the bridge dropped that answer: {"type": "answer", "id": 101}"#,
        ])
        #expect(machine.sendRequest(label: "resolvePartySize") == 2)
    }

    @Test func eachUnusableLineFailsTheCallWithItsOwnWords() {
        let cases: [(line: Machine.Inbound, fault: String)] = [
            (Self.line("this is not JSON at all"), "the service wrote a line that is not JSON: this is not JSON at all"),
            (Self.line("[1, 2]"), "the service wrote a line that is not a JSON object: [1, 2]"),
            (Self.line(#"{"type": "hi"}"#),
             #"the service wrote a line the bridge does not know (the type of a line is "hello", "answer" or "update"): {"type": "hi"}"#),
            (Self.line(#"{"type": "answer", "id": 1.5}"#), #"the service wrote an answer without a whole-number id: {"type": "answer", "id": 1.5}"#),
            (Self.line(#"{"type": "answer", "id": 1, "error": "KeyError: 'partySize'"}"#), "the service reported an error: KeyError: 'partySize'"),
            (.tooLong(prefix: #"{"type":"answer","id":1,"padding":"xxx"#), #"the service wrote a line longer than 65536 bytes: {"type":"answer","id":1,"padding":"xxx"#),
        ]
        for (line, fault) in cases {
            let machine = Self.greeted()
            _ = machine.sendRequest(label: "resolvePartySize")
            #expect(machine.received(line, generation: 1).wakes)
            #expect(machine.nextLine() == .fail)
            #expect(machine.state == .ready, "the service runs on after: \(fault)")
            #expect(machine.takeFaults() == ["resolvePartySize: " + fault])
        }
    }

    @Test func aServiceThatExitedAfterItsAnswerIsReapedAndStartedAgain() {
        let machine = Self.greeted()
        _ = machine.sendRequest(label: "resolvePartySize")
        _ = machine.received(Self.line(#"{"type": "answer", "id": 1}"#), generation: 1)
        #expect(machine.nextLine() != nil)
        #expect(machine.outputClosed(generation: 1))
        #expect(machine.prepareCall(label: "resolvePartySize") == .reap)
        #expect(machine.reaped(how: "exited with status 0") == .start(generation: 2))
        #expect(machine.takeFaults() == ["resolvePartySize: the service exited with status 0 after its last answer; the bridge starts it again"])
    }

    @Test func aServiceThatExitsBeforeAnsweringIsQuotedWithItsLastWords() {
        let machine = Self.greeted()
        _ = machine.sendRequest(label: "resolvePartySize")
        machine.receivedStandardError("Traceback (most recent call last):", generation: 1)
        machine.receivedStandardError("something broke", generation: 1)
        machine.receivedStandardError("from an earlier process", generation: 0)
        #expect(machine.outputClosed(generation: 1))
        #expect(machine.nextLine() == .reap)
        #expect(machine.reaped(how: "exited with status 3") == .fail)
        #expect(machine.state == .notStarted)
        #expect(machine.takeFaults() == [
            "resolvePartySize: the service exited with status 3 before answering; its last words on standard error: Traceback (most recent call last): / something broke",
        ])
    }

    @Test func aServiceThatExitsBeforeHelloSaysSo() {
        let machine = Self.machine()
        _ = machine.prepareCall(label: "start-up", startingUp: true)
        machine.helloSent()
        #expect(machine.outputClosed(generation: 1))
        #expect(machine.nextLine() == .reap)
        #expect(machine.reaped(how: "exited with status 127") == .fail)
        #expect(machine.takeFaults() == ["start-up: the service exited with status 127 before saying hello"])
    }

    @Test func aHangStopsTheServiceWhichStartsAgainAtTheNextCall() {
        let machine = Self.greeted()
        _ = machine.sendRequest(label: "resolvePartySize")
        #expect(machine.timedOut() == .stop)
        #expect(machine.state == .notStarted)
        #expect(machine.takeFaults() == ["resolvePartySize: the service did not answer within 1.5 s, so the bridge stopped it (it starts again at the next call)"])
        // A late line of the stopped process is never read as the next one's.
        #expect(machine.prepareCall(label: "resolvePartySize") == .start(generation: 2))
        #expect(!machine.received(Self.line(#"{"type": "answer", "id": 1}"#), generation: 1).wakes)
        #expect(machine.inbox.isEmpty)
    }

    @Test func aHangAtStartUpNamesTheHelloAndPromisesNoRestart() {
        let machine = Self.machine(startTimeout: 20)
        _ = machine.prepareCall(label: "start-up", startingUp: true)
        #expect(machine.timedOut() == .stop)
        _ = machine.prepareCall(label: "start-up", startingUp: true)
        machine.helloSent()
        #expect(machine.timedOut() == .stop)
        #expect(machine.takeFaults() == [
            "start-up: the service did not read the bridge's hello within 20 s, so the bridge stopped it",
            "start-up: the service did not say hello within 20 s, so the bridge stopped it",
        ])
    }

    @Test func afterThreeFailuresInARowTheServiceIsNoLongerStarted() {
        let machine = Self.machine(timeout: 0.3)
        for generation in 1...3 {
            #expect(machine.prepareCall(label: "resolvePartySize") == .start(generation: generation))
            machine.startFailed("could not start /bin/sh: No such file or directory")
        }
        #expect(machine.takeFaults().count == 3)
        let givenUp = "resolvePartySize: the service failed 3 times in a row, so the bridge no longer starts it (python3 service.py)"
        #expect(machine.prepareCall(label: "resolvePartySize") == .fail)
        #expect(machine.prepareCall(label: "resolvePartySize") == .fail)
        #expect(machine.takeFaults() == [givenUp, givenUp])
    }

    @Test func anAnswerEndsARunOfFailures() {
        let machine = Self.greeted(timeout: 0.3)
        _ = machine.sendRequest(label: "resolvePartySize")
        #expect(machine.timedOut() == .stop)
        #expect(machine.failuresInARow == 1)
        #expect(machine.prepareCall(label: "resolvePartySize") == .start(generation: 2))
        machine.helloSent()
        _ = machine.received(Self.line(Self.hello), generation: 2)
        #expect(machine.nextLine() == .greeted)
        _ = machine.sendRequest(label: "resolvePartySize")
        _ = machine.received(Self.line(#"{"type": "answer", "id": 2, "error": "no"}"#), generation: 2)
        #expect(machine.nextLine() == .fail)
        #expect(machine.failuresInARow == 0)
    }

    @Test func anUpdateWhileNoRideIsFollowedIsDroppedAndOneFollowedIsDelivered() {
        let machine = Self.greeted()
        let update = #"{"type": "update", "response": {"code": "success"}}"#
        guard case .none = machine.received(Self.line(update), generation: 1) else {
            Issue.record("an update while no ride is followed was passed on")
            return
        }
        #expect(machine.takeFaults() == [
            #"live update: the service wrote an update while no ride is followed; the bridge dropped it: {"type": "update", "response": {"code": "success"}}"#,
        ])
        machine.follow(with: NoObserver())
        guard case .deliver(let response, _) = machine.received(Self.line(update), generation: 1) else {
            Issue.record("an update of a followed ride was not passed on")
            return
        }
        #expect(response.code == .success)
        #expect(machine.inbox.isEmpty)
        _ = machine.received(Self.line(#"{"type": "update"}"#), generation: 1)
        #expect(machine.takeFaults() == [#"live update: the service wrote an update that has no response: {"type": "update"}"#])
        machine.stopped()
        #expect(machine.observer == nil)
    }

    @Test func linesBetweenCallsAreKeptUpToTheLimitAndFaultsUpToTheirs() {
        let machine = Self.greeted()
        for number in 0..<(Machine.inboxLimit + 6) {
            _ = machine.received(Self.line("noise \(number)"), generation: 1)
        }
        #expect(machine.inbox.count == Machine.inboxLimit)
        #expect(machine.sendRequest(label: "resolvePartySize") == 1)
        let faults = machine.takeFaults()
        // 64 lines dropped, one fault each, and one for the six beyond: 32 kept, 33 counted.
        #expect(faults.count == Machine.faultLimit + 1)
        #expect(faults.first == "resolvePartySize: before this request, the service wrote a line no request was waiting for; the bridge dropped it: noise 0")
        #expect(faults.last == "… and 33 more faults like these")
        #expect(machine.takeFaults() == [])
    }

    @Test func theLinesDroppedBeyondTheInboxAreCountedInOneFault() {
        let machine = Self.greeted()
        for number in 0..<(Machine.inboxLimit + 2) {
            _ = machine.received(Self.line("noise \(number)"), generation: 1)
        }
        machine.inbox.removeAll()
        _ = machine.sendRequest(label: "resolvePartySize")
        #expect(machine.takeFaults() == ["resolvePartySize: before this request, the service wrote 2 more such lines; the bridge dropped them unread"])
    }

    @Test func aQuotedLineIsCutAt200Characters() {
        #expect(Machine.quoted(String(repeating: "x", count: 200)).count == 200)
        #expect(Machine.quoted(String(repeating: "x", count: 201)) == String(repeating: "x", count: 200) + "…")
        #expect(Machine.seconds(5) == "5 s")
        #expect(Machine.seconds(0.5) == "0.5 s")
    }
}

extension BridgeConnectionStateMachine.ReceiveAction {
    var wakes: Bool {
        if case .wakeCaller = self { return true }
        return false
    }
}

/// The machine behind a reference, so that `#expect` may feed it events.
@dynamicMemberLookup
final class MachineDriver {
    typealias Machine = BridgeConnectionStateMachine
    var machine: Machine

    init(command: String, settings: BridgeSettings) {
        machine = Machine(command: command, settings: settings)
    }

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<Machine, Value>) -> Value {
        get { machine[keyPath: keyPath] }
        set { machine[keyPath: keyPath] = newValue }
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<Machine, Value>) -> Value {
        machine[keyPath: keyPath]
    }

    func prepareCall(label: String, startingUp: Bool = false) -> Machine.StartAction {
        machine.prepareCall(label: label, startingUp: startingUp)
    }

    func startFailed(_ error: String) { machine.startFailed(error) }
    func helloSent() { machine.helloSent() }
    func sendRequest(label: String) -> Int { machine.sendRequest(label: label) }
    func nextLine() -> Machine.LineAction? { machine.nextLine() }
    func timedOut() -> Machine.LineAction { machine.timedOut() }
    func reaped(how: String) -> Machine.StartAction { machine.reaped(how: how) }
    func stopped() { machine.stopped() }
    func received(_ inbound: Machine.Inbound, generation: Int) -> Machine.ReceiveAction { machine.received(inbound, generation: generation) }
    func outputClosed(generation: Int) -> Bool { machine.outputClosed(generation: generation) }
    func receivedStandardError(_ line: String, generation: Int) { machine.receivedStandardError(line, generation: generation) }
    func follow(with observer: (any INGetRideStatusIntentResponseObserver)?) { machine.follow(with: observer) }
    func takeFaults() -> [String] { machine.takeFaults() }
}

/// An observer that ignores what it is given.
final class NoObserver: NSObject, INGetRideStatusIntentResponseObserver, @unchecked Sendable {
    func didUpdate(getRideStatus response: INGetRideStatusIntentResponse) {}
}
