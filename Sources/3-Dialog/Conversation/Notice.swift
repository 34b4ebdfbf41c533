import Foundation
import RideIntents
import RideLanguage

/// Something the dialog tells the user that is not a question; `RideVoice` words it.
public enum Notice: Hashable, Sendable {
    case requestCancelled
    case startingOver
    case okay
    case notUnderstood
    case answerYesOrNo
    /// A line over the most bytes the dialog reads (`limit`): it was not read.
    case lineTooLong(limit: Int)
    /// A yes or no with words Hail did not follow: those words.
    case didNotFollow(String)
    /// Words of a request that could not be placed and were left out ("on the 31st of Smarch").
    case unplacedWords([String])
    /// What went wrong in a call to the ride service (an extension that did not answer, or
    /// answered with something Hail cannot use), naming the call.
    case serviceFault(String)
    case pickFromList(count: Int)
    case choiceOutOfRange(position: Int, count: Int)
    /// A pick by description that fits none of the items offered ("the one in Berkeley").
    case noneOfThoseMatches(String, count: Int)
    /// A pick by description that fits more than one of the items offered ("the SF one" among
    /// places all in San Francisco).
    case severalOfThoseMatch(String, count: Int)
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
    /// Stops in a row were asked for; a ride goes to the first.
    case oneStopPerRide([String])
    /// A ride is under way, so no other can be requested.
    case rideInProgress(rideIdentifier: String)
    /// The dialog went round too often on one request and dropped it.
    case stuck
    /// "nothing" when asked what to change: the request ends.
    case requestDropped
    /// "no" to the other options offered at confirmation: the quoted ride stays.
    case keepingRide(RideStatus)
    /// No option cheaper than (or other than) the quoted one fits.
    case noOtherOptions(RideQuestion, RideStatus)
    /// The pickup worked out from an arrival deadline; `isLate` when even a pickup now may not make it.
    case arrivalPlanned(deadline: Date, pickup: Date, isLate: Bool)
    /// The service's estimated drop-off is after the arrival deadline the pickup was planned for.
    case arrivalAfterDeadline(deadline: Date, estimatedDropOff: Date)
    /// The cards that can pay (`nil` when the service could not say).
    case paymentMethods([PaymentMethod]?)
    /// "what cards do I have?" before the trip is known.
    case cardsNeedATrip

    // MARK: Outside a request

    /// Something for another domain, said while a question waits.
    case onlyRides
    /// Something for another domain, with nothing under way.
    case outOfDomain
    /// Words that make no request.
    case notUnderstoodIdle
    /// A yes or no with nothing to confirm.
    case nothingToConfirm
    /// "cancel" with no request under way.
    case noRequestToCancel
    /// "thanks", "bye".
    case closing

    // MARK: Ride status

    /// The answer to a status lookup (the ride's status, none booked, or the service down).
    case rideStatus(GetRideStatusIntentResponse)
    /// A question about the booked ride, answered from its status.
    case rideAnswer(RideQuestion, RideStatus)
    /// A question about a booked ride with none booked.
    case noRideBooked

    // MARK: Cancelling a booked ride

    case noRideToCancel
    /// Confirm refused the cancellation.
    case cancellationRefused(rideIdentifier: String, reason: String?)
    /// The user said no to the fee.
    case rideStaysBooked(rideIdentifier: String)
    /// Neither yes nor no to the fee question.
    case answerYesOrNoToCancel(rideIdentifier: String)
    /// Ctrl-C at the fee question.
    case cancellationDropped
    /// The ride is cancelled, with the fee charged if any.
    case rideCancelled(rideIdentifier: String, fee: CurrencyAmount?)
    /// Handle refused the cancellation.
    case cancellationFailed(rideIdentifier: String, reason: String?)

    // MARK: Feedback

    case noRideToRate
    case rateWhenCompleted(rideIdentifier: String)
    /// Feedback asked for with neither a rating nor a tip.
    case howToRate
    /// A ride asked for someone else ("your dad"): the ends are theirs.
    case rideForSomeoneElse(String)
    /// Several cars asked for at once: a request books one.
    case oneCarPerRequest(Int)
    /// A tip larger than the fare, not sent after a no.
    case largeTipNotSent
    /// A rating outside `FeedbackStateMachine.starRange` ("12 stars").
    case ratingOutOfRange(rating: Int)
    case feedbackFailed(reason: String?)
    case feedbackSent(rideIdentifier: String, rating: Int?, tip: CurrencyAmount?)
    /// A tip given as a share ("tip 20 percent") of a ride whose fare is not known.
    case tipNeedsFare(rideIdentifier: String, percent: Int)

    // MARK: Following a ride

    case nothingToFollow
    case followingStarted(rideIdentifier: String)
    case notFollowing
    case updatesStopped

    // MARK: Maps' list of ride options

    /// "what rides are there?" without a destination.
    case optionsNeedDestination
    /// A place for the list that does not resolve as it stands.
    case placeUnsupported(UnsupportedReason)
    case placeNeedsValue(RideParameter, NeedsValueReason)
    case placeAmbiguousForListing(RideParameter, [Placemark])
    case placeLooselyMatchedForListing(Placemark)
    /// The list of ride options (or why there is none).
    /// `asking` ends it with how to choose.
    case rideOptions(ListRideOptionsIntentResponse, from: Placemark, to: Placemark, partySize: Int?, asking: Bool)
    /// No listed option carries the party.
    case noOptionCarries(partySize: Int, largest: Int)
    /// The user left the list without choosing.
    case noRideForNow
    case noOptionNumbered(Int, [RideOption])
    case notOnTheList(String, [RideOption])
    /// A question while the list waits for a choice.
    case optionsShowPrices([RideOption])
    case optionsExpired(at: Date)
    /// The price quoted at confirmation came from Maps' list, whose prices expired at the date.
    case quoteExpired(at: Date)
    case bookedInApp(optionName: String)
    case optionTooSmall(optionName: String, capacity: Int, partySize: Int)
}
