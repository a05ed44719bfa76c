// swift-tools-version: 6.2
// Benchmarks live in their own package so that the root package's `swift test` never builds them
// or their peers (OpenCombine). Run them from this folder: `swift run -c release DiffBenchmarks`.
import PackageDescription

let package = Package(
  name: "SymbiosisBenchmarks",
  platforms: [.macOS(.v26)],
  dependencies: [
    .package(name: "Symbiosis", path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // The browser figures' clients (tabs, sockets) and the bare WebSocket echo they compare with.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
  ],
  targets: [
    .target(name: "BenchmarkHarness"),
    // Views bound to models, shared by the reactive table (bytes) and ReactiveCounts (valgrind).
    .target(
      name: "BindingWorkloads",
      dependencies: [
        .product(name: "Symbiosis", package: "Symbiosis"),
        .product(name: "SymbiosisTerminal", package: "Symbiosis"),
      ]
    ),
    .executableTarget(
      name: "ReactiveBenchmarks",
      dependencies: [
        "BenchmarkHarness", .product(name: "Symbiosis", package: "Symbiosis"),
        "BindingWorkloads", .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
    .executableTarget(
      name: "ReactiveCounts",
      dependencies: [
        "BindingWorkloads", .product(name: "Symbiosis", package: "Symbiosis"),
      ]
    ),
    .executableTarget(
      name: "DiffBenchmarks",
      dependencies: [
        "BenchmarkHarness", .product(name: "Symbiosis", package: "Symbiosis"),
        .product(name: "SymbiosisTesting", package: "Symbiosis"),
      ]
    ),
    .executableTarget(
      name: "SearchyBenchmarks",
      dependencies: [
        "BenchmarkHarness", .product(name: "Searchy", package: "Symbiosis"),
        .product(name: "SymbiosisTerminal", package: "Symbiosis"),
      ]
    ),
    .executableTarget(
      name: "TerminalBenchmarks",
      dependencies: [
        "BenchmarkHarness", .product(name: "Searchy", package: "Symbiosis"),
        .product(name: "SymbiosisTerminal", package: "Symbiosis"),
        .product(name: "SymbiosisTerminalTesting", package: "Symbiosis"),
        .product(name: "SymbiosisTesting", package: "Symbiosis"),
      ]
    ),
    // A keystroke's search through a data source over 100,000 and 500,000 people.
    .executableTarget(
      name: "SourceSearchBenchmarks",
      dependencies: ["BenchmarkHarness", .product(name: "Symbiosis", package: "Symbiosis")]
    ),
    // Yams directly, for its `compose` alone: the parser's share of loading a scene file.
    .executableTarget(
      name: "SceneBenchmarks",
      dependencies: [
        "BenchmarkHarness", .product(name: "SymbiosisScenes", package: "Symbiosis"),
        .product(name: "SymbiosisTerminal", package: "Symbiosis"),
        .product(name: "SymbiosisTerminalScenes", package: "Symbiosis"),
        .product(name: "SymbiosisTerminalTesting", package: "Symbiosis"),
        .product(name: "SymbiosisTesting", package: "Symbiosis"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // The People demo's own types and people (links to `Examples/People`'s files: an app's
    // executable target cannot be imported), for its sessions made in process.
    .target(
      name: "People",
      dependencies: [
        .product(name: "Symbiosis", package: "Symbiosis"),
        .product(name: "SymbiosisScenes", package: "Symbiosis"),
      ],
      resources: [.copy("Resources/people.json")]
    ),
    // Bytes on the wire per change, memory per open People tab, an event's round trip.
    .executableTarget(
      name: "WebBenchmarks",
      dependencies: [
        "BenchmarkHarness", "People", .product(name: "Symbiosis", package: "Symbiosis"),
        .product(name: "SymbiosisScenes", package: "Symbiosis"),
        .product(name: "SymbiosisWeb", package: "Symbiosis"),
        .product(name: "SymbiosisWebTesting", package: "Symbiosis"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
