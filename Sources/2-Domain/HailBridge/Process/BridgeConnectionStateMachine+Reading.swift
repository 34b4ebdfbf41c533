import Foundation
import HailIntents

/// What the reader threads pass on, fed as events: lines kept in a bounded inbox until the call
/// reads them, the last lines of standard error, the output closing, and live updates, each passed
/// to the observer as it is read. Updates written before an answer reach the observer before the
/// call that answer ends returns, which keeps a transcript's updates in a fixed order.
extension BridgeConnectionStateMachine {
    /// A line of the service's standard output, as read.
    enum Inbound: Equatable {
        case message([String: JSONValue], line: String)
        /// An `update` line: passed to the observer, never kept for a call.
        case update([String: JSONValue], line: String)
        case unusable(BridgeLineError, line: String)
        case tooLong(prefix: String)

        /// The line read from a piece of output.
        init(_ piece: LineSplitter.Piece) {
            switch piece {
            case .tooLong(let prefix):
                self = .tooLong(prefix: prefix)
            case .line(let line):
                do {
                    guard case .object(let fields) = try JSONValue.parse(line) else {
                        throw BridgeLineError("is not a JSON object")
                    }
                    self = fields["type"] == .string("update") ? .update(fields, line: line) : .message(fields, line: line)
                } catch {
                    self = .unusable(error as? BridgeLineError ?? BridgeLineError("is not JSON"), line: line)
                }
            }
        }

        /// The line as written (its first bytes when too long).
        var line: String {
            switch self {
            case .message(_, let line), .update(_, let line), .unusable(_, let line): line
            case .tooLong(let prefix): prefix
            }
        }
    }

    /// What the reader thread does after a line.
    enum ReceiveAction {
        /// Nothing more.
        case none
        /// Wake the call waiting for a line.
        case wakeCaller
        /// Pass the update to the observer (outside the lock).
        case deliver(INGetRideStatusIntentResponse, to: any INGetRideStatusIntentResponseObserver)
    }

    /// A line the process started as `generation` wrote on its standard output.
    mutating func received(_ inbound: Inbound, generation: Int) -> ReceiveAction {
        guard generation == self.generation else { return .none }
        if case .update(let fields, let line) = inbound {
            return received(update: fields, line: line)
        }
        if inbox.count < Self.inboxLimit { inbox.append(inbound) } else { droppedLines += 1 }
        return .wakeCaller
    }

    /// The standard output of the process started as `generation` closed: whether to wake the call.
    mutating func outputClosed(generation: Int) -> Bool {
        guard generation == self.generation else { return false }
        outputClosed = true
        return true
    }

    /// A line the process started as `generation` wrote on its standard error, kept among the last
    /// five for the fault that says how it ended.
    mutating func receivedStandardError(_ line: String, generation: Int) {
        guard generation == self.generation else { return }
        stderrTail.append(String(line.prefix(300)))
        if stderrTail.count > 5 { stderrTail.removeFirst() }
    }

    /// Sets the observer that receives the updates; `nil` stops passing them on.
    mutating func follow(with observer: (any INGetRideStatusIntentResponseObserver)?) {
        self.observer = observer
    }

    private mutating func received(update fields: [String: JSONValue], line: String) -> ReceiveAction {
        let decoder = AnswerDecoder()
        let update: INGetRideStatusIntentResponse
        do {
            let reader = try decoder.reader(.object(fields), path: "")
            _ = reader.value("type")
            guard let response = reader.value("response") else { throw BridgeLineError("has no response") }
            update = try decoder.getRideStatusResponse(response)
        } catch {
            record("live update: the service wrote an update that \(error): \(Self.quoted(line))")
            return .none
        }
        for warning in decoder.warnings {
            record("live update: the update was used, but the bridge \(warning): \(Self.quoted(line))")
        }
        guard let observer else {
            record("live update: the service wrote an update while no ride is followed; the bridge dropped it: \(Self.quoted(line))")
            return .none
        }
        return .deliver(update, to: observer)
    }

    // MARK: - Faults

    /// Keeps a fault, up to ``faultLimit`` between two takes; beyond, only their number.
    mutating func record(_ fault: String) {
        if faults.count < Self.faultLimit { faults.append(fault) } else { droppedFaults += 1 }
    }

    /// The faults since the last take, and how many more there were.
    mutating func takeFaults() -> [String] {
        defer {
            faults.removeAll()
            droppedFaults = 0
        }
        return faults + (droppedFaults > 0 ? ["… and \(droppedFaults) more faults like these"] : [])
    }
}
