import RideIntents
import RideLanguage

/// Something the dialog tells the user that is not a question; `RideVoice` words it.
public enum Notice: Hashable, Sendable {
    case requestCancelled
    case startingOver
    case okay
    case notUnderstood
    case answerYesOrNo
    case pickFromList(count: Int)
    case choiceOutOfRange(position: Int, count: Int)
    /// Help for the stage the dialog is at.
    case help(DialogStage)
    /// A question answered from the quote (or, without one, a note that there is none yet).
    case answer(RideQuestion, RideStatus?)
    /// Confirm refused; the request is dropped.
    case confirmFailed(RequestRideIntentResponse)
    /// The ride is booked.
    case booked(RideStatus, RequestRideIntentResponseCode)
    /// Handle refused.
    case bookingFailed(RequestRideIntentResponse)
}
