import Foundation
import RideIntents

/// The argument of `:maps`: "[from] FROM to TO [for N]", or "to TO" from the current location.
struct MapsRequest: Equatable {
    var from: String?
    var to: String
    var partySize: Int?

    /// How `:maps` is used, with places of the current region.
    static var usage: String {
        let region = ServiceRegion.current
        let from = region.exampleOrigin.hasPrefix("the ") ? String(region.exampleOrigin.dropFirst(4)) : region.exampleOrigin
        return "Usage: :maps [FROM] to TO [for N], for example :maps \(from) to \(region.exampleDestination) for 2"
    }

    static func parse(_ argument: String) -> Result<MapsRequest, SessionError> {
        var words = argument.split(whereSeparator: \.isWhitespace).map(String.init)
        var partySize: Int?
        if words.count >= 2, words[words.count - 2].lowercased() == "for", let size = Int(words[words.count - 1]) {
            guard size > 0 else { return .failure(SessionError("A party needs at least 1 passenger. \(usage)")) }
            partySize = size
            words.removeLast(2)
        }
        if words.first?.lowercased() == "from" { words.removeFirst() }
        guard let split = words.firstIndex(where: { $0.lowercased() == "to" }) else {
            return .failure(SessionError(usage))
        }
        let from = words[..<split].joined(separator: " ")
        let to = words[(split + 1)...].joined(separator: " ")
        guard !to.isEmpty else { return .failure(SessionError("Where to? \(usage)")) }
        return .success(MapsRequest(from: from.isEmpty ? nil : from, to: to, partySize: partySize))
    }
}
