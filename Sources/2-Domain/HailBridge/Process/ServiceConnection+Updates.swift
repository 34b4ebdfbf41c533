import Foundation
import HailIntents

/// Live updates: the service pushes `update` lines at any time after `startSendingUpdates`; one
/// stamped `asOf` a moment still ahead of Hail's clock waits until the clock reaches it.
extension ServiceConnection {
    /// Sets the observer that receives the updates, before `startSendingUpdates` is sent, so
    /// that updates written before its answer reach it.
    func follow(with observer: (any INGetRideStatusIntentResponseObserver)?) {
        condition.lock()
        self.observer = observer
        scheduled.removeAll()
        condition.unlock()
    }

    /// The moment the earliest waiting update falls due, if any waits.
    var nextScheduledUpdate: Date? {
        condition.lock()
        defer { condition.unlock() }
        return scheduled.first?.asOf
    }

    /// Hands the observer every waiting update due at `now`, oldest first.
    func deliverDueUpdates(now: Date) {
        condition.lock()
        lastKnownNow = max(lastKnownNow, now)
        var due: [BridgedRideStatusUpdate] = []
        while let first = scheduled.first, let asOf = first.asOf, asOf <= lastKnownNow {
            due.append(scheduled.removeFirst())
            if Self.reportsRideOver(first) {
                scheduled.removeAll()
                break
            }
        }
        let observer = self.observer
        condition.unlock()
        guard let observer else { return }
        for update in due { observer.didUpdate(getRideStatus: update) }
    }

    /// Whether an update says the ride is over (completed or canceled): nothing after it is sent.
    static func reportsRideOver(_ update: INGetRideStatusIntentResponse) -> Bool {
        guard let status = update.rideStatus else { return false }
        return status.phase == .completed || status.completionStatus?.isCanceled == true
    }

    /// An `update` line, on the reader thread.
    func received(update fields: [String: JSONValue], line: String, generation: Int) {
        condition.lock()
        let now = lastKnownNow
        let current = generation == self.generation
        condition.unlock()
        guard current else { return }
        let decoder = AnswerDecoder(now: now)
        let update: BridgedRideStatusUpdate
        let replaces: Bool
        do {
            let reader = try decoder.reader(.object(fields), path: "")
            _ = reader.value("type")
            guard let response = reader.value("response") else { throw BridgeLineError("has no response") }
            let asOf = try reader.date("asOf")
            replaces = try reader.bool("replacesScheduled") ?? false
            update = try decoder.getRideStatusResponse(response) { code, activity in
                BridgedRideStatusUpdate(code: code, userActivity: activity, asOf: asOf)
            }
        } catch {
            record("live update: the service wrote an update that \(error): \(Self.quoted(line))")
            return
        }
        for warning in decoder.warnings {
            record("live update: Hail used the update but \(warning): \(Self.quoted(line))")
        }
        condition.lock()
        guard let observer else {
            condition.unlock()
            record("live update: the service wrote an update while no ride is followed; Hail dropped it: \(Self.quoted(line))")
            return
        }
        if replaces { scheduled.removeAll() }
        var due: [BridgedRideStatusUpdate] = []
        if let asOf = update.asOf, asOf > lastKnownNow {
            let index = scheduled.firstIndex { ($0.asOf ?? .distantPast) > asOf } ?? scheduled.endIndex
            scheduled.insert(update, at: index)
        } else {
            due.append(update)
            if Self.reportsRideOver(update) { scheduled.removeAll() }
        }
        condition.unlock()
        for update in due { observer.didUpdate(getRideStatus: update) }
    }
}
