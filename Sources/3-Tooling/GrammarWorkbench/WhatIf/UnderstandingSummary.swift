import RideLanguage

/// A one-line account of an understanding, without its evidence, so two grammars' readings of an
/// utterance can be compared and shown side by side: `intent=RequestRide dropOff="SFO" partySize=4`.
public enum UnderstandingSummary {
    /// The reading in one line; "nothing" when nothing was understood.
    public static func text(_ understanding: Understanding) -> String {
        var parts: [String] = []
        if understanding.isOutOfDomain { parts.append("outOfDomain") }
        if let intent = understanding.intent { parts.append("intent=\(intent.rawValue)") }
        let slots = understanding.slots
        if let pickup = slots.pickup { parts.append("pickup=\"\(pickup.text)\"") }
        if let dropOff = slots.dropOff { parts.append("dropOff=\"\(dropOff.text)\"") }
        if let size = slots.partySize { parts.append("partySize=\(size)") }
        if let option = slots.rideOption { parts.append("rideOption=\(option.vocabularyIdentifier ?? option.spokenPhrase)") }
        if let payment = slots.paymentMethod { parts.append("payment=\"\(payment)\"") }
        if let time = slots.scheduledPickupTime { parts.append("time=\(time)") }
        if let shared = slots.sharedRideAcceptable { parts.append("sharedOK=\(shared)") }
        if let rating = slots.rating { parts.append("rating=\(rating)") }
        if let tip = slots.tip { parts.append("tip=\(tip)") }
        if let percent = slots.tipPercent { parts.append("tipPercent=\(percent)") }
        if let answer = understanding.answer { parts.append("answer=\(answer.rawValue)") }
        if !understanding.questions.isEmpty { parts.append("questions=\(understanding.questions.map(\.rawValue).joined(separator: ","))") }
        if let choice = understanding.choice { parts.append("choice=\(choice)") }
        if let command = understanding.command { parts.append("command=\(command.rawValue)") }
        if understanding.isCorrection { parts.append("correction") }
        if understanding.isClosing { parts.append("closing") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: " ")
    }
}
