import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTesting
import SymbiosisWeb
import Testing

@testable import SymbiosisWebServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Counts the presses of the test scene's button.
final class PressAction: Action<Void> {
  @MainActor static var presses = 0
  override func perform(_ input: Void) async throws { await MainActor.run { Self.presses += 1 } }
}

/// A real server on a loopback port picked for it, serving a scene with a label and a button,
/// its sessions' clock the test's.
@MainActor
struct TestServer {
  static let scene = """
    scene: Counter
    title: Counter
    views:
      - label: Presses
      - button: { title: Press, action: { action: PressAction } }
    """

  let server: WebServer
  let port: Int
  let clock: ControllableClock
  private let task: Task<Void, any Error>

  /// Runs `body` with a server listening, and stops the server after it; the server serves
  /// the scene file, or the app made in code whose first scene `root` makes when given. It
  /// pings its sockets every `pingPeriod`, and cuts a connection whose peer has not answered a
  /// close within `closeTimeout` (both in real time).
  static func with(
    origins: [String] = [], root: (@MainActor () -> Scene)? = nil, files: URL? = nil,
    limits: WebLimits = WebLimits(), pingPeriod: Duration = WebServer.defaultPingPeriod,
    closeTimeout: Duration = .seconds(1),
    _ body: @MainActor (TestServer) async throws -> Void
  ) async throws {
    let types = SceneTypes().action { PressAction() }
    let library = try SceneLibrary(
      files: [("Counter.scene.yaml", scene)], types: types, platform: WebScenePlatform())
    let clock = ControllableClock()
    // HummingbirdWSClient sends `Origin: ws://127.0.0.1` before the one a test gives, and the
    // server allows a socket only when every Origin header is allowed.
    let allowed = origins + ["ws://127.0.0.1"]
    var server =
      if let root {
        WebServer(
          port: 0, origins: allowed, clock: clock,
          limits: limits, root: root)
      } else {
        WebServer(
          library: library, root: "Counter", port: 0, origins: allowed, clock: clock, files: files,
          limits: limits)
      }
    server.pingPeriod = pingPeriod
    server.closeTimeout = closeTimeout
    let (ports, ready) = AsyncStream.makeStream(of: Int.self)
    let task = Task {
      defer { ready.finish() }
      // Other suites send this process SIGINT and SIGTERM (the terminal's signal tests).
      try await server.run(stopsOnSignals: false) { ready.yield($0) }
    }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else {
      try await task.value
      Issue.record("the server stopped before it listened")
      return
    }
    let running = TestServer(server: server, port: port, clock: clock, task: task)
    do {
      try await body(running)
    } catch {
      await server.stop()
      _ = await task.result
      throw error
    }
    await server.stop()
    try await task.value
    #expect(server.sessions.sessionIDs.isEmpty)
  }

  /// Stops the server and returns whether it stopped within `bound` (real time): a server
  /// that has not is left running.
  func stops(within bound: Duration) async -> Bool {
    await server.stop()
    let (outcomes, outcome) = AsyncStream.makeStream(of: Bool.self)
    let task = task
    let stopped = Task {
      _ = await task.result
      outcome.yield(true)
    }
    let timer = Task {
      try? await Task.sleep(for: bound)
      outcome.yield(false)
    }
    var first = outcomes.makeAsyncIterator()
    let stoppedInTime = await first.next() ?? false
    timer.cancel()
    _ = stopped
    return stoppedInTime
  }

  /// The server's own origin.
  var origin: String { "http://127.0.0.1:\(port)" }

  /// What a `GET` (or another `method`) of `path` answers, sent with `cookie` (a token) when
  /// given.
  func get(
    _ path: String, method: String = "GET", cookie: String? = nil, headers: [String: String] = [:]
  ) async throws -> (body: String, response: HTTPURLResponse) {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
    request.httpMethod = method
    request.httpShouldHandleCookies = false
    // Under the sanitizers a busy main actor answers late; the suite's own bound is CI's.
    request.timeoutInterval = 900
    if let cookie { request.setValue("symbiosis=\(cookie)", forHTTPHeaderField: "Cookie") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieAcceptPolicy = .never
    configuration.httpShouldSetCookies = false
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: request)
    return (String(decoding: data, as: UTF8.self), response as! HTTPURLResponse)
  }

  /// A page of the app: its session (the one its `GET` opened), the token its cookie gave,
  /// and its HTML.
  func openPage(_ path: String = "/") async throws -> TestPage {
    let before = Set(server.sessions.sessionIDs)
    let (html, response) = try await get(path)
    let cookie = try #require(response.value(forHTTPHeaderField: "Set-Cookie"))
    let token = try #require(
      cookie.split(separator: ";").first?.split(separator: "=", maxSplits: 1).last)
    let id = try #require(Set(server.sessions.sessionIDs).subtracting(before).first)
    let session = try #require(server.sessions.session(id))
    return TestPage(html: html, token: String(token), session: session)
  }
}

/// A page as the server sent it, and its session.
@MainActor
struct TestPage {
  let html: String
  let token: String
  let session: WebSession

  /// The session's id.
  var id: String { session.id }
  /// The screen's generation.
  var generation: Int { session.page.generation }

  /// The node number of the first view whose tag is `tag` on the session's page.
  func node(of tag: String) -> Int? {
    var views = [session.page.root]
    while !views.isEmpty {
      let view = views.removeFirst()
      if view.tag == tag { return view.node }
      views += view.children
    }
    return nil
  }
}
