// swift-tools-version: 6.1
//
// An airport shuttle's ride service, written only against Apple's Intents API (HailIntents on
// Linux), behind Hail's dialog. `swift run shuttle` is Hail's REPL with this service; `swift run
// shuttle replay` replays Transcripts/.
import PackageDescription

let package = Package(
    name: "AirportShuttle",
    // macOS 15, as Hail itself needs (its parser's matcher pool locks with `Mutex`).
    platforms: [.macOS(.v15)],
    dependencies: [
        // NB: Hail by path, two folders up; a team outside the repository writes
        // .package(url: "https://…/hail.git", from: "0.1.0") or its own path.
        .package(name: "Hail", path: "../.."),
    ],
    targets: [
        // The extension: what would be the Intents extension target of an iOS app.
        .target(
            name: "AirportShuttle",
            dependencies: [.product(name: "HailIntents", package: "Hail")]
        ),
        // Hail's command line with the shuttle as its ride service.
        .executableTarget(
            name: "shuttle",
            dependencies: ["AirportShuttle", .product(name: "HailKit", package: "Hail")]
        ),
        // The extension's own tests, and `shuttle options --json` run as a user would.
        .testTarget(
            name: "AirportShuttleTests",
            dependencies: ["AirportShuttle", "shuttle", .product(name: "HailIntents", package: "Hail")]
        ),
    ]
)
