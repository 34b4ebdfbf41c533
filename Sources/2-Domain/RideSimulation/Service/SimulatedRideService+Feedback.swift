import RideIntents

/// Feedback: accepted once per ride, only after it completed (not for a cancelled ride), with a
/// rating from 0 to 10 and/or a tip that is not negative. The ride's completion status then
/// shows the amount settled, fare plus tip.
extension SimulatedRideService: SendRideFeedbackIntentHandling {
    public func confirm(sendRideFeedback intent: SendRideFeedbackIntent) -> SendRideFeedbackIntentResponse {
        switch feedbackTarget(intent) {
        case .failure(let refusal): SendRideFeedbackIntentResponse(code: .failure, failureReason: refusal.reason)
        case .success: SendRideFeedbackIntentResponse(code: .ready)
        }
    }

    public func handle(sendRideFeedback intent: SendRideFeedbackIntent) -> SendRideFeedbackIntentResponse {
        switch feedbackTarget(intent) {
        case .failure(let refusal):
            return SendRideFeedbackIntentResponse(code: .failure, failureReason: refusal.reason)
        case .success(let index):
            var rated = rides[index]
            rated.feedback = RideFeedback(rating: intent.rating, tip: intent.tip)
            switch ledgerRefusal(.feedbackSent, of: rated) {
            case nil: break
            case .alreadyCanceled?:
                return SendRideFeedbackIntentResponse(code: .failure, failureReason: "Ride \(rated.identifier) was cancelled; there is nothing to rate.")
            case .feedbackAlreadySent?:
                return SendRideFeedbackIntentResponse(code: .failure, failureReason: "Feedback for ride \(rated.identifier) was already sent.")
            case .notSaved?:
                return SendRideFeedbackIntentResponse(code: .failure, failureReason: "Your feedback couldn't be saved; please try again.")
            }
            rides[index] = rated
            return SendRideFeedbackIntentResponse(code: .success)
        }
    }

    private func feedbackTarget(_ intent: SendRideFeedbackIntent) -> Result<Int, RideRefusal> {
        let identifier = intent.rideIdentifier
        guard let index = rideIndex(withIdentifier: identifier) else {
            return .failure(RideRefusal(reason: "There is no ride \(identifier)."))
        }
        let ride = rides[index]
        if ride.isCanceled { return .failure(RideRefusal(reason: "Ride \(identifier) was cancelled; there is nothing to rate.")) }
        guard ride.phase(at: clock.now) == .completed else {
            return .failure(RideRefusal(reason: "Ride \(identifier) hasn't finished yet; send feedback once it has."))
        }
        if ride.feedback != nil { return .failure(RideRefusal(reason: "Feedback for ride \(identifier) was already sent.")) }
        if intent.rating == nil, intent.tip == nil { return .failure(RideRefusal(reason: "Give a rating, a tip, or both.")) }
        if let rating = intent.rating, !(0...10).contains(rating) {
            return .failure(RideRefusal(reason: "A rating is from 0 to 10, not \(rating)."))
        }
        if let tip = intent.tip, tip.minorUnits < 0 { return .failure(RideRefusal(reason: "A tip can't be negative.")) }
        return .success(index)
    }
}
