import RideIntents

/// A street drawn as a line of several points (a GeoJSON `LineString`) with house numbers from
/// one end to the other, cut into the straight stretches the gazetteer places addresses on: each
/// stretch takes the share of the numbers its length is of the line's, so a number lies as far
/// along the line as it is along the range.
enum StreetLine {
    /// The stretches of street `name` along `points`, numbered from `from` at the first point to
    /// `to` at the last (either way round).
    static func stretches(
        name: String, aliases: [String], points: [Coordinate], from: Int, to: Int, locality: String
    ) throws(GeoJSONProblem) -> [Street] {
        // Numbers run up from the start of each stretch, so a line numbered downwards is walked backwards.
        let points = from <= to ? points : points.reversed()
        let low = min(from, to), high = max(from, to)
        var distances = [0.0]
        for (start, end) in zip(points, points.dropFirst()) {
            distances.append((distances.last ?? 0) + start.miles(to: end))
        }
        guard let total = distances.last, total > 0 else {
            throw GeoJSONProblem("the street's positions are all one point: a street needs a length")
        }
        func number(at distance: Double) -> Int { low + Int((Double(high - low) * distance / total).rounded()) }
        var stretches: [Street] = []
        for index in points.indices.dropLast() where distances[index + 1] > distances[index] {
            stretches.append(
                Street(
                    name: name, aliases: aliases, start: points[index], end: points[index + 1],
                    numbers: number(at: distances[index])...number(at: distances[index + 1]), locality: locality
                )
            )
        }
        return stretches
    }
}
