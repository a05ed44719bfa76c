// swift-tools-version: 6.2
// libFuzzer targets, in a package of their own so that the root package's `swift build`,
// `swift test` and CI never build them: they link only with `--sanitize=fuzzer`, whose libFuzzer
// supplies `main`. Build and run them as README.md says.
import PackageDescription

let package = Package(
  name: "SymbiosisFuzz",
  platforms: [.macOS(.v26)],
  dependencies: [.package(name: "Symbiosis", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "SymbiosisTerminal", package: "Symbiosis"),
        .product(name: "SymbiosisTerminalImages", package: "Symbiosis"),
      ]),
    .executableTarget(
      name: "InputParserFuzzer",
      dependencies: [.product(name: "SymbiosisTerminal", package: "Symbiosis")]),
    .executableTarget(name: "PNGFuzzer", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "JPEGFuzzer", dependencies: ["FuzzSupport"]),
    .executableTarget(
      name: "SceneFileFuzzer",
      dependencies: [.product(name: "SymbiosisScenes", package: "Symbiosis")]),
    .executableTarget(
      name: "WebProtocolFuzzer",
      dependencies: [
        .product(name: "Symbiosis", package: "Symbiosis"),
        .product(name: "SymbiosisScenes", package: "Symbiosis"),
        .product(name: "SymbiosisWeb", package: "Symbiosis"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
