import Testing

@testable import SymbiosisWebServer

/// The bounded backlog of a socket whose page stopped reading.
@Suite
struct WebOutboxTests {
  @Test func aPageThatStopsReadingIsGivenTheBoundThenOneFreshScreenOnceCaughtUp() throws {
    let outbox = WebOutbox()
    let frames = (1...1000).map { "{\"f\":\($0),\"ack\":[],\"ops\":[]}" }
    let taken = frames.filter { outbox.admit($0) }
    #expect(taken == Array(frames.prefix(WebOutbox.maximumFrames)), "the first 64, no more")
    #expect(outbox.isBehind)
    #expect(outbox.frames == WebOutbox.maximumFrames)
    let caughtUp = taken.filter { outbox.written($0) }
    #expect(caughtUp == [try #require(taken.last)], "a fresh screen once all are written")
    #expect(!outbox.isBehind)
    #expect(outbox.admit("{\"f\":1001}"))
  }

  @Test func theBacklogIsBoundedInBytesButTakesOneFrameLargerThanTheBound() {
    let outbox = WebOutbox()
    let large = String(repeating: "a", count: WebOutbox.maximumBytes + 1)
    #expect(outbox.admit(large), "alone, it is taken")
    #expect(!outbox.admit("{}"))
    #expect(outbox.written(large))
    let third = String(repeating: "b", count: WebOutbox.maximumBytes / 3 + 1)
    #expect(outbox.admit(third) && outbox.admit(third))
    #expect(!outbox.admit(third), "over 256 KiB")
    #expect(outbox.isBehind)
  }
}
