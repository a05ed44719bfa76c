import Foundation
import HummingbirdWSClient
import NIOWebSocket
import Symbiosis
import SymbiosisTesting
import SymbiosisWeb
import Synchronization
import Testing

@testable import SymbiosisWebServer

/// Sockets whose peer is gone without a word (a network cut, a laptop asleep): a page's new
/// socket takes its session over, pings find the dead ones, and closes and stopping do not
/// wait for them forever.
@MainActor @Suite
struct WebSocketLivenessTests {
  /// The bytes of a close frame the server sends with `code` and `reason`.
  private func closeFrame(_ code: UInt16, _ reason: String) -> [UInt8] {
    [0x88, UInt8(2 + reason.utf8.count), UInt8(code >> 8), UInt8(code & 0xFF)]
      + Array(reason.utf8)
  }

  /// A raw connection upgraded to `page`'s socket, which has had one click (`ref`) acknowledged
  /// on it: the session is served by it.
  private func servedSocket(
    _ server: TestServer, _ page: TestPage, node: Int, ref: Int = 1
  ) async throws -> RawSocket {
    let (socket, head) = try await RawSocket.upgraded(
      port: server.port, session: page.id, origin: server.origin, token: page.token)
    #expect(head.hasPrefix("HTTP/1.1 101"), "\(head)")
    socket.sendText(WebEvent(ref: ref, generation: page.generation, node: node, kind: .click).json)
    let acked = try await socket.onThread { $0.readText(containing: "\"ack\":[\(ref)]") }
    #expect(acked != nil, "the socket serves the session")
    return socket
  }

  @Test func theServerStopsThoughASocketNeverAnswersItsClose() async throws {
    // No ping comes to cut the silent socket first.
    try await TestServer.with(pingPeriod: .seconds(3600)) { server in
      let page = try await server.openPage()
      let button = try #require(page.node(of: "button"))
      let socket = try await servedSocket(server, page, node: button)
      // From now on the socket answers nothing, not even the server's close.
      // A generous bound for a busy machine: without one the server never stops.
      #expect(await server.stops(within: .seconds(60)))
      withExtendedLifetime(socket) {}
    }
  }

  @Test func aSocketThatNeverAnswersAPingIsClosedAndItsSessionKept() async throws {
    try await TestServer.with(pingPeriod: .milliseconds(200)) { server in
      let page = try await server.openPage()
      let (socket, head) = try await RawSocket.upgraded(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      #expect(head.hasPrefix("HTTP/1.1 101"), "\(head)")
      await server.server.sessions.waitUntilServed(page.id)
      await server.server.sessions.waitUntilClosed(page.id)
      #expect(server.server.sessions.session(page.id) != nil, "kept for the page to reconnect")
      #expect(server.server.sessions.disconnected == [page.id])
      // A ping, then a close, and the connection cut.
      let rest = try await socket.onThread { $0.readToClose() }
      #expect(rest?.prefix(2) == [0x89, 16], "a ping")
      #expect(rest?.suffix(16) == closeFrame(1001, "Ping timeout")[...])
    }
  }

  @Test func aSocketAnsweringItsPingsStaysOpen() async throws {
    // Its pong must come within a period: one long enough for a busy machine.
    try await TestServer.with(pingPeriod: .seconds(4)) { server in
      let page = try await server.openPage()
      let button = try #require(page.node(of: "button"))
      let (socket, head) = try await RawSocket.upgraded(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      #expect(head.hasPrefix("HTTP/1.1 101"), "\(head)")
      let click = { (ref: Int) in
        WebEvent(ref: ref, generation: page.generation, node: button, kind: .click).json
      }
      let (first, second) = (click(1), click(2))
      // One thread reads every frame and answers each ping the moment it comes: a test that
      // waited for the main actor between pings could answer late on a busy machine. It stops
      // at a close, at the second click's acknowledgement, or two pings after that click.
      let (opcodes, acked) = try await socket.onThread { socket in
        var opcodes: [UInt8] = []
        var pings = 0
        socket.sendText(first)
        while pings < 4, let frame = socket.readFrame(), frame.opcode != 0x8 {
          opcodes.append(frame.opcode)
          if frame.opcode == 0x9 {
            socket.sendFrame(opcode: 0xA, frame.payload)
            pings += 1
            // Answered twice, the socket still serves the session.
            if pings == 2 { socket.sendText(second) }
          }
          let text = String(decoding: frame.payload, as: UTF8.self)
          if frame.opcode == 0x1, text.contains("\"ack\":[2]") { return (opcodes, true) }
        }
        return (opcodes, false)
      }
      #expect(opcodes.filter { $0 == 0x9 }.count >= 2, "pings answered: \(opcodes)")
      #expect(acked, "the second click acknowledged, no close: \(opcodes)")
      #expect(server.server.sessions.disconnected.isEmpty)
    }
  }

  @Test func aPageReconnectingWhileTheServerHoldsItsDeadSocketTakesItsSessionOver()
    async throws
  {
    var scene: ClickScene?
    // No ping comes to cut the dead socket first: the new socket takes its session over.
    try await TestServer.with(
      root: {
        let made = ClickScene()
        scene = made
        return made
      }, pingPeriod: .seconds(3600)
    ) { server in
      let page = try await server.openPage()
      let counter = try #require(scene?.counter)
      let button = try #require(page.node(of: "button"))
      let dead = try await servedSocket(server, page, node: button)
      let applied = page.session.lastFrame
      // A click the server takes, whose frame never reaches the page: the network is cut.
      let click2 = WebEvent(ref: 2, generation: page.generation, node: button, kind: .click).json
      dead.sendText(click2)
      // Read only to know that the server took it: the page never applies it.
      _ = try await dead.onThread { $0.readText(containing: "\"ack\":[2]") }
      let cut = Task { try await dead.onThread { $0.readToClose() } }
      // Another browser's token still may not take it.
      let other = try await server.openPage()
      await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
        try await TestSocket(
          port: server.port, session: page.id, origin: server.origin, token: other.token
        ).run { _, _ in }
      }
      let received = Mutex<[String]>([])
      let again = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token,
        last: applied)
      let click3 = WebEvent(ref: 3, generation: page.generation, node: button, kind: .click).json
      try await again.run { inbound, outbound in
        // The page sends again what was not acknowledged, then goes on.
        try await outbound.write(.text(click2))
        try await outbound.write(.text(click3))
        for try await message in inbound.messages(maxSize: 1 << 20) {
          guard case .text(let frame) = message else { continue }
          received.withLock { $0.append(frame) }
          if frame.contains("\"ack\":[3]") { return }
        }
      }
      let frames = received.withLock { $0 }
      #expect(frames.first?.hasPrefix("{\"f\":\(applied + 1),") == true, "the frame missed first")
      #expect(frames.first?.contains("\"2\"") == true, "\(frames)")
      #expect(
        frames.contains { $0.contains("\"ack\":[2]") }, "the click sent again is acknowledged")
      #expect(counter.clicks == 3, "each click ran once")
      let bytes = try await cut.value
      #expect(bytes?.suffix(14) == closeFrame(WebServer.takenOverCode, "taken over")[...])
      #expect(bytes != nil, "the dead socket's connection was cut")
    }
  }

  @Test func aSecondSocketOfTheOwnerTakesTheSessionOverAndTheFirstIsToldSo() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let button = try #require(page.node(of: "button"))
      let (opened, open) = AsyncStream.makeStream(of: Void.self)
      let first = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let generation = page.generation
      let firstClosed = Task {
        try await first.run { inbound, outbound in
          let click = WebEvent(ref: 1, generation: generation, node: button, kind: .click)
          try await outbound.write(.text(click.json))
          for try await message in inbound.messages(maxSize: 1 << 20) {
            guard case .text(let frame) = message, frame.contains("\"ack\":[1]") else { continue }
            open.yield()
          }
        }
      }
      var waiting = opened.makeAsyncIterator()
      _ = await waiting.next()
      let second = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token,
        last: page.session.lastFrame)
      try await second.run { inbound, outbound in
        let click = WebEvent(ref: 2, generation: generation, node: button, kind: .click)
        try await outbound.write(.text(click.json))
        for try await message in inbound.messages(maxSize: 1 << 20) {
          guard case .text(let frame) = message, frame.contains("\"ack\":[2]") else { continue }
          return
        }
      }
      let close = try await firstClosed.value
      #expect(close?.closeCode == .unknown(WebServer.takenOverCode))
      #expect(close?.reason == WebServer.takenOverReason)
      await server.server.sessions.waitUntilClosed(page.id)
      #expect(server.server.sessions.disconnected == [page.id], "kept, as for any socket closed")
    }
  }

  @Test func aSocketTakenOverChangesNothingWhenItSpeaksOrClosesLate() async throws {
    let scene = ClickScene()
    let sessions = WebSessionRegistry(
      app: .code({ scene }, stylesheet: ""), clock: ControllableClock())
    let answer = await sessions.open(path: "/", cookie: nil)
    let token = try #require(answer.newToken)
    let id = try #require(sessions.sessionIDs.first)
    let dropped = Mutex<[UInt16]>([])
    let firstLink = sessions.connect(
      id, token: token, send: { _ in }, drop: { code, _ in dropped.withLock { $0.append(code) } })
    let first = try #require(firstLink)
    let secondLink = sessions.connect(id, token: token, send: { _ in })
    let second = try #require(secondLink)
    #expect(dropped.withLock { $0 } == [WebServer.takenOverCode])
    let forged = sessions.connect(id, token: "forged", send: { _ in })
    #expect(forged == nil)
    let session = first.session
    let node = try #require(scene.counter.node)
    let click = WebEvent(ref: 1, generation: session.page.generation, node: node, kind: .click)
    sessions.receive(click.json, for: id, link: first.link)
    #expect(session.highestRef == 0, "the old socket's message is not taken")
    sessions.socketClosed(id, link: first.link)
    #expect(sessions.disconnected.isEmpty, "the old socket's close leaves the new one serving")
    sessions.receive(click.json, for: id, link: second.link)
    #expect(session.highestRef == 1)
    sessions.socketClosed(id, link: second.link)
    #expect(sessions.disconnected == [id])
    sessions.endAll()
  }
}
