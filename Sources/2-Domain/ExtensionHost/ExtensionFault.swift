/// Something that went wrong in a call to an extension, or to the service behind a bridged one:
/// no answer in time, an answer Hail cannot use, a service that exited. Apart from an answer the
/// extension gave on purpose (a `failure` code is not a fault), and shown to the user on a
/// `Ride service error:` line; `hail --jsonl` gives it as data, in the line's `faults`.
public struct ExtensionFault: Hashable, Sendable, CustomStringConvertible {
    /// The call it happened in, as Hail names calls: "resolvePartySize", "handle
    /// INCancelRideIntent", "live update" (pushed between calls), "start-up"; nil when the fault
    /// names none.
    public var call: String?
    /// What went wrong: "did not answer within 10 s", "the service exited with status 3 before
    /// answering".
    public var problem: String
    /// The fault as the user reads it: "resolvePartySize did not answer within 10 s".
    public var description: String

    public init(call: String?, problem: String, description: String) {
        self.call = call
        self.problem = problem
        self.description = description
    }

    /// A fault Hail words itself, the call's name then what it did: "resolvePartySize did not
    /// answer within 10 s".
    static func call(_ call: String, _ problem: String) -> ExtensionFault {
        ExtensionFault(call: call, problem: problem, description: "\(call) \(problem)")
    }

    /// A fault worded "call: problem", as handlers report theirs (`HailExtensionFaultReporting`):
    /// the call is read from the text when it starts with one, else it is `call`, the call Hail
    /// was making when the fault was taken.
    static func reported(_ text: String, during call: String?) -> ExtensionFault {
        if let colon = text.range(of: ": "), isCallName(text[..<colon.lowerBound]) {
            return ExtensionFault(call: String(text[..<colon.lowerBound]), problem: String(text[colon.upperBound...]), description: text)
        }
        return ExtensionFault(call: call, problem: text, description: text)
    }

    /// "resolvePartySize", "handle INCancelRideIntent", "live update", "start-up": letters, spaces
    /// and hyphens, starting with a letter, at most 60 characters.
    private static func isCallName(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter, text.count <= 60 else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0 == " " || $0 == "-") }
    }
}
