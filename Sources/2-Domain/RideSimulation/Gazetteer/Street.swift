import RideIntents

/// One straight stretch of a street the service can place addresses on (a line of `Data/streets.tsv`).
/// House numbers run evenly from `numbers.lowerBound` at `start` to `numbers.upperBound` at `end`.
public struct Street: Hashable, Sendable {
    /// "Market Street".
    public var name: String
    /// Other names ("Van Ness" for "Van Ness Avenue").
    public var aliases: [String]
    public var start: Coordinate
    public var end: Coordinate
    /// The house numbers along this stretch.
    public var numbers: ClosedRange<Int>
    public var locality: String

    public init(
        name: String, aliases: [String] = [], start: Coordinate, end: Coordinate, numbers: ClosedRange<Int>,
        locality: String
    ) {
        self.name = name
        self.aliases = aliases
        self.start = start
        self.end = end
        self.numbers = numbers
        self.locality = locality
    }

    /// Where house `number` stands, interpolated between the two ends; `nil` when the stretch has no such number.
    public func coordinate(ofNumber number: Int) -> Coordinate? {
        guard numbers.contains(number) else { return nil }
        let span = numbers.upperBound - numbers.lowerBound
        let fraction = span == 0 ? 0 : Double(number - numbers.lowerBound) / Double(span)
        return start.interpolated(to: end, fraction: fraction)
    }
}
