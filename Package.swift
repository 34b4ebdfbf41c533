// swift-tools-version: 6.1
//
// Hail's modules, in layers. A module may depend only on modules in a lower layer; the folder
// number under Sources/ is the layer, so the direction of every dependency is visible on disk
// (Tests/RepositoryTests checks it, and that every module a target imports is declared here).
//
//   0-Base         SourceDiagnostics (file:line:column errors with a caret)
//   1-Foundations  RideIntents (SiriKit-shaped value types), PhraseGrammar (domain-free), CLibEdit,
//                  CSignals (the signal handlers and the one copy of their state, in C),
//                  HailIntents (Apple's Intents API for the ride domain, for extensions on Linux)
//   2-Reference    PhraseGrammarOracle (a slow reference matcher read off a grammar's declarations,
//                  the fast matcher's differential test's oracle)
//   2-Domain       RideLanguage (grammar + vocabulary bound to intents), RideSimulation (the
//                  simulated ride service), LineEditor (libedit behind one type), ExtensionHost (an
//                  Intents extension written against HailIntents behind RideIntents' handler protocols),
//                  HailBridge (an Intents extension whose handlers are a program in any language,
//                  spoken to in line-delimited JSON)
//   3-Dialog       Conversation (resolve → confirm → handle state machines and their voice)
//   3-Storage      RideStore (SQLite through GRDB: rides, profile, vocabulary, donations),
//                  CalendarExport (reservations as RFC 5545 iCalendar events)
//   3-Tooling      GrammarWorkbench (tuning against corpora, lint, coverage, sampling, overlap, what-if)
//   4-Session      HailSession (one conversation wired to a service, a grammar and meta-commands)
//   5-Harness      TranscriptHarness (golden transcripts: parse, replay, diff, record)
//   6-Kit          HailKit (the whole `hail` command line as a library: `HailCLI.main(extension:)`)
//   7-Programs     hail (the executable: one call into HailKit), RideBenchmarks (release-build benchmarks)
import PackageDescription

let package = Package(
    name: "Hail",
    // macOS 15 for `Mutex` (Synchronization), which the parser's matcher pool locks with.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "hail", targets: ["hail"]),
        .library(name: "HailIntents", targets: ["HailIntents"]),
        .library(name: "HailKit", targets: ["HailKit"]),
        .library(name: "HailBridge", targets: ["HailBridge"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // 1-Foundations
        .target(name: "RideIntents", path: "Sources/1-Foundations/RideIntents"),
        .target(name: "SourceDiagnostics", path: "Sources/0-Base/SourceDiagnostics"),
        .target(name: "HailIntents", path: "Sources/1-Foundations/HailIntents"),
        .target(
            name: "PhraseGrammar",
            dependencies: ["SourceDiagnostics"],
            path: "Sources/1-Foundations/PhraseGrammar"
        ),
        .systemLibrary(
            name: "CLibEdit",
            path: "Sources/1-Foundations/CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "CSignals", path: "Sources/1-Foundations/CSignals"),

        // 2-Reference
        .target(name: "PhraseGrammarOracle", dependencies: ["PhraseGrammar"], path: "Sources/2-Reference/PhraseGrammarOracle"),

        // 2-Domain
        .target(
            name: "RideLanguage",
            dependencies: ["RideIntents", "PhraseGrammar", "SourceDiagnostics"],
            path: "Sources/2-Domain/RideLanguage"
        ),
        .target(
            name: "RideSimulation",
            dependencies: ["RideIntents"],
            path: "Sources/2-Domain/RideSimulation",
            resources: [.copy("Data")]
        ),
        .target(name: "HailBridge", dependencies: ["HailIntents"], path: "Sources/2-Domain/HailBridge"),
        .target(
            name: "ExtensionHost",
            dependencies: ["RideIntents", "HailIntents"],
            path: "Sources/2-Domain/ExtensionHost"
        ),
        .target(
            name: "LineEditor",
            dependencies: ["CLibEdit", "CSignals"],
            path: "Sources/2-Domain/LineEditor"
        ),

        // 3-Dialog
        .target(
            name: "Conversation",
            dependencies: ["RideIntents", "RideLanguage"],
            path: "Sources/3-Dialog/Conversation"
        ),

        // 3-Storage
        .target(
            name: "RideStore",
            dependencies: [
                "RideIntents", "RideLanguage", "RideSimulation", .product(name: "GRDB", package: "GRDB.swift"),
                // NB: GRDB's product for SQLite's C functions (the row checksum is an SQL function in C's terms).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Sources/3-Storage/RideStore"
        ),
        .target(
            name: "CalendarExport",
            dependencies: ["RideIntents"],
            path: "Sources/3-Storage/CalendarExport"

        ),
        // 3-Tooling
        .target(
            name: "GrammarWorkbench",
            dependencies: ["PhraseGrammar", "RideLanguage", "RideIntents", "SourceDiagnostics"],
            path: "Sources/3-Tooling/GrammarWorkbench"
        ),

        // 4-Session
        .target(
            name: "HailSession",
            dependencies: [
                "RideIntents", "RideLanguage", "RideSimulation", "Conversation", "SourceDiagnostics", "RideStore",
                "CalendarExport", "GrammarWorkbench", "ExtensionHost", "HailIntents",
            ],
            path: "Sources/4-Session/HailSession"
        ),

        // 5-Harness
        .target(
            name: "TranscriptHarness",
            dependencies: ["HailSession", "RideLanguage", "SourceDiagnostics", "GrammarWorkbench", "RideSimulation", "RideIntents"],
            path: "Sources/5-Harness/TranscriptHarness"
        ),

        // 6-Kit
        .target(
            name: "HailKit",
            dependencies: [
                "HailSession", "TranscriptHarness", "LineEditor", "Conversation", "RideIntents", "RideLanguage",
                "RideSimulation", "RideStore", "GrammarWorkbench", "HailIntents", "HailBridge", "SourceDiagnostics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/6-Kit/HailKit"
        ),

        // 7-Programs
        .executableTarget(name: "hail", dependencies: ["HailKit"], path: "Sources/7-Programs/hail"),
        .executableTarget(
            name: "RideBenchmarks",
            dependencies: ["RideLanguage", "RideSimulation", "PhraseGrammar", "RideIntents", "HailSession", "RideStore", "GrammarWorkbench"],
            path: "Sources/7-Programs/RideBenchmarks"
        ),
        // NB: make bench's baseline for hail's cold start and peak memory (issue 15).
        .executableTarget(name: "FoundationHello", path: "Sources/7-Programs/FoundationHello"),
        // NB: make bench runs the programs it times through this C launcher, for their own peak memory.
        .executableTarget(name: "MeasuredRun", path: "Sources/7-Programs/MeasuredRun"),

        // Tests mirror the modules.
        .testTarget(name: "SourceDiagnosticsTests", dependencies: ["SourceDiagnostics"]),
        // NB: the package's own layout (imports declared, layers respected); it reads files, imports no module.
        .testTarget(name: "RepositoryTests"),
        .testTarget(name: "RideIntentsTests", dependencies: ["RideIntents"]),
        .testTarget(name: "HailIntentsTests", dependencies: ["HailIntents"]),
        // NB: the same extension code must compile in both language modes; this one is Swift 5.
        .testTarget(
            name: "HailIntentsSwift5Tests", dependencies: ["HailIntents"], swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "ExtensionHostTests", dependencies: ["ExtensionHost", "HailIntents", "RideIntents"]),
        .testTarget(name: "HailBridgeTests", dependencies: ["HailBridge", "HailIntents"], exclude: ["Services"]),
        .testTarget(name: "PhraseGrammarTests", dependencies: ["PhraseGrammar", "SourceDiagnostics"]),
        // NB: the fast matcher against the reference one, on the real grammar, the tuning corpora and sampled sentences.
        .testTarget(
            name: "PhraseGrammarOracleTests",
            dependencies: ["PhraseGrammarOracle", "PhraseGrammar", "RideLanguage", "GrammarWorkbench", "RideIntents"]
        ),
        .testTarget(name: "RideLanguageTests", dependencies: ["RideLanguage", "PhraseGrammar", "RideIntents"]),
        .testTarget(name: "RideSimulationTests", dependencies: ["RideSimulation", "RideIntents"]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
        .testTarget(name: "ConversationTests", dependencies: ["Conversation", "RideSimulation", "RideIntents", "RideLanguage"]),
        .testTarget(name: "RideStoreTests", dependencies: ["RideStore", "RideIntents", "RideLanguage", "RideSimulation", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "CalendarExportTests", dependencies: ["CalendarExport", "RideIntents"]),
        .testTarget(name: "GrammarWorkbenchTests", dependencies: ["GrammarWorkbench", "PhraseGrammar", "RideIntents", "RideLanguage"]),
        .testTarget(name: "HailSessionTests", dependencies: ["HailSession", "HailIntents", "RideIntents", "RideStore", "RideSimulation"]),
        .testTarget(name: "TranscriptHarnessTests", dependencies: ["TranscriptHarness", "SourceDiagnostics"]),
        .testTarget(name: "HailCLITests", dependencies: ["hail", "HailKit", "RideIntents", .product(name: "GRDB", package: "GRDB.swift")]),
    ]
)

// NB: `HAIL_ONLY=PhraseGrammarTests,RideLanguageTests swift test` builds and runs only those targets
// and what they depend on, so one module can be worked on while another is mid-edit.
#if canImport(Foundation)
import Foundation
// NB: `make fuzz` sets HAIL_FUZZ=1 to add the libFuzzer targets under Fuzz/ (built with
// -sanitize=fuzzer into their own scratch path); an ordinary build never sees them.
if ProcessInfo.processInfo.environment["HAIL_FUZZ"] == "1" {
    package.targets.append(.target(name: "FuzzDriver", path: "Fuzz/Driver"))
    package.targets.append(.target(
        name: "FuzzSupport", dependencies: ["FuzzDriver", "RideLanguage"], path: "Fuzz/Support"
    ))
    let fuzzers: [(String, [Target.Dependency])] = [
        ("UtteranceFuzzer", ["RideLanguage", "RideIntents"]),
        ("GrammarFileFuzzer", ["RideLanguage", "PhraseGrammar"]),
        ("GrammarCacheFuzzer", ["PhraseGrammar"]),
        ("TranscriptFuzzer", ["TranscriptHarness", "SourceDiagnostics"]),
        ("DialogFuzzer", ["HailSession"]),
    ]
    for (name, dependencies) in fuzzers {
        package.targets.append(.executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies, path: "Fuzz/Targets/\(name)"))
    }
}
if let only = ProcessInfo.processInfo.environment["HAIL_ONLY"], !only.isEmpty {
    var keep = Set(only.split(separator: ",").map(String.init))
    var grew = true
    while grew {
        grew = false
        for target in package.targets where keep.contains(target.name) {
            for dependency in target.dependencies {
                if case .byNameItem(let name, _) = dependency, !keep.contains(name) {
                    keep.insert(name)
                    grew = true
                }
            }
        }
    }
    package.targets.removeAll { !keep.contains($0.name) }
    package.products.removeAll()
}
#endif
