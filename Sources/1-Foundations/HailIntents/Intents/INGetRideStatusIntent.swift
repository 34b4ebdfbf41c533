import Foundation

/// A question for the status of the user's current ride; the extension knows which ride it is.
open class INGetRideStatusIntent: INIntent {
    /// A status question.
    public override init() {
        super.init()
    }
}
