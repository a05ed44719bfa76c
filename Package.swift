// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Symbiosis",
  platforms: [.macOS(.v26)],
  products: [
    .library(name: "Symbiosis", targets: ["Symbiosis"]),
    .library(name: "SymbiosisTesting", targets: ["SymbiosisTesting"]),
    .executable(name: "counter", targets: ["Counter"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    .target(name: "Symbiosis"),
    .target(
      name: "SymbiosisTesting",
      dependencies: ["Symbiosis", .product(name: "Clocks", package: "swift-clocks")]
    ),
    .executableTarget(name: "Counter", dependencies: ["Symbiosis"], path: "Examples/Counter"),
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
    .testTarget(name: "SymbiosisTests", dependencies: ["Symbiosis", "SymbiosisTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
