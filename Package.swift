// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Symbiosis",
  platforms: [.macOS(.v26)],
  products: [
    .library(name: "Symbiosis", targets: ["Symbiosis"]),
    .library(name: "SymbiosisTesting", targets: ["SymbiosisTesting"]),
    .library(name: "SymbiosisTerminal", targets: ["SymbiosisTerminal"]),
    .executable(name: "counter", targets: ["Counter"]),
    .executable(name: "showcase", targets: ["Showcase"]),
    .executable(name: "searchy", targets: ["SearchyMain"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(name: "Symbiosis"),
    .target(
      name: "SymbiosisTesting",
      dependencies: ["Symbiosis", .product(name: "Clocks", package: "swift-clocks")]
    ),
    // libpng and libjpeg behind a small C layer: libjpeg reports errors by longjmp, which Swift
    // cannot catch.
    .target(
      name: "CImageCodecs", linkerSettings: [.linkedLibrary("png"), .linkedLibrary("jpeg")]),
    .target(name: "SymbiosisTerminal", dependencies: ["Symbiosis", "CImageCodecs"]),
    .executableTarget(name: "Counter", dependencies: ["Symbiosis"], path: "Examples/Counter"),
    .executableTarget(
      name: "Showcase", dependencies: ["Symbiosis", "SymbiosisTerminal"], path: "Examples/Showcase"),
    .target(
      name: "Searchy", dependencies: ["Symbiosis", "SymbiosisTerminal"],
      path: "Examples/Searchy/Searchy", resources: [.copy("Resources/catalog.json")]),
    .executableTarget(
      name: "SearchyMain", dependencies: ["Searchy", "SymbiosisTerminal"],
      path: "Examples/Searchy/Main"),
    .target(name: "BenchmarkHarness", path: "Benchmarks/BenchmarkHarness"),
    .executableTarget(
      name: "ReactiveBenchmarks",
      dependencies: [
        "Symbiosis", "BenchmarkHarness", .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Benchmarks/ReactiveBenchmarks"
    ),
    .executableTarget(
      name: "DiffBenchmarks",
      dependencies: ["Symbiosis", "SymbiosisTesting", "BenchmarkHarness"],
      path: "Benchmarks/DiffBenchmarks"
    ),
    .executableTarget(
      name: "SearchyBenchmarks",
      dependencies: ["Searchy", "SymbiosisTerminal", "BenchmarkHarness"],
      path: "Benchmarks/SearchyBenchmarks"
    ),
    .executableTarget(
      name: "TerminalBenchmarks",
      dependencies: ["SymbiosisTerminal", "SymbiosisTesting", "BenchmarkHarness"],
      path: "Benchmarks/TerminalBenchmarks"
    ),
    .testTarget(name: "SymbiosisTests", dependencies: ["Symbiosis", "SymbiosisTesting"]),
    .testTarget(
      name: "SearchyTests",
      dependencies: [
        "Searchy", "Symbiosis", "SymbiosisTerminal", "SymbiosisTesting",
        .product(name: "FlyingFox", package: "FlyingFox"),
      ]
    ),
    .testTarget(
      name: "SymbiosisTerminalTests",
      dependencies: ["Symbiosis", "SymbiosisTerminal", "CImageCodecs", "SymbiosisTesting"],
      resources: [.copy("Images/Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
