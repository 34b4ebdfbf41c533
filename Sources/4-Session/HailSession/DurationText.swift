import Foundation

/// Durations as typed in `:advance` and `@advance`: "90s", "5m", "1h30m", "2m30s".
public enum DurationText {
    /// Seconds in the text; `nil` when it is not such a duration.
    public static func seconds(_ text: String) -> TimeInterval? {
        var total = 0.0
        var number = ""
        var sawUnit = false
        for character in text.lowercased() where !character.isWhitespace {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            guard let value = Double(number) else { return nil }
            switch character {
            case "h": total += value * 3600
            case "m": total += value * 60
            case "s": total += value
            default: return nil
            }
            number = ""
            sawUnit = true
        }
        guard number.isEmpty, sawUnit else { return nil }
        return total
    }

    /// The longest jump of the clock taken at once: 10,000 years (87600000h).
    public static let maximumSeconds: TimeInterval = 87_600_000 * 3600

    /// Why a duration cannot be taken, when it is too long.
    public static func tooLong(_ seconds: TimeInterval) -> String? {
        seconds > maximumSeconds ? "The clock moves at most 10,000 years (87600000h) at a time." : nil
    }

    /// "1h30m", "45s", "5m": a duration as `:advance` takes it (between 0 and `maximumSeconds`).
    public static func describe(_ seconds: TimeInterval) -> String {
        let total = Int(min(max(seconds.isNaN ? 0 : seconds, 0), maximumSeconds).rounded())
        let parts = [(total / 3600, "h"), (total % 3600 / 60, "m"), (total % 60, "s")].filter { $0.0 > 0 }
        return parts.isEmpty ? "0s" : parts.map { "\($0.0)\($0.1)" }.joined()
    }
}
