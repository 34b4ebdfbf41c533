import ArgumentParser
import Foundation
import HailSession
import RideIntents
import RideSimulation

/// Reads option values and says exactly what is wrong with a bad one; ArgumentParser prints the
/// message as "The value 'X' is invalid for '--option <N>': MESSAGE", then the subcommand's usage.
enum ArgumentValues {
    /// `--party N`: a whole number, 1 or more.
    static func partySize(_ text: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("party size must be a whole number, such as 2")
        }
        guard value >= 1 else { throw ValidationError("party size must be 1 or more") }
        return value
    }

    /// `--seed N`: a whole number from 0 to 2^64 - 1.
    static func seed(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("a seed is a whole number from 0 to \(UInt64.max)")
        }
        return value
    }

    /// `-n N`: a count, 1 or more.
    static func count(_ text: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("the count must be a whole number, such as 10")
        }
        guard value >= 1 else { throw ValidationError("the count must be 1 or more") }
        return value
    }

    /// `--speed N`: how many times faster than the real clock; a positive number.
    static func speed(_ text: String) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw ValidationError("the speed must be a number, such as 60 (a minute of ride time each second)")
        }
        guard value > 0 else { throw ValidationError("the speed must be more than 0") }
        return value
    }

    /// `--clock TIME`: a time as ``ClockText`` reads it, as a transcript's `@clock` does.
    static func clock(_ text: String) throws -> Date {
        guard let date = ClockText.date(text) else { throw ValidationError("not a time: give one such as \(ClockText.examples)") }
        return date
    }

    /// `--clock TIME`, checked as ``clock(_:)`` checks it, kept as text: a local time is read in
    /// the zone of the map, which may come after it on the command line.
    static func clockText(_ text: String) throws -> String {
        _ = try clock(text)
        return text
    }

    /// `--profile NAME`: a profile the simulation knows, listed when the name is not one.
    static func profile(_ text: String) throws -> String {
        guard UserProfile.named(text) != nil else {
            throw ValidationError("there is no profile '\(text)'; the profiles are \(UserProfile.knownNames.joined(separator: ", "))")
        }
        return text
    }

    /// Why `--location PLACE` will not do for `profile`, with what would; nil when it will.
    static func locationProblem(_ place: String, profile: UserProfile, map: ServiceMap? = nil) -> String? {
        // NB: the gazetteer is loaded once a process; a session started next reuses it.
        guard let map = map ?? (try? ServiceMap.loadBundled()) else {
            return nil  // The session says why the gazetteer did not load.
        }
        let profile = map.adapting(profile)
        let service = SimulatedRideService(clock: ManualClock(now: SessionSettings.referenceDate), seed: 1, profile: profile, map: map)
        do {
            try service.setCurrentLocation(named: place)
            return nil
        } catch {
            let examples = map.file == nil ? "'Ferry Building', 'SFO' or '659 Merchant Street'"
                : map.gazetteer.places.prefix(2).map { "'\($0.name)'" }.joined(separator: " or ")
            let saved = profile.savedPlaces.map(\.name)
            let savedText = saved.isEmpty ? "" : ", or a saved place of the \(profile.name) profile (\(saved.joined(separator: ", ")))"
            return "--location: \(error). A location is a place the simulated service knows, such as \(examples)\(savedText)."
        }
    }
}
