import ArgumentParser
import Foundation
import SymbiosisScenes
import SymbiosisWeb
import Testing

@testable import SymbiosisWebServer

/// The command line of an app served to browsers.
@MainActor
struct WebOptionsTests {
  @Test func theDefaultsServeThisMachineOnly() throws {
    let options = try WebOptions.parse([])
    #expect(!options.web)
    #expect(options.port == 8080)
    #expect(options.host == "127.0.0.1")
    #expect(options.origins.isEmpty)
  }

  @Test func everyOptionIsRead() throws {
    let options = try WebOptions.parse([
      "--web", "--port", "0", "--host", "0.0.0.0", "--origin", "http://box.local:8080",
      "--origin", "https://app.example",
    ])
    #expect(options.web)
    #expect(options.port == 0)
    #expect(options.host == "0.0.0.0")
    #expect(options.origins == ["http://box.local:8080", "https://app.example"])
  }

  @Test func theLimitsAreReadIntoTheServersLimits() throws {
    #expect(try WebOptions.parse([]).limits == WebLimits())
    let options = try WebOptions.parse([
      "--sessions-per-address", "1000", "--sessions-per-cookie", "4", "--events-per-second", "5",
      "--memory-limit", "512",
    ])
    #expect(options.limits.sessionsPerAddress == 1000)
    #expect(options.limits.sessionsPerCookie == 4)
    #expect(options.limits.eventsPerSecond == 5)
    #expect(options.limits.eventBurst == 10)
    #expect(options.limits.memory == 512 * 1024 * 1024)
  }

  @Test(arguments: [
    ["--events-per-second", "0"], ["--sessions-per-cookie=-3"], ["--memory-limit", "0"],
  ])
  func aLimitBelowOneIsRefusedSayingWhich(arguments: [String]) {
    #expect {
      _ = try WebOptions.parse(arguments)
    } throws: { error in
      let name = arguments[0].split(separator: "=")[0]
      return WebOptions.message(for: error).contains("\(name) must be a whole number above 0")
    }
  }

  @Test func theOriginsAllowedAreTheServersOwnTheirLoopbackFormsAndThoseAdded() {
    let origins = WebOrigins(host: "127.0.0.1", port: 8080, extra: ["https://App.example/"])
    for allowed in [
      "http://127.0.0.1:8080", "http://localhost:8080", "http://[::1]:8080",
      "https://app.example",
    ] {
      #expect(origins.allows([allowed]), "\(allowed)")
    }
    #expect(!origins.allows([]))
    #expect(!origins.allows(["http://127.0.0.1:8081"]))
    #expect(!origins.allows(["http://evil.example"]))
    #expect(!origins.allows(["http://127.0.0.1:8080", "http://evil.example"]))
    #expect(!origins.allows(["null"]))
  }

  @Test func serveChecksTheFilesWithCheckAndExits() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "serve-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try TestServer.scene.write(
      to: folder.appending(path: "Counter.scene.yaml"), atomically: true, encoding: .utf8)
    let types = SceneTypes().action { PressAction() }
    let good = try SceneOptions.parse(["--check", "--scenes", folder.path])
    await #expect(throws: ExitCode.success) {
      try await good.serve(
        root: "Counter", types: types, bundle: .main, web: try WebOptions.parse(["--web"]))
    }
    try "scene: Counter\nviews:\n  - nothing: {}\n".write(
      to: folder.appending(path: "Counter.scene.yaml"), atomically: true, encoding: .utf8)
    await #expect(throws: ExitCode.failure) {
      try await good.serve(
        root: "Counter", types: types, bundle: .main, web: try WebOptions.parse(["--web"]))
    }
  }
}
