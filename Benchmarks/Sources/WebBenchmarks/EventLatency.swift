import BenchmarkHarness
import Foundation
import HTTPTypes
import HummingbirdWSClient
import Logging

/// An event's round trip on loopback: an `input` event to People's search field until the
/// frame acknowledging it arrives, beside a bare WebSocket echo of the same message from a
/// Hummingbird server in this process, the two timed in turn over the same client.
enum EventLatency {
  /// What the search field is given in turn, as someone typing and correcting.
  static let values = ["a", "ad", "ada", "ad"]

  static func run(binary: String, events: Int) async throws {
    let server = try PeopleServer(binary: binary)
    defer { server.stop() }
    let echo = try await EchoServer.start()
    let page = try await server.openPage()
    guard let node = page.node(id: "search") else {
      throw BenchmarkError("the page has no search field")
    }
    let warmUp = 50
    let (samples, results) = AsyncStream.makeStream(of: (event: Double, echo: Double).self)
    var logger = Logger(label: "WebBenchmarks")
    logger.logLevel = .critical
    _ = try await WebSocketClient.connect(
      url: "ws://127.0.0.1:\(echo.port)/echo", configuration: .init(autoPing: .disabled),
      logger: logger
    ) { echoInbound, echoOutbound, _ in
      try await server.connect(page) { inbound, outbound in
        var echoed = echoInbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        var frames = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        for ref in 1...(warmUp + events) {
          let value = values[ref % values.count]
          let message =
            "{\"ref\":\(ref),\"gen\":\(page.generation),\"n\":\(node),\"k\":\"input\","
            + "\"v\":\"\(value)\",\"rev\":\(ref)}"
          var start = ContinuousClock.now
          try await outbound.write(.text(message))
          while let frame = try await frames.next() {
            if case .text(let text) = frame, acknowledges(text, ref) { break }
          }
          let event = ContinuousClock.now - start
          start = ContinuousClock.now
          try await echoOutbound.write(.text(message))
          _ = try await echoed.next()
          let round = ContinuousClock.now - start
          if ref > warmUp {
            results.yield((Harness.nanoseconds(event), Harness.nanoseconds(round)))
          }
        }
        results.finish()
        try await outbound.close(.normalClosure, reason: nil)
      }
      try await echoOutbound.close(.normalClosure, reason: nil)
    }
    await echo.stop()
    var timings: [(event: Double, echo: Double)] = []
    for await sample in samples { timings.append(sample) }
    guard !timings.isEmpty else { throw BenchmarkError("no event was acknowledged") }
    let event = timings.map(\.event).sorted()
    let floor = timings.map(\.echo).sorted()
    func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
      sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] / 1e3
    }
    print(
      "Event → acknowledging frame on loopback (\(timings.count) input events to People's "
        + "search, after \(warmUp) unmeasured)\n")
    TextTable.print(
      header: ["round trip", "p50 µs", "p99 µs"],
      rows: [
        [
          "input event → frame with its ack", Harness.format(percentile(event, 0.5)),
          Harness.format(percentile(event, 0.99)),
        ],
        [
          "bare WebSocket echo (floor)", Harness.format(percentile(floor, 0.5)),
          Harness.format(percentile(floor, 0.99)),
        ],
        [
          "ratio (budget ≤ 2×)",
          Harness.format(percentile(event, 0.5) / percentile(floor, 0.5), decimals: 2) + "×",
          Harness.format(percentile(event, 0.99) / percentile(floor, 0.99), decimals: 2) + "×",
        ],
      ])
  }

  /// Whether `frame` (`{"f":…,"ack":[…],"ops":[…]}`) acknowledges `ref`: its `ack` list read
  /// without parsing the rest, so that the client's share of the round trip stays small.
  static func acknowledges(_ frame: String, _ ref: Int) -> Bool {
    guard let start = frame.range(of: "\"ack\":[")?.upperBound,
      let end = frame[start...].firstIndex(of: "]")
    else { return false }
    return frame[start..<end].split(separator: ",").contains { Int($0) == ref }
  }
}
