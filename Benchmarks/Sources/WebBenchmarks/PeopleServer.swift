import Foundation
import HTTPTypes
import HummingbirdWSClient
import Logging

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The People demo served to browsers (`people --web --port 0`), run as its own process on
/// loopback, and the tabs a benchmark opens on it.
final class PeopleServer: Sendable {
  let process: Process
  let port: Int

  /// Starts `binary` and waits (at most 60 s) for the URL it prints.
  init(binary: String) throws {
    let process = Process()
    process.executableURL = URL(filePath: binary)
    // HummingbirdWSClient sends `Origin: ws://127.0.0.1` besides the page's own origin; every
    // simulated tab comes from 127.0.0.1, which past 256 pages is one address too many.
    process.arguments = [
      "--web", "--port", "0", "--origin", "ws://127.0.0.1", "--sessions-per-address", "1000000",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    self.process = process
    var printed = Data()
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed.append(chunk)
      let text = String(decoding: printed, as: UTF8.self)
      if let range = text.range(of: "http://127.0.0.1:"),
        let port = Int(text[range.upperBound...].prefix { $0.isNumber })
      {
        self.port = port
        return
      }
    }
    process.terminate()
    throw BenchmarkError("people printed no URL: \(String(decoding: printed, as: UTF8.self))")
  }

  /// The server's resident memory in KB (`VmRSS` of `/proc/PID/status`).
  func residentKilobytes() throws -> Int {
    let status = try String(
      contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Int(line.split(separator: " ")[1])
    else { throw BenchmarkError("no VmRSS for \(process.processIdentifier)") }
    return kilobytes
  }

  /// The CPU time the server has used, user and system, in seconds: the whole process's, or
  /// only that of its threads whose name contains `threadsNamed` (alive now: a thread that
  /// ended took its time with it).
  func cpuSeconds(threadsNamed name: String? = nil) throws -> Double {
    let pid = process.processIdentifier
    guard let name else { return try Self.cpuSeconds(stat: "/proc/\(pid)/stat") }
    let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
    return try tasks.reduce(0) { sum, task in
      let command = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8))
      guard command?.contains(name) == true else { return sum }
      return sum + (try Self.cpuSeconds(stat: "/proc/\(pid)/task/\(task)/stat"))
    }
  }

  /// The user and system time in a `stat` file of `/proc`, in seconds.
  private static func cpuSeconds(stat path: String) throws -> Double {
    let stat = try String(contentsOfFile: path, encoding: .utf8)
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    guard let close = stat.lastIndex(of: ")") else { throw BenchmarkError("no stat") }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      throw BenchmarkError("no CPU times in \(path)")
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Stops the server by its pid and waits for it to end.
  func stop() {
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
  }

  /// Loads the page, as a browser's tab does: its HTML and the token its cookie gave.
  func openPage() async throws -> PeoplePage {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/")!)
    request.httpShouldHandleCookies = false
    let (data, response) = try await Self.urlSession.data(for: request)
    guard let response = response as? HTTPURLResponse,
      let cookie = response.value(forHTTPHeaderField: "Set-Cookie"),
      let token = cookie.split(separator: ";").first?.split(separator: "=", maxSplits: 1).last
    else { throw BenchmarkError("the page came without a cookie") }
    return try PeoplePage(html: String(decoding: data, as: UTF8.self), token: String(token))
  }

  /// Opens `page`'s WebSocket, as its script does, and runs `body` with it.
  func connect(
    _ page: PeoplePage,
    _ body:
      @escaping @Sendable (WebSocketInboundStream, WebSocketOutboundWriter) async throws -> Void
  ) async throws {
    var headers = HTTPFields()
    headers[.origin] = "http://127.0.0.1:\(port)"
    headers[.cookie] = "symbiosis=\(page.token)"
    var logger = Logger(label: "WebBenchmarks")
    logger.logLevel = .critical
    _ = try await WebSocketClient.connect(
      url: "ws://127.0.0.1:\(port)/_symbiosis/live?session=\(page.session)",
      configuration: .init(maxFrameSize: 1 << 20, additionalHeaders: headers, autoPing: .disabled),
      logger: logger
    ) { inbound, outbound, _ in try await body(inbound, outbound) }
  }

  private static let urlSession: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieAcceptPolicy = .never
    configuration.httpShouldSetCookies = false
    configuration.httpMaximumConnectionsPerHost = 16
    return URLSession(configuration: configuration)
  }()
}

/// A page of People as the server sent it: its session, screen generation and token.
struct PeoplePage: Sendable {
  let html: String
  let token: String
  let session: String
  let generation: Int

  /// The page `html`; a screen's HTML alone, with no session, when not `requiresSession`.
  init(html: String, token: String, requiresSession: Bool = true) throws {
    self.html = html
    self.token = token
    let session = Self.meta("symbiosis-session", in: html)
    let generation = Self.meta("symbiosis-generation", in: html).flatMap { Int($0) }
    guard let session, let generation else {
      guard !requiresSession else { throw BenchmarkError("the page has no session") }
      self.session = ""
      self.generation = 0
      return
    }
    self.session = session
    self.generation = generation
  }

  /// The node number (`data-n`) of the element whose `data-id` is `id`.
  func node(id: String) -> Int? {
    guard let at = html.range(of: "data-id=\"\(id)\"") else { return nil }
    let tagStart = html[..<at.lowerBound].range(of: "<", options: .backwards)?.lowerBound
    guard let tagStart, let tagEnd = html[at.upperBound...].range(of: ">")?.lowerBound,
      let number = html[tagStart..<tagEnd].range(of: "data-n=\"")
    else { return nil }
    return Int(html[number.upperBound...].prefix { $0.isNumber })
  }

  private static func meta(_ name: String, in html: String) -> String? {
    guard let at = html.range(of: "<meta name=\"\(name)\" content=\"") else { return nil }
    return String(html[at.upperBound...].prefix { $0 != "\"" })
  }
}

/// Why a benchmark could not run.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
