// swift-tools-version: 6.1
//
// Bridgetown Rides, a small ride service in Portland, Oregon: pedicabs, cars and vans, written
// only against Apple's Intents API (HailIntents on Linux), behind Hail's dialog, with its own app
// bundle (App/) and its own map (Map/portland.geojson). `swift run bridgetown` is the REPL with
// this service; `swift run bridgetown replay` replays Transcripts/.
import PackageDescription

let package = Package(
    name: "PortlandRides",
    // macOS 15, as Hail itself needs (its parser's matcher pool locks with `Mutex`).
    platforms: [.macOS(.v15)],
    dependencies: [
        // NB: Hail by path, two folders up; a team outside the repository writes
        // .package(url: "https://…/hail.git", from: "0.1.0") or its own path.
        .package(name: "Hail", path: "../.."),
    ],
    targets: [
        // The extension: what would be the Intents extension target of the iOS app.
        .target(
            name: "PortlandRides",
            dependencies: [.product(name: "HailIntents", package: "Hail")]
        ),
        // Hail's command line with Bridgetown Rides as its ride service and App/ as its app.
        .executableTarget(
            name: "bridgetown",
            dependencies: ["PortlandRides", .product(name: "HailKit", package: "Hail")]
        ),
        // The extension's own tests, and the transcripts checked for what is said to the rider.
        .testTarget(
            name: "PortlandRidesTests",
            dependencies: ["PortlandRides", .product(name: "HailIntents", package: "Hail")]
        ),
    ]
)
