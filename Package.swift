// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Symbiosis",
  platforms: [.macOS(.v26)],
  products: [
    .library(name: "Symbiosis", targets: ["Symbiosis"]),
    .library(name: "SymbiosisTesting", targets: ["SymbiosisTesting"]),
    .library(name: "SymbiosisScenes", targets: ["SymbiosisScenes"]),
    .library(name: "SymbiosisScenesTesting", targets: ["SymbiosisScenesTesting"]),
    .library(name: "SymbiosisTerminal", targets: ["SymbiosisTerminal"]),
    // What an app adds to the terminal when it uses them: PNG and JPEG decoding (libpng and
    // libjpeg), scene files (Yams), and a terminal in memory for its tests.
    .library(name: "SymbiosisTerminalImages", targets: ["SymbiosisTerminalImages"]),
    .library(name: "SymbiosisTerminalScenes", targets: ["SymbiosisTerminalScenes"]),
    .library(name: "SymbiosisTerminalTesting", targets: ["SymbiosisTerminalTesting"]),
    // The browser platform: pages and their live operations (no server), the Hummingbird server
    // that serves them, and an in-process browser for an app's tests.
    .library(name: "SymbiosisWeb", targets: ["SymbiosisWeb"]),
    .library(name: "SymbiosisWebServer", targets: ["SymbiosisWebServer"]),
    .library(name: "SymbiosisWebTesting", targets: ["SymbiosisWebTesting"]),
    // The Searchy demo's model, views and services, for the nested Benchmarks package.
    .library(name: "Searchy", targets: ["Searchy"]),
    .executable(name: "counter", targets: ["Counter"]),
    .executable(name: "showcase", targets: ["Showcase"]),
    .executable(name: "searchy", targets: ["SearchyMain"]),
    .executable(name: "people", targets: ["PeopleDemo"]),
    .executable(name: "user", targets: ["UserDemo"]),
    .executable(name: "todos", targets: ["TodosDemo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // The browser platform's server: HTTP/1.1 on SwiftNIO, and WebSocket upgrades on the same
    // port, with async sequences for frames in and out.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    // The server's log (the limits clients reach), the logging API Hummingbird already uses.
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
    // `swift package generate-documentation`: the DocC catalogs, which CI builds.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "Symbiosis"),
    .target(
      name: "SymbiosisTesting",
      dependencies: ["Symbiosis"]
    ),
    // libpng and libjpeg behind a small C layer: libjpeg reports errors by longjmp, which Swift
    // cannot catch.
    .target(
      name: "CImageCodecs", linkerSettings: [.linkedLibrary("png"), .linkedLibrary("jpeg")]),
    // Scene files: YAML through Yams, whose nodes carry the line and column every error names,
    // and the command-line options every scene-file app gets on every platform.
    .target(
      name: "SymbiosisScenes",
      dependencies: [
        "Symbiosis", "Yams", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The conformance suite every scene-file platform's tests run against it.
    .target(name: "SymbiosisScenesTesting", dependencies: ["Symbiosis", "SymbiosisScenes"]),
    .target(
      name: "SymbiosisTerminal",
      dependencies: [
        "Symbiosis", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(name: "SymbiosisTerminalImages", dependencies: ["SymbiosisTerminal", "CImageCodecs"]),
    // The `image` kind of scene files decodes the pictures it reads from files.
    .target(
      name: "SymbiosisTerminalScenes",
      dependencies: [
        "Symbiosis", "SymbiosisScenes", "SymbiosisTerminal", "SymbiosisTerminalImages",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // `TestTerminal(scenes:types:root:)` runs a scene-file app as `SceneOptions.run` shows it.
    .target(
      name: "SymbiosisTerminalTesting",
      dependencies: ["SymbiosisTerminal", "SymbiosisScenes", "SymbiosisTerminalScenes"]),
    // The browser platform with no server: a page's nodes, the standard view kinds, sessions and
    // the wire operations, testable in process; the client script and stylesheet it serves.
    .target(
      name: "SymbiosisWeb", dependencies: ["Symbiosis", "SymbiosisScenes"],
      resources: [.copy("Client")]),
    .target(
      name: "SymbiosisWebServer",
      dependencies: [
        "Symbiosis", "SymbiosisScenes", "SymbiosisWeb", "CHeapUsage",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    // The heap's bytes in use, from the C library's allocator: the server's memory limit.
    .target(name: "CHeapUsage"),
    .target(
      name: "SymbiosisWebTesting", dependencies: ["Symbiosis", "SymbiosisScenes", "SymbiosisWeb"]),
    .executableTarget(
      name: "Counter",
      dependencies: [
        "Symbiosis", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Counter"),
    .executableTarget(
      name: "Showcase",
      dependencies: [
        "Symbiosis", "SymbiosisTerminal", "SymbiosisTerminalImages",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Showcase"),
    // libcurl, loaded at run time, for downloads that stop at a size bound (see its header).
    .target(
      name: "CSearchyCurl", path: "Examples/Searchy/CSearchyCurl",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .target(
      name: "Searchy",
      dependencies: [
        "Symbiosis", "SymbiosisTerminal", "SymbiosisTerminalImages", "SymbiosisScenes",
        "SymbiosisWeb", "CSearchyCurl",
      ],
      path: "Examples/Searchy/Searchy", resources: [.copy("Resources/catalog.json")]),
    .executableTarget(
      name: "SearchyMain",
      dependencies: [
        "Searchy", "SymbiosisTerminal", "SymbiosisWebServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Searchy/Main"),
    .executableTarget(
      name: "PeopleDemo",
      dependencies: [
        "Symbiosis", "SymbiosisScenes", "SymbiosisTerminal", "SymbiosisTerminalScenes",
        "SymbiosisWebServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/People", resources: [.copy("Resources/people.json"), .copy("Scenes")]),
    .executableTarget(
      name: "TodosDemo",
      dependencies: [
        "Symbiosis", "SymbiosisScenes", "SymbiosisTerminal", "SymbiosisTerminalScenes",
        "SymbiosisWebServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/Todos", resources: [.copy("Scenes")]),
    .executableTarget(
      name: "UserDemo",
      dependencies: [
        "Symbiosis", "SymbiosisTerminal", "SymbiosisWeb", "SymbiosisWebServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Examples/User"),
    .testTarget(name: "SymbiosisTests", dependencies: ["Symbiosis", "SymbiosisTesting"]),
    .testTarget(
      name: "SymbiosisScenesTests",
      dependencies: [
        "SymbiosisScenes", "Symbiosis", "SymbiosisTesting", "SymbiosisScenesTesting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "PeopleDemoTests",
      dependencies: [
        "PeopleDemo", "Symbiosis", "SymbiosisScenes", "SymbiosisTerminal",
        "SymbiosisTerminalScenes", "SymbiosisTerminalTesting", "SymbiosisTesting", "SymbiosisWeb",
        "SymbiosisWebTesting",
      ]),
    // The articles' snippets, compiled; its tests check that every line an article shows is
    // here, that each tutorial step is its example's code, and that every scene file the scene
    // files article shows loads, or fails as it says.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "Symbiosis", "SymbiosisScenes", "SymbiosisTerminal", "SymbiosisTerminalImages",
        "SymbiosisTerminalScenes", "SymbiosisTerminalTesting", "SymbiosisTesting", "Searchy",
        "SymbiosisWeb", "SymbiosisWebServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "TodosDemoTests",
      dependencies: [
        "TodosDemo", "Symbiosis", "SymbiosisScenes", "SymbiosisTerminal",
        "SymbiosisTerminalScenes", "SymbiosisTerminalTesting", "SymbiosisTesting",
      ]),
    .testTarget(
      name: "UserDemoTests",
      dependencies: [
        "UserDemo", "Symbiosis", "SymbiosisTerminal", "SymbiosisTerminalTesting",
        "SymbiosisTesting", "SymbiosisWeb", "SymbiosisWebTesting",
      ]),
    .testTarget(
      name: "SearchyTests",
      dependencies: [
        "Searchy", "SearchyMain", "Symbiosis", "SymbiosisTerminal", "SymbiosisTerminalImages",
        "SymbiosisTerminalTesting", "SymbiosisTesting", "SymbiosisWeb", "SymbiosisWebTesting",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]
    ),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: [
        "Showcase", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "SymbiosisWebTests",
      dependencies: [
        "Symbiosis", "SymbiosisScenes", "SymbiosisWeb", "SymbiosisWebTesting", "SymbiosisTesting",
        "SymbiosisScenesTesting",
      ]),
    .testTarget(
      name: "SymbiosisWebServerTests",
      dependencies: [
        "Symbiosis", "SymbiosisScenes", "SymbiosisWeb", "SymbiosisWebServer", "SymbiosisTesting",
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "SymbiosisTerminalTests",
      dependencies: [
        "Symbiosis", "SymbiosisScenes", "SymbiosisTerminal", "SymbiosisTerminalImages",
        "SymbiosisTerminalScenes", "SymbiosisTerminalTesting", "CImageCodecs", "SymbiosisTesting",
        "SymbiosisScenesTesting",
      ],
      resources: [.copy("Images/Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
