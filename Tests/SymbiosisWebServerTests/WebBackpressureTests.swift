import Foundation
import Symbiosis
import SymbiosisWeb
import Testing

@testable import SymbiosisWebServer

/// A scene made in code showing one label, whose text the test changes.
private final class NewsScene: Scene {
  let label = WebLabel("")

  init() { super.init(title: "News") }

  override func content() throws -> any PlatformView { label }
}

/// A client that stops reading its socket, over a real server and a real TCP connection
/// (issue 33, backpressure).
@MainActor @Suite
struct WebBackpressureTests {
  /// The real time a page stays behind, its session changing all the while, before the test
  /// takes it that the server can write no more to the socket: a writer that is merely slow
  /// writes a whole outbox to the loopback far sooner.
  static let stuck = Duration.seconds(2)
  /// The changes made while the page is behind before the client reads again: each is a frame
  /// the page must not get.
  static let changesWhileBehind = 200

  @Test func aClientThatNeverAcknowledgesStaysWithinItsMemoryBound() async throws {
    var scene: NewsScene?
    // No ping comes to cut the client that reads nothing.
    try await TestServer.with(
      root: {
        let made = NewsScene()
        scene = made
        return made
      }, pingPeriod: .seconds(3600)
    ) { server in
      let page = try await server.openPage()
      let label = try #require(scene?.label)
      // A small receive window: the kernel holds little for the client, and the server's
      // writes stall once its own send buffer is full.
      let (socket, head) = try await RawSocket.upgraded(
        port: server.port, session: page.id, origin: server.origin, token: page.token,
        receiveBuffer: 4096)
      #expect(head.hasPrefix("HTTP/1.1 101"), "\(head)")
      await server.server.sessions.waitUntilServed(page.id)
      let outbox = try #require(server.server.sessions.outbox(of: page.id))
      let session = page.session

      // A few KB of text a change, one frame each, until the page has been behind a while.
      let padding = String(repeating: "x", count: 4000)
      var changes = 0
      var behindChanges = 0
      var behindSince: ContinuousClock.Instant?
      var most = (frames: 0, bytes: 0, kept: 0, keptBytes: 0)
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: .seconds(120))
      while behindChanges < Self.changesWhileBehind
        || behindSince.map({ $0.duration(to: clock.now) < Self.stuck }) ?? true
      {
        try #require(clock.now < deadline, "the page never fell behind for good")
        changes += 1
        let before = session.lastFrame
        label.text = "change \(changes) \(padding)"
        session.page.flush()
        if changes == 1 { #expect(session.lastFrame == before + 1, "one frame a change") }
        let held = (frames: outbox.frames, bytes: outbox.bytes)
        try #require(
          held.frames <= WebOutbox.maximumFrames && held.bytes <= WebOutbox.maximumBytes,
          "change \(changes): the socket holds \(held) unwritten")
        let kept = session.keptFrames
        try #require(
          kept.count <= WebSession.keptFrameCount && kept.bytes <= WebSession.keptFrameBytes,
          "change \(changes): the session keeps \(kept)")
        most = (
          max(most.frames, held.frames), max(most.bytes, held.bytes), max(most.kept, kept.count),
          max(most.keptBytes, kept.bytes)
        )
        if outbox.isBehind {
          behindChanges += 1
          if behindSince == nil { behindSince = clock.now }
        } else {
          behindChanges = 0
          behindSince = nil
        }
        // The socket's writing task refreshes the page on the main actor when it catches up.
        await Task.yield()
      }
      #expect(most.frames > 0, "the socket held frames unwritten")
      #expect(outbox.isBehind)

      // The client reads again: what the kernel and the outbox held, then one fresh screen with
      // the latest text.
      let latest = "change \(changes) "
      let read = try await socket.onThread { socket -> (numbers: [Int], screen: String?) in
        var numbers: [Int] = []
        while let frame = socket.readFrame() {
          guard frame.opcode == 0x1 else { continue }
          let text = String(decoding: frame.payload, as: UTF8.self)
          numbers.append(Self.number(of: text) ?? -1)
          if text.contains("\"upto\":"), text.contains(latest) { return (numbers, text) }
        }
        return (numbers, nil)
      }
      let screen = try #require(read.screen, "no fresh screen with the latest text came")
      #expect(screen.contains("[\"s\","), "it shows the whole screen")
      #expect(
        read.numbers == read.numbers.sorted() && Set(read.numbers).count == read.numbers.count)
      let fresh = try #require(read.numbers.last)
      #expect(fresh == session.lastFrame, "nothing came after it")
      // The frames made while the page was behind for good are skipped, not sent late.
      let before = read.numbers.dropLast().last ?? 0
      #expect(
        before + Self.changesWhileBehind < fresh,
        "got \(read.numbers.count) frames of \(fresh), frame \(before) just before the fresh one")
      withExtendedLifetime(socket) {}
    }
  }

  /// The number of `frame` (`{"f":N,...`).
  nonisolated private static func number(of frame: String) -> Int? {
    guard frame.hasPrefix("{\"f\":") else { return nil }
    return Int(frame.dropFirst(5).prefix { $0.isNumber })
  }
}
