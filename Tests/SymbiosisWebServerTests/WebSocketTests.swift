import Foundation
import HummingbirdWSClient
import NIOCore
import NIOWebSocket
import SymbiosisWeb
import Synchronization
import Testing

@testable import SymbiosisWebServer

/// Who may open a session's socket, what it takes, and what it gives back.
@MainActor @Suite
struct WebSocketTests {
  @Test func anUpgradeFromAForeignOriginGets403() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let (_, response) = try await server.get(
        "/_symbiosis/live?session=\(page.id)", cookie: page.token,
        headers: [
          "Origin": "http://evil.example", "Connection": "Upgrade", "Upgrade": "websocket",
          "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        ])
      #expect(response.statusCode == 403)
      let socket = TestSocket(
        port: server.port, session: page.id, origin: "http://evil.example",
        token: page.token)
      await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
        try await socket.run { _, _ in }
      }
      // The page's own origin gets the socket.
      let own = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      try await own.run { _, _ in }
    }
  }

  @Test func anOriginTheCommandLineAddsMayConnect() async throws {
    try await TestServer.with(origins: ["https://app.example"]) { server in
      let page = try await server.openPage()
      let socket = TestSocket(
        port: server.port, session: page.id, origin: "https://app.example",
        token: page.token)
      try await socket.run { _, _ in }
    }
  }

  @Test(arguments: [nil, "forged", String(repeating: "0", count: 64)])
  func aMissingOrForgedTokenIsRefused(token: String?) async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let other = try await server.openPage()  // a token the server did issue, for another page
      for token in [token, other.token] {
        let (_, response) = try await server.get(
          "/_symbiosis/live?session=\(page.id)", cookie: token,
          headers: [
            "Origin": server.origin, "Connection": "Upgrade", "Upgrade": "websocket",
            "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
          ])
        #expect(response.statusCode == 403)
        let socket = TestSocket(
          port: server.port, session: page.id, origin: server.origin, token: token)
        await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
          try await socket.run { _, _ in }
        }
      }
      #expect(server.server.sessions.session(page.id) != nil)
    }
  }

  @Test func aMessageOver64KiBClosesTheSocketWith1009() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let big = ByteBuffer(string: String(repeating: "a", count: 64 * 1024 + 1))
      let close = try await socket.closeFrame(
        after: WebSocketFrame(fin: true, opcode: .text, data: big))
      #expect(close?.closeCode == .messageTooLarge)
      // Told by the frame's header, before its payload: the session ends, the limit counted.
      await server.server.sessions.waitUntilEnded(page.id)
      #expect(server.server.limitsReached == [.messageSize: 1])
    }
  }

  @Test func aMessageOver64KiBInPiecesClosesTheSocketWith1009() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let close = try await socket.run { inbound, outbound in
        let half = ByteBuffer(string: String(repeating: "a", count: 32 * 1024 + 1))
        try await outbound.write(.custom(WebSocketFrame(fin: false, opcode: .text, data: half)))
        try await outbound.write(
          .custom(WebSocketFrame(fin: true, opcode: .continuation, data: half)))
        do {
          for try await _ in inbound {}
        } catch {}
      }
      #expect(close?.closeCode == .messageTooLarge)
      await server.server.sessions.waitUntilEnded(page.id)
      #expect(server.server.limitsReached == [.messageSize: 1])
    }
  }

  @Test func textThatIsNotUTF8ClosesTheSocketWith1007() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let bad = ByteBuffer(bytes: [0x7B, 0xC3, 0x28, 0x7D])
      let close = try await socket.closeFrame(
        after: WebSocketFrame(fin: true, opcode: .text, data: bad))
      #expect(close?.closeCode == .dataInconsistentWithMessage)
      await server.server.sessions.waitUntilEnded(page.id)
    }
  }

  @Test func anUnmaskedFrameClosesTheConnectionWith1002() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let request =
        "GET /_symbiosis/live?session=\(page.id) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
        + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        + "Origin: \(server.origin)\r\nCookie: symbiosis=\(page.token)\r\n\r\n"
      let port = server.port
      let (head, answer) = try await RawSocket.exchange(port: port) { socket in
        socket.send(Array(request.utf8))
        let head = String(decoding: socket.read(through: Array("\r\n\r\n".utf8)), as: UTF8.self)
        // A text frame "hi", its mask bit clear.
        socket.send([0x81, 0x02, 0x68, 0x69])
        return (head, socket.readToEnd())
      }
      #expect(head.hasPrefix("HTTP/1.1 101"), "\(head)")
      #expect(answer == [0x88, 0x02, 0x03, 0xEA], "a close frame with 1002, then the end")
      await server.server.sessions.waitUntilClosed(page.id)
      if server.server.sessions.session(page.id) != nil {
        await server.clock.advance(by: WebServer.defaultKeepAlive)
      }
      await server.server.sessions.waitUntilEnded(page.id)
      #expect(page.session.refused.isEmpty, "the frame never reached the session")
    }
  }

  @Test func aMaskedFrameSentInPiecesIsTaken() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let button = try #require(page.node(of: "button"))
      let event = WebEvent(ref: 7, generation: page.generation, node: button, kind: .click)
      let request =
        "GET /_symbiosis/live?session=\(page.id) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
        + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        + "Origin: \(server.origin)\r\nCookie: symbiosis=\(page.token)\r\n\r\n"
      let mask: [UInt8] = [1, 2, 3, 4]
      let payload = Array(event.json.utf8).enumerated().map { $1 ^ mask[$0 % 4] }
      let frame = [0x81, 0x80 | UInt8(payload.count)] + mask + payload
      let port = server.port
      let answer = try await RawSocket.exchange(port: port) { socket in
        socket.send(Array(request.utf8))
        _ = socket.read(through: Array("\r\n\r\n".utf8))
        // The first byte alone, then the rest (the server may read them apart).
        socket.send(Array(frame[..<1]))
        socket.send(Array(frame[1...]))
        return socket.read(through: Array("\"ack\":[7]".utf8))
      }
      #expect(String(decoding: answer, as: UTF8.self).hasSuffix("\"ack\":[7]"))
    }
  }

  @Test func aBinaryMessageClosesTheSocketWith1003() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let bytes = ByteBuffer(bytes: [1, 2, 3])
      let close = try await socket.closeFrame(
        after: WebSocketFrame(fin: true, opcode: .binary, data: bytes))
      #expect(close?.closeCode == .unacceptableData)
    }
  }

  @Test func aClickRoundTripsToAFrameWithItsAck() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let button = try #require(page.node(of: "button"))
      let event = WebEvent(ref: 7, generation: page.generation, node: button, kind: .click)
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let acked = Mutex<String?>(nil)
      try await socket.run { inbound, outbound in
        try await outbound.write(.text(event.json))
        for try await message in inbound.messages(maxSize: 1 << 20) {
          guard case .text(let frame) = message, frame.contains("\"ack\":[7]") else { continue }
          acked.withLock { $0 = frame }
          return
        }
      }
      let frame = try #require(acked.withLock { $0 })
      #expect(frame.hasPrefix("{\"f\":"))
    }
  }

  @Test func aClosedSocketLeavesItsSessionKeptUntilItsKeepAlive() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      try await socket.run { _, _ in }
      await server.server.sessions.waitUntilClosed(page.id)
      #expect(server.server.sessions.session(page.id) != nil, "kept for the page to reconnect")
      await server.clock.advance(by: WebServer.defaultKeepAlive)
      await server.server.sessions.waitUntilEnded(page.id)
      #expect(server.server.sessions.sessionIDs.isEmpty)
      await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
        try await socket.run { _, _ in }
      }
    }
  }
}
