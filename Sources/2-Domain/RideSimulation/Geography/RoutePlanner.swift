import RideIntents

/// Plans routes around the bay: points on the same shore are joined directly; otherwise the
/// shortest of the ways across is taken, over a bridge or by land around the south end of the bay.
/// Away from the bay (another city's map) every route is direct.
public enum RoutePlanner {
    /// Where the roads round the south end of the bay (Alviso).
    static let southEnd = Coordinate(latitude: 37.43, longitude: -121.97)

    /// One way from one shore to another.
    private struct Link {
        var from: BaySide
        var to: BaySide
        var bridge: Bridge?
        var via: [Coordinate]
        var crossing: BridgeCrossing?
    }

    /// Every link, each direction listed, in a fixed order so ties break the same way every time.
    private static let links: [Link] = {
        var links: [Link] = []
        for bridge in Bridge.allCases {
            let (tolledEnd, freeEnd) = bridge.ends
            links.append(
                Link(
                    from: bridge.tolledFrom, to: bridge.tolledTo, bridge: bridge, via: [tolledEnd, freeEnd],
                    crossing: BridgeCrossing(bridge: bridge, isTolled: true)
                )
            )
            links.append(
                Link(
                    from: bridge.tolledTo, to: bridge.tolledFrom, bridge: bridge, via: [freeEnd, tolledEnd],
                    crossing: BridgeCrossing(bridge: bridge, isTolled: false)
                )
            )
        }
        links.append(Link(from: .west, to: .east, via: [southEnd]))
        links.append(Link(from: .east, to: .west, via: [southEnd]))
        for side in [BaySide.west, .east] {
            links.append(Link(from: .south, to: side, via: []))
            links.append(Link(from: side, to: .south, via: []))
        }
        return links
    }()

    /// Where the bay's shores and bridges are: a route with an end outside it is one straight leg.
    // NB: a map of another city (`--map`) lies off the bay, and `BaySide.of` would put some of its
    // points on one shore and some on another (Portland's east side, east of longitude -122.40,
    // is "east"), sending a ride across the Bay Bridge.
    static let bayRegion = (latitudes: 36.9...38.4, longitudes: -123.1...(-121.4))

    /// The route from `start` to `end`.
    public static func route(from start: Coordinate, to end: Coordinate) -> Route {
        guard [start, end].allSatisfy({ bayRegion.latitudes.contains($0.latitude) && bayRegion.longitudes.contains($0.longitude) }) else {
            return Route(waypoints: [start, end])
        }
        let from = BaySide.of(start)
        let to = BaySide.of(end)
        guard from != to else { return Route(waypoints: [start, end]) }
        // NB: the chains between two sides are worked out once, and each chain's length is summed
        // leg by leg in the route's own order (the same figure `Route.miles` gives) before only the
        // shortest is built: building every candidate route was 15% of replaying the transcripts
        // (callgrind; a booking tries a route from every free car).
        var best: [Link]?
        var bestLength = Double.infinity
        for path in pathTable[from]?[to] ?? [] {
            var total = 0.0
            var previous = start
            for link in path {
                for point in link.via {
                    total += previous.miles(to: point)
                    previous = point
                }
            }
            total += previous.miles(to: end)
            let length = total * Route.roadFactor
            if length < bestLength {
                best = path
                bestLength = length
            }
        }
        guard let best else { return Route(waypoints: [start, end]) }
        return Route(waypoints: [start] + best.flatMap(\.via) + [end], crossings: best.compactMap(\.crossing))
    }

    /// Every chain of links from one side to another, by side, in `paths`' order.
    private static let pathTable: [BaySide: [BaySide: [[Link]]]] = {
        var table: [BaySide: [BaySide: [[Link]]]] = [:]
        for from in BaySide.allCases {
            for to in BaySide.allCases where to != from {
                table[from, default: [:]][to] = paths(from: from, to: to, visited: [from])
            }
        }
        return table
    }()

    /// Every chain of links from `side` to `target` visiting no side twice; the south end of the
    /// bay may only start or end a chain (passing through it is the land link).
    private static func paths(from side: BaySide, to target: BaySide, visited: [BaySide]) -> [[Link]] {
        var result: [[Link]] = []
        for link in links where link.from == side && !visited.contains(link.to) {
            if link.to == target {
                result.append([link])
            } else if link.to != .south {
                for rest in paths(from: link.to, to: target, visited: visited + [link.to]) {
                    result.append([link] + rest)
                }
            }
        }
        return result
    }
}
