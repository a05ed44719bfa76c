import Logging
import SymbiosisWeb
import Synchronization
import Testing

@testable import SymbiosisWebServer

/// Whoever runs the server reads on its log that clients reach a limit, a line at the 1st,
/// 10th, 100th… time, never a line per event.
@Suite struct WebLimitCountsTests {
  @Test func aLimitReachedIsLoggedAtEachPowerOfTenNamingItsFlag() {
    let lines = LogLines()
    let counts = WebLimitCounts(logger: Logger(label: "test") { _ in lines })
    for _ in 1...1_000 { counts.count(.eventRate) }
    counts.count(.sessionsPerCookie)
    #expect(counts.all == [.eventRate: 1_000, .sessionsPerCookie: 1])
    #expect(lines.messages.count == 5)
    #expect(lines.messages.prefix(4).allSatisfy { $0.contains("--events-per-second") })
    #expect(
      lines.messages.prefix(4).map { $0.hasSuffix("1 time so far.") } == [
        true, false, false, false,
      ])
    #expect(lines.messages[3].contains("1000 times"))
    #expect(lines.messages[4].contains("--sessions-per-cookie"))
    #expect(lines.levels == Set([.warning]))
  }
}

/// A log handler keeping what was logged.
private struct LogLines: LogHandler {
  private final class Storage: Sendable {
    let lines = Mutex<[(Logger.Level, String)]>([])
  }
  private let storage = Storage()
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  var messages: [String] { storage.lines.withLock { $0.map(\.1) } }
  var levels: Set<Logger.Level> { Set(storage.lines.withLock { $0.map(\.0) }) }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    storage.lines.withLock { $0.append((event.level, event.message.description)) }
  }
}
