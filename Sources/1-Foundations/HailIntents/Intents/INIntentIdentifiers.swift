/// The identifier of ``INRequestRideIntent``, as an extension's Info.plist lists the intents it handles.
public let INRequestRideIntentIdentifier = "INRequestRideIntent"
/// The identifier of ``INListRideOptionsIntent``.
public let INListRideOptionsIntentIdentifier = "INListRideOptionsIntent"
/// The identifier of ``INGetRideStatusIntent``.
public let INGetRideStatusIntentIdentifier = "INGetRideStatusIntent"
