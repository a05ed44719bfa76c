import BenchmarkHarness
import Foundation
import HummingbirdWSClient
import Synchronization

/// Many People tabs at once on loopback, each acting as a person would: it loads the page,
/// connects, then at `rate` events a second types a search, opens the first person found and
/// goes back, checking that every event is acknowledged within ``patience`` (one event in
/// flight a tab: a closed loop, so under saturation tabs slow down rather than pile up, and the
/// p99 reads lower than an open loop's would; an acknowledgement does not say whether the
/// event was refused). It is bounded:
/// at most ``maximumSessions`` sessions for at most ``maximumSeconds``, and it stops by
/// itself, then stops the server.
///
/// The tabs open first, all of them, and then act together for `seconds`. It prints the errors
/// (there must be none), event → acknowledging frame p50 and p99, the server's resident memory
/// per open idle session, and the server's CPU time per event, all its threads' and its main
/// actor's, which serves every session.
enum LoadGenerator {
  static let maximumSessions = 2_000
  static let maximumSeconds = 300
  /// How long an event may wait for its acknowledgement before it counts as an error.
  static let patience = Duration.seconds(10)
  /// How long the tabs may take to open before the events start whatever.
  static let openingLimit = Duration.seconds(120)
  /// The threads that run the server's main actor: on Linux an async `main` hands the main
  /// queue to libdispatch (`dispatch_main`), whose overcommit root queue's threads drain it
  /// (`com.apple.root.default-qos.overcommit`, cut to 15 characters by the kernel); Swift's
  /// other tasks run on the default-qos pool, and NIO on threads named `NIO-…`.
  static let mainQueueThreads = "qos.overcommit"

  static func run(binary: String, sessions: Int, rate: Double, seconds: Int) async throws {
    let sessions = min(max(1, sessions), maximumSessions)
    let seconds = min(max(1, seconds), maximumSeconds)
    let rate = min(max(0.1, rate), 20)
    let server = try PeopleServer(binary: binary)
    defer { server.stop() }
    let idle = try server.residentKilobytes()
    let record = LoadRecord()
    let opening = ContinuousClock.now
    // Every tab opens its page and socket first; the events start together once all have
    // (or failed), so that the run measures N sessions at once, not their arrival.
    let (opened, open) = AsyncStream.makeStream(of: Void.self)
    let begin = Task { () -> ContinuousClock.Instant in
      // At most `openingLimit`: a tab whose page or socket hangs does not hold the run.
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          var count = 0
          for await _ in opened {
            count += 1
            if count == sessions { break }
          }
        }
        group.addTask { try? await Task.sleep(for: openingLimit) }
        await group.next()
        group.cancelAll()
      }
      return .now
    }
    let load = Task {
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<sessions {
          group.addTask {
            await tab(
              index, on: server, rate: rate, seconds: seconds, record: record, opened: open,
              begin: begin)
          }
        }
      }
    }
    let started = await begin.value
    let end = started + .seconds(seconds)
    let cpuBefore = try server.cpuSeconds()
    let mainBefore = try server.cpuSeconds(threadsNamed: LoadGenerator.mainQueueThreads)
    let resident = try server.residentKilobytes()
    // A tab whose event is never acknowledged, and gets no later frame, waits on its socket:
    // the run ends ``patience`` after its end whatever, and says so.
    let deadline = end + patience
    let finished = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await load.value
        return true
      }
      group.addTask {
        try? await Task.sleep(until: deadline, clock: .continuous)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    if !finished {
      load.cancel()
      record.error("tabs still waited for an acknowledgement \(patience) after the end")
    }
    let cpu = try server.cpuSeconds() - cpuBefore
    let final = try server.residentKilobytes()
    let main = try server.cpuSeconds(threadsNamed: LoadGenerator.mainQueueThreads) - mainBefore
    let wall = started.duration(to: .now) / .seconds(1)
    let openingTime = opening.duration(to: started) / .seconds(1)
    let result = record.result()
    let events = result.latencies.count
    func percentile(_ fraction: Double) -> String {
      guard !result.latencies.isEmpty else { return "—" }
      let sorted = result.latencies.sorted()
      return Harness.format(
        sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] / 1e3)
    }
    let load1 =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
      .split(separator: " ").first.map(String.init) ?? "?"
    print(
      "People under load (\(binary) --web on loopback): \(sessions) sessions, "
        + "\(Harness.format(rate, decimals: 1)) event/s each for \(seconds) s; load average \(load1)\n"
    )
    TextTable.print(
      header: ["", ""],
      rows: [
        ["sessions connected", "\(result.connected) of \(sessions)"],
        ["events acknowledged", "\(events)"],
        ["screens shown (a person opened, back)", "\(result.screens)"],
        ["errors", "\(result.errors.count)"],
        ["event → ack p50 µs", percentile(0.5)],
        ["event → ack p99 µs", percentile(0.99)],
        ["opening the sessions (page, socket), s", Harness.format(openingTime, decimals: 1)],
        ["server RSS idle / with the sessions open, KB", "\(idle) / \(resident)"],
        [
          "server memory per open idle session, KB",
          Harness.format(Double(resident - idle) / Double(sessions)),
        ],
        ["server RSS at the end, KB", "\(final)"],
        [
          "server CPU per event, µs",
          events == 0 ? "—" : Harness.format(cpu * 1e6 / Double(events)),
        ],
        [
          "main actor CPU per event, µs",
          events == 0 ? "—" : Harness.format(main * 1e6 / Double(events)),
        ],
        ["main actor busy, % of the run", Harness.format(main * 100 / wall, decimals: 1)],
      ])
    for error in result.errors.prefix(5) { print("error: \(error)") }
  }

  /// One tab: a page, its socket, then its events until `end`.
  private static func tab(
    _ index: Int, on server: PeopleServer, rate: Double, seconds: Int, record: LoadRecord,
    opened: AsyncStream<Void>.Continuation, begin: Task<ContinuousClock.Instant, Never>
  ) async {
    let counted = Mutex(false)
    let count: @Sendable () -> Void = {
      if counted.withLock({ counted in
        defer { counted = true }
        return !counted
      }) {
        opened.yield()
      }
    }
    do {
      let page = try await server.openPage()
      guard let first = ScreenNodes(html: page.html) else {
        throw BenchmarkError(
          page.html.contains("data-r=\"")
            ? "no search field or table on its page"
            : "its page came with no person listed (the first render's wait ran out)")
      }
      try await server.connect(page) { inbound, outbound in
        record.connected()
        count()
        let end = await begin.value + .seconds(seconds)
        var frames = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
        var generation = page.generation
        var nodes = first
        var ref = 0
        // The last frame applied, which each event names as the page's script does.
        var seen = 0
        // Spread the sessions' events over the first interval.
        let interval = Duration.seconds(1 / rate)
        try await Task.sleep(for: interval * Double(index % 97) / 97)
        var step = 0
        while ContinuousClock.now < end {
          let next = ContinuousClock.now + interval
          ref += 1
          let message = script(
            step, ref: ref, generation: generation, seen: seen, nodes: nodes)
          step += 1
          let start = ContinuousClock.now
          try await outbound.write(.text(message))
          var acknowledged = false
          while !acknowledged, ContinuousClock.now - start < patience,
            let frame = try await frames.next()
          {
            guard case .text(let text) = frame else { continue }
            seen = frameNumber(of: text) ?? seen
            if let shown = screenGeneration(in: text) {
              record.screenShown()
              generation = shown
              let html = text.replacingOccurrences(of: "\\u003c", with: "<")
                .replacingOccurrences(of: "\\\"", with: "\"")
              if let found = ScreenNodes(html: html) { nodes = found }
            }
            acknowledged = EventLatency.acknowledges(text, ref)
          }
          guard acknowledged else {
            throw BenchmarkError("event \(ref) of tab \(index) was not acknowledged")
          }
          record.latency(Harness.nanoseconds(ContinuousClock.now - start))
          try await Task.sleep(until: next)
        }
        try await outbound.close(.normalClosure, reason: nil)
      }
    } catch {
      record.error("tab \(index): \(error)")
      count()
    }
  }

  /// The `step`th event of a tab: a search typed letter by letter, the first person found
  /// opened, and back.
  private static func script(
    _ step: Int, ref: Int, generation: Int, seen: Int, nodes: ScreenNodes
  ) -> String {
    let head = "{\"ref\":\(ref),\"gen\":\(generation),\"seen\":\(seen),"
    let search = nodes.search
    switch step % 6 {
    case 0: return head + "\"n\":\(search),\"k\":\"input\",\"v\":\"a\",\"rev\":\(ref)}"
    case 1: return head + "\"n\":\(search),\"k\":\"input\",\"v\":\"ad\",\"rev\":\(ref)}"
    case 2: return head + "\"n\":\(search),\"k\":\"input\",\"v\":\"\",\"rev\":\(ref)}"
    case 3: return head + "\"n\":\(nodes.table),\"k\":\"row\",\"r\":\"\(nodes.firstRow)\"}"
    case 4: return head + "\"k\":\"back\"}"
    default: return head + "\"n\":\(search),\"k\":\"focus\"}"
    }
  }

  /// A frame's number (`{"f":N,…`).
  private static func frameNumber(of frame: String) -> Int? {
    guard frame.hasPrefix("{\"f\":") else { return nil }
    return Int(frame.dropFirst(5).prefix { $0.isNumber })
  }

  /// The generation of the screen a frame shows, if it shows a new one (`["s",N,…]`).
  private static func screenGeneration(in frame: String) -> Int? {
    guard let at = frame.range(of: "[\"s\",")?.upperBound else { return nil }
    return Int(frame[at...].prefix { $0.isNumber })
  }
}

/// The nodes of People's first screen a tab acts on: its search field, its table, and the
/// first row's item id.
struct ScreenNodes {
  let search: Int
  let table: Int
  let firstRow: String

  /// The nodes `html` (a page, or a screen's operation unescaped) shows, if it is People's.
  init?(html: String) {
    guard let page = try? PeoplePage(html: html, token: "", requiresSession: false),
      let search = page.node(id: "search"),
      let table = html.range(of: "class=\"sy-table\"").flatMap({ at in
        html[..<at.lowerBound].range(of: "data-n=\"", options: .backwards).flatMap {
          Int(html[$0.upperBound...].prefix { $0.isNumber })
        }
      }),
      let row = html.range(of: "data-r=\"")
    else { return nil }
    self.search = search
    self.table = table
    firstRow = String(html[row.upperBound...].prefix { $0 != "\"" })
  }
}

/// What the tabs measured, from many tasks at once.
final class LoadRecord: Sendable {
  private let state = Mutex<(connected: Int, screens: Int, latencies: [Double], errors: [String])>(
    (0, 0, [], []))

  func connected() { state.withLock { $0.connected += 1 } }
  func screenShown() { state.withLock { $0.screens += 1 } }
  func latency(_ nanoseconds: Double) { state.withLock { $0.latencies.append(nanoseconds) } }
  func error(_ text: String) { state.withLock { $0.errors.append(text) } }
  func result() -> (connected: Int, screens: Int, latencies: [Double], errors: [String]) {
    state.withLock { $0 }
  }
}
