import Foundation
import HummingbirdWSClient
import Symbiosis
import SymbiosisWeb
import Synchronization
import Testing

@testable import SymbiosisWebServer

/// A button whose action takes as long as the test wants: it runs until the test opens its
/// gate, then shows how many times it ran.
private final class SlowScene: Scene {
  let button = WebButton("Save")
  let result = WebLabel("")
  var runs = 0
  /// Told each time the action starts.
  let started: AsyncStream<Void>.Continuation
  /// What the action waits for.
  let gate: AsyncStream<Void>
  private var action: Action<Void>?

  init(started: AsyncStream<Void>.Continuation, gate: AsyncStream<Void>) {
    self.started = started
    self.gate = gate
    super.init(title: "Slow")
  }

  override func content() throws -> any PlatformView {
    let action = Action<Void> { [unowned self] _ in
      self.started.yield()
      var opened = self.gate.makeAsyncIterator()
      _ = await opened.next()
      self.runs += 1
      self.result.text = "ran \(self.runs)"
    }
    action.bind(to: button)
    self.action = action
    return WebStack(.vertical, [button, result])
  }
}

/// A scene whose content is one text field.
private final class FieldScene: Scene {
  let field = WebField()

  init() { super.init(title: "Field") }

  override func content() throws -> any PlatformView { field }
}

/// A connection cut at the worst moments, over a real socket: an action that runs once, and
/// typing that keeps every character.
@MainActor @Suite
struct WebConnectionCutTests {
  /// The number of `frame`, as the server sent it.
  private func number(of frame: String?) -> Int? {
    guard let frame, let start = frame.range(of: "{\"f\":") else { return nil }
    return Int(frame[start.upperBound...].prefix { $0.isNumber })
  }

  @Test func aConnectionResetLeavesItsSessionKeptToResume() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let button = try #require(page.node(of: "button"))
      do {
        let (socket, _) = try await RawSocket.upgraded(
          port: server.port, session: page.id, origin: server.origin, token: page.token)
        socket.sendText(
          WebEvent(ref: 1, generation: page.generation, node: button, kind: .click).json)
        let acked = try await socket.onThread { $0.readText(containing: "\"ack\":[1]") }
        #expect(acked != nil)
        socket.resetsWhenClosed()
      }
      await server.server.sessions.waitUntilClosed(page.id)
      #expect(server.server.sessions.session(page.id) != nil, "kept for the page to reconnect")
      #expect(server.server.sessions.disconnected == [page.id])
    }
  }

  @Test func aConnectionCutInTheMiddleOfAnActionRunsItOnce() async throws {
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    var scene: SlowScene?
    try await TestServer.with(root: {
      let made = SlowScene(started: start, gate: gate)
      scene = made
      return made
    }) { server in
      let page = try await server.openPage()
      let button = try #require(scene?.button.node)
      let result = try #require(scene?.result.node)
      let click = WebEvent(ref: 1, generation: page.generation, node: button, kind: .click).json
      let applied: Int
      do {
        let (socket, _) = try await RawSocket.upgraded(
          port: server.port, session: page.id, origin: server.origin, token: page.token)
        socket.sendText(click)
        let acked = try await socket.onThread { $0.readText(containing: "\"ack\":[1]") }
        applied = try #require(number(of: acked))
        var running = started.makeAsyncIterator()
        _ = await running.next()
        // The connection is cut (no close frame) while the action runs.
      }
      await server.server.sessions.waitUntilClosed(page.id)
      let received = Mutex<[String]>([])
      let again = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token,
        last: applied)
      try await again.run { inbound, outbound in
        // The page sends the click again: its acknowledgement may have been lost.
        try await outbound.write(.text(click))
        for try await message in inbound.messages(maxSize: 1 << 20) {
          guard case .text(let frame) = message else { continue }
          received.withLock { $0.append(frame) }
          if frame.contains("\"ack\":[1]") { open.yield() }
          if frame.contains("ran 1") { return }
        }
      }
      let frames = received.withLock { $0 }
      #expect(
        frames.contains { $0.contains("\"ack\":[1]") }, "the click sent again is acknowledged")
      #expect(frames.contains { $0.contains("[\"t\",\(result),\"ran 1\"]") }, "\(frames)")
      #expect(scene?.runs == 1)
      #expect(page.session.refused.isEmpty)
    }
  }

  @Test func aConnectionCutWhileTypingLosesNoCharacter() async throws {
    var scene: FieldScene?
    try await TestServer.with(root: {
      let made = FieldScene()
      scene = made
      return made
    }) { server in
      let page = try await server.openPage()
      let field = try #require(scene?.field.node)
      let typed = "Ada Lovelace"
      // Each keystroke's event, as the page sends them: the whole text, and its revision.
      let events = (1...typed.count).map { count in
        WebEvent(
          ref: count, generation: page.generation, node: field, kind: .input,
          text: String(typed.prefix(count)), revision: count
        ).json
      }
      let applied: Int
      do {
        let (socket, _) = try await RawSocket.upgraded(
          port: server.port, session: page.id, origin: server.origin, token: page.token)
        for event in events[..<5] { socket.sendText(event) }
        let acked = try await socket.onThread { $0.readText(containing: "\"ack\":[3]") }
        applied = try #require(number(of: acked))
        // The connection is cut with "Ada " sent and only "Ada" acknowledged.
      }
      await server.server.sessions.waitUntilClosed(page.id)
      let again = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token,
        last: applied)
      let last = typed.count
      let values = Mutex<[String]>([])
      try await again.run { inbound, outbound in
        // The page sends again what was not acknowledged (4 and 5), then types on.
        for event in events[3...] { try await outbound.write(.text(event)) }
        for try await message in inbound.messages(maxSize: 1 << 20) {
          guard case .text(let frame) = message else { continue }
          if frame.contains("[\"v\",") { values.withLock { $0.append(frame) } }
          if frame.contains("\"ack\":[\(last)]") { return }
        }
      }
      #expect(scene?.field.text.value == typed)
      #expect(scene?.field.revision == typed.count)
      #expect(values.withLock { $0 }.isEmpty, "nothing typed is sent back to the page")
    }
  }
}
