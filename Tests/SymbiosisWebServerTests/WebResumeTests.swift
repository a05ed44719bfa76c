import Foundation
import HummingbirdWSClient
import Symbiosis
import SymbiosisWeb
import Synchronization
import Testing

@testable import SymbiosisWebServer

/// A frame as the server sent it: its number, its acks, and its JSON.
private struct Frame: Sendable {
  let number: Int
  let acks: [Int]
  let json: String

  init?(_ json: String) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let number = object["f"] as? Int
    else { return nil }
    self.number = number
    acks = object["ack"] as? [Int] ?? []
    self.json = json
  }
}

/// A lost connection resumed: events never run twice, missed frames replayed, a disconnected
/// session kept for a while and then ended.
@MainActor @Suite
struct WebResumeTests {
  /// Opens `socket`, sends `messages`, and returns the frames received until `enough` says so.
  private func frames(
    _ socket: TestSocket, sending messages: [String] = [],
    until enough: @escaping @Sendable ([Frame]) -> Bool
  ) async throws -> [Frame] {
    let received = Mutex<[Frame]>([])
    try await socket.run { inbound, outbound in
      for message in messages { try await outbound.write(.text(message)) }
      for try await message in inbound.messages(maxSize: 1 << 20) {
        guard case .text(let text) = message, let frame = Frame(text) else { continue }
        let all = received.withLock {
          $0.append(frame)
          return $0
        }
        if enough(all) { return }
      }
    }
    return received.withLock { $0 }
  }

  private func click(_ ref: Int, _ page: TestPage, node: Int) -> String {
    WebEvent(ref: ref, generation: page.generation, node: node, kind: .click).json
  }

  @Test func aClickResentThreeTimesAlsoAcrossAReconnectRunsOnce() async throws {
    var scene: ClickScene?
    try await TestServer.with(root: {
      let made = ClickScene()
      scene = made
      return made
    }) { server in
      let page = try await server.openPage()
      let node = try #require(page.node(of: "button"))
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let click = click(1, page, node: node)
      let first = try await frames(socket, sending: [click, click, click]) { frames in
        frames.filter { $0.acks == [1] }.count == 3
      }
      #expect(first.filter { $0.acks == [1] }.count == 3, "each sending acknowledged")
      await server.server.sessions.waitUntilClosed(page.id)
      let again = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token,
        last: first.last?.number)
      _ = try await frames(again, sending: [click]) { $0.contains { $0.acks == [1] } }
      #expect(scene?.counter.clicks == 1)
      #expect(scene?.counter.textContent == "1")
    }
  }

  @Test func aReconnectAfterTenSecondsGetsExactlyTheFramesMissed() async throws {
    try await TestServer.with(root: { ClickScene() }) { server in
      let page = try await server.openPage()
      let node = try #require(page.node(of: "button"))
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let before = try await frames(socket, sending: [click(1, page, node: node)]) {
        $0.contains { $0.acks == [1] }
      }
      let applied = try #require(before.last?.number)
      await server.server.sessions.waitUntilClosed(page.id)
      // While the socket is cut the screen changes: two more clicks, from another path.
      page.session.receive(click(2, page, node: node))
      page.session.receive(click(3, page, node: node))
      let made = page.session.lastFrame
      #expect(made == applied + 2)
      await server.clock.advance(by: .seconds(10))
      let again = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token,
        last: applied)
      let replayed = try await frames(again) { $0.last?.number == made }
      #expect(replayed.map(\.number) == Array(applied + 1...made))
      #expect(replayed.map(\.acks) == [[2], [3]])
      #expect(replayed.last?.json.contains("[\"t\",\(node),\"3\"]") == true, "\(replayed)")
    }
  }

  @Test func aReconnectMissingMoreThanIsKeptGetsOneFreshScreen() async throws {
    try await TestServer.with(root: { ClickScene() }) { server in
      let page = try await server.openPage()
      let node = try #require(page.node(of: "button"))
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let before = try await frames(socket, sending: [click(1, page, node: node)]) {
        $0.contains { $0.acks == [1] }
      }
      let applied = try #require(before.last?.number)
      await server.server.sessions.waitUntilClosed(page.id)
      let missed = WebSession.keptFrameCount + 1
      for ref in 2...(missed + 1) { page.session.receive(click(ref, page, node: node)) }
      let again = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token,
        last: applied)
      let fresh = try await frames(again) { _ in true }
      let frame = try #require(fresh.first)
      #expect(frame.number == applied + missed + 1, "one frame after those missed")
      #expect(frame.json.contains("[\"s\",\(page.generation),\"Clicks\","), "\(frame.json)")
      #expect(frame.json.contains(">\(missed + 1)\\u003c/button>"), "the screen as it is now")
      #expect(frame.json.contains("[\"nav\",\"replace\",\"/\"]"))
      #expect(frame.json.contains("\"upto\":\(missed + 1),"), "it acknowledges what it stands for")
    }
  }

  @Test func aSessionPastItsKeepAliveEndsAndItsSocketIsRefused() async throws {
    try await TestServer.with(root: { ClickScene() }) { server in
      let page = try await server.openPage()
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      try await socket.run { _, _ in }
      await server.server.sessions.waitUntilClosed(page.id)
      // Another browser's token may not resume it.
      let forged = TestSocket(
        port: server.port, session: page.id, origin: server.origin,
        token: String(repeating: "0", count: 64), last: 0)
      await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
        try await forged.run { _, _ in }
      }
      await server.clock.advance(by: WebServer.defaultKeepAlive - .seconds(1))
      #expect(server.server.sessions.session(page.id) != nil)
      await server.clock.advance(by: .seconds(1))
      await server.server.sessions.waitUntilEnded(page.id)
      await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
        try await socket.run { _, _ in }
      }
    }
  }

  @Test func pastTheCapTheSessionDisconnectedLongestEnds() async throws {
    var limits = WebLimits()
    limits.disconnectedSessions = 1
    try await TestServer.with(root: { ClickScene() }, limits: limits) { server in
      let older = try await server.openPage()
      let newer = try await server.openPage()
      for page in [older, newer] {
        try await TestSocket(
          port: server.port, session: page.id, origin: server.origin, token: page.token
        ).run { _, _ in }
        await server.server.sessions.waitUntilClosed(page.id)
      }
      await server.server.sessions.waitUntilEnded(older.id)
      #expect(server.server.sessions.session(newer.id) != nil)
      #expect(server.server.sessions.disconnected == [newer.id])
    }
  }
}
