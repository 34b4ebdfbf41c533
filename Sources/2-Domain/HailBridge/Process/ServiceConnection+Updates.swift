import Foundation
import HailIntents

/// Live updates: after `startSendingUpdates`, the service may write `update` lines; each goes to
/// the observer as it is read. Updates written before an answer reach the observer before the
/// call that answer ends returns, which keeps a transcript's updates in a fixed order.
extension ServiceConnection {
    /// Sets the observer that receives the updates (before `startSendingUpdates` is sent, so
    /// that updates written before its answer reach it); `nil` stops passing them on.
    func follow(with observer: (any INGetRideStatusIntentResponseObserver)?) {
        condition.lock()
        self.observer = observer
        condition.unlock()
    }

    /// An `update` line, on the reader thread.
    func received(update fields: [String: JSONValue], line: String, generation: Int) {
        condition.lock()
        let current = generation == self.generation
        let observer = self.observer
        condition.unlock()
        guard current else { return }
        let decoder = AnswerDecoder()
        let update: INGetRideStatusIntentResponse
        do {
            let reader = try decoder.reader(.object(fields), path: "")
            _ = reader.value("type")
            guard let response = reader.value("response") else { throw BridgeLineError("has no response") }
            update = try decoder.getRideStatusResponse(response)
        } catch {
            record("live update: the service wrote an update that \(error): \(Self.quoted(line))")
            return
        }
        for warning in decoder.warnings {
            record("live update: the update was used, but the bridge \(warning): \(Self.quoted(line))")
        }
        guard let observer else {
            record("live update: the service wrote an update while no ride is followed; the bridge dropped it: \(Self.quoted(line))")
            return
        }
        observer.didUpdate(getRideStatus: update)
    }
}
