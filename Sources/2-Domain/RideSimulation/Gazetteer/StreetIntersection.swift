#if canImport(Foundation)
import Foundation
#endif
import RideIntents

/// Where two known streets meet: "Haight and Fillmore", "24th & Mission", "Geary at Van Ness",
/// "the corner of Market and Castro". Each side is found under a street's keys, as an address's
/// street is (suffix optional); of the two streets' stretches in one town, the pair that passes
/// closest, within `maximumGapMiles`, gives the corner, halfway between their closest points.
enum StreetIntersection {
    /// How far apart two stretches may pass and still meet: the data's straight stretches only
    /// approximate the streets.
    static let maximumGapMiles = 0.15

    /// A corner: the two streets (indexes of stretches) and where they meet.
    struct Corner {
        var first: Int
        var second: Int
        var location: Coordinate
    }

    /// The corners `words` name, one a town, in data order; empty when they name none.
    static func corners(of words: [String], streets: [Street], keys: [StreetKeys]) -> [Corner] {
        var words = words
        if words.starts(with: ["corner", "of"]) { words.removeFirst(2) }
        for split in words.indices where words[split] == "and" || words[split] == "at" {
            let firsts = matching(Array(words[..<split]), keys), seconds = matching(Array(words[(split + 1)...]), keys)
            guard !firsts.isEmpty, !seconds.isEmpty else { continue }
            var best: [String: (corner: Corner, gap: Double)] = [:]
            for first in firsts {
                for second in seconds where streets[first].locality == streets[second].locality && streets[first].name != streets[second].name {
                    let (gap, location) = closestApproach(streets[first], streets[second])
                    let locality = streets[first].locality
                    if gap <= maximumGapMiles, gap < best[locality]?.gap ?? .infinity {
                        best[locality] = (Corner(first: first, second: second, location: location), gap)
                    }
                }
            }
            if !best.isEmpty { return best.values.map(\.corner).sorted { $0.first < $1.first } }
        }
        return []
    }

    /// The stretches found under `words` (normalised), with or without a suffix.
    private static func matching(_ words: [String], _ keys: [StreetKeys]) -> [Int] {
        let canonical = StreetWords.canonical(words)
        guard let last = canonical.last else { return [] }
        let hasSuffix = StreetWords.suffixes.contains(last)
        let queryKeys = StreetKeys.forms(canonical).map { $0.joined(separator: " ") }
        return keys.indices.filter { index in
            let known = keys[index].keys(forQueryWithSuffix: hasSuffix)
            return queryKeys.contains(where: known.contains)
        }
    }

    /// How far apart, in miles, two stretches pass, and the point halfway between their closest
    /// points (where they cross, when they do). Flat geometry, longitude scaled by the latitude.
    static func closestApproach(_ first: Street, _ second: Street) -> (miles: Double, point: Coordinate) {
        let scale = cos(first.start.latitude * .pi / 180)
        func flat(_ c: Coordinate) -> (x: Double, y: Double) { (c.longitude * scale, c.latitude) }
        func round(_ p: (x: Double, y: Double)) -> Coordinate { Coordinate(latitude: p.y, longitude: p.x / scale) }
        let (p0, p1, q0, q1) = (flat(first.start), flat(first.end), flat(second.start), flat(second.end))
        func cross(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double { a.x * b.y - a.y * b.x }
        let d1 = (x: p1.x - p0.x, y: p1.y - p0.y), d2 = (x: q1.x - q0.x, y: q1.y - q0.y)
        let between = (x: q0.x - p0.x, y: q0.y - p0.y)
        let denominator = cross(d1, d2)
        if denominator != 0 {
            let s = cross(between, d2) / denominator, t = cross(between, d1) / denominator
            if (0...1).contains(s), (0...1).contains(t) {
                return (0, round((x: p0.x + s * d1.x, y: p0.y + s * d1.y)))
            }
        }
        // Otherwise an end of one stretch is nearest the other.
        func nearest(_ point: (x: Double, y: Double), on a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> (x: Double, y: Double) {
            let d = (x: b.x - a.x, y: b.y - a.y)
            let length = d.x * d.x + d.y * d.y
            let t = length == 0 ? 0 : min(1, max(0, ((point.x - a.x) * d.x + (point.y - a.y) * d.y) / length))
            return (a.x + t * d.x, a.y + t * d.y)
        }
        let pairs = [(p0, nearest(p0, on: q0, q1)), (p1, nearest(p1, on: q0, q1)), (q0, nearest(q0, on: p0, p1)), (q1, nearest(q1, on: p0, p1))]
        var best = (miles: Double.infinity, point: first.start)
        for (end, onOther) in pairs {
            let miles = round(end).miles(to: round(onOther))
            if miles < best.miles { best = (miles, round((x: (end.x + onOther.x) / 2, y: (end.y + onOther.y) / 2))) }
        }
        return best
    }
}
