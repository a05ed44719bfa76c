import Foundation
import HummingbirdWSClient
import NIOWebSocket
import SymbiosisTesting
import SymbiosisWeb
import Synchronization
import Testing

@testable import SymbiosisWebServer

/// Each limit a hostile client meets trips with its reason, and is counted.
@MainActor @Suite
struct WebLimitsTests {
  private func limits(_ change: (inout WebLimits) -> Void) -> WebLimits {
    var limits = WebLimits()
    change(&limits)
    return limits
  }

  /// Marks the session of `page` as served by a socket, as its page's socket would.
  private func connect(_ page: TestPage, on server: TestServer) {
    _ = server.server.sessions.connect(page.id, token: page.token, send: { _ in })
  }

  @Test func pagesOfOneCookiePastItsLimitAreRefusedUnlessOneLeftCanEnd() async throws {
    try await TestServer.with(limits: limits { $0.sessionsPerCookie = 2 }) { server in
      let first = try await server.openPage()
      let (_, answer) = try await server.get("/", cookie: first.token)
      #expect(answer.statusCode == 200)
      var links: [String: Int] = [:]
      for id in server.server.sessions.sessionIDs {
        links[id] = server.server.sessions.connect(id, token: first.token, send: { _ in })?.link
      }
      let (refused, response) = try await server.get("/", cookie: first.token)
      #expect(response.statusCode == 429)
      #expect(refused.contains(WebLimit.sessionsPerCookie.reason))
      #expect(refused.contains("Close some of its tabs"))
      #expect(server.server.sessions.sessionIDs.count == 2)
      // A tab closed leaves its session kept to resume: a new page ends it to make room.
      server.server.sessions.socketClosed(first.id, link: try #require(links[first.id]))
      let (_, made) = try await server.get("/", cookie: first.token)
      #expect(made.statusCode == 200)
      #expect(server.server.sessions.session(first.id) == nil)
      #expect(server.server.limitsReached == [.sessionsPerCookie: 2])
    }
  }

  @Test func pagesOfOneAddressPastItsLimitAreRefusedUnlessOneNeverConnectedCanEnd() async throws {
    try await TestServer.with(limits: limits { $0.sessionsPerAddress = 2 }) { server in
      let first = try await server.openPage()
      let second = try await server.openPage()
      // Pages whose socket never came: the one waiting longest ends for a new one.
      let third = try await server.openPage()
      #expect(server.server.sessions.session(first.id) == nil)
      connect(second, on: server)
      connect(third, on: server)
      let (refused, response) = try await server.get("/")
      #expect(response.statusCode == 429)
      #expect(response.value(forHTTPHeaderField: "Set-Cookie") == nil)
      #expect(refused.contains(WebLimit.sessionsPerAddress.reason))
      #expect(server.server.limitsReached == [.sessionsPerAddress: 2])
    }
  }

  @Test func pagesOpenedAtOnceCountEachOtherAgainstTheirLimit() async throws {
    try await TestServer.with(limits: limits { $0.sessionsPerAddress = 1 }) { server in
      let registry = server.server.sessions
      // The first page's screen renders while the second is asked for.
      let first = Task { await registry.open(path: "/", cookie: nil, address: "192.0.2.1") }
      let second = Task { await registry.open(path: "/", cookie: nil, address: "192.0.2.1") }
      #expect(await [first.value.status, second.value.status] == [200, 429])
      #expect(registry.sessionIDs.count == 1)
    }
  }

  @Test func aHeapPastTheMemoryLimitRefusesNewPagesAndEndsThoseThatLeft() async throws {
    try await TestServer.with(limits: limits { $0.memory = 1 }) { server in
      let (refused, response) = try await server.get("/")
      #expect(response.statusCode == 503)
      #expect(response.value(forHTTPHeaderField: "Retry-After") == "60")
      #expect(refused.contains(WebLimit.memory.reason))
      #expect(server.server.sessions.sessionIDs.isEmpty)
      #expect(server.server.limitsReached == [.memory: 1])
    }
    // The heap, as the registry reads it, grows past the limit while one page is served and
    // another has left: the next page is refused, the one that left ends, the served one stays.
    let heap = Mutex(1_000)
    let sessions = WebSessionRegistry(
      app: .code({ ClickScene() }, stylesheet: ""), clock: ControllableClock(),
      limits: limits { $0.memory = 10_000 }, heapBytes: { heap.withLock { $0 } })
    let first = await sessions.open(path: "/", cookie: nil)
    let token = try #require(first.newToken)
    let second = await sessions.open(path: "/", cookie: token)
    #expect(first.status == 200 && second.status == 200)
    let ids = sessions.sessionIDs
    try #require(ids.count == 2)
    var links: [Int] = []
    for id in ids {
      let connected = sessions.connect(id, token: token, send: { _ in })
      links.append(try #require(connected).link)
    }
    sessions.socketClosed(ids[1], link: links[1])
    #expect(sessions.disconnected == [ids[1]])
    heap.withLock { $0 = 20_000 }
    let third = await sessions.open(path: "/", cookie: token)
    #expect(third.status == 503)
    #expect(Set(sessions.sessionIDs) == [ids[0]])
    #expect(sessions.disconnected.isEmpty)
    #expect(sessions.counts.all == [WebLimit.memory: 1])
    heap.withLock { $0 = 1_000 }
    #expect(await sessions.open(path: "/", cookie: token).status == 200)
    sessions.endAll()
  }

  @Test func aFloodOfEventsClosesTheSocketWith1008AndKeepsTheSession() async throws {
    let limits = limits {
      $0.eventsPerSecond = 1
      $0.eventBurst = 2
    }
    try await TestServer.with(limits: limits) { server in
      let page = try await server.openPage()
      let button = try #require(page.node(of: "button"))
      let generation = page.generation
      let socket = TestSocket(
        port: server.port, session: page.id, origin: server.origin, token: page.token)
      let close = try await socket.run { inbound, outbound in
        for ref in 1...10 {
          let click = WebEvent(ref: ref, generation: generation, node: button, kind: .click)
          try await outbound.write(.text(click.json))
        }
        do {
          for try await _ in inbound {}
        } catch {}
      }
      #expect(close?.closeCode == .policyViolation)
      #expect(close?.reason == WebLimit.eventRate.reason)
      await server.server.sessions.waitUntilClosed(page.id)
      // Kept to resume: the page sends again what was not acknowledged.
      #expect(server.server.sessions.session(page.id) != nil)
      #expect(server.server.limitsReached == [.eventRate: 1])
    }
  }
}
