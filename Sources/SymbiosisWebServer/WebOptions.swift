import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisWeb

/// The command-line options of an app served to browsers: `--web`, `--port`, `--host`,
/// `--origin`, and the limits clients meet (``/SymbiosisWeb/WebLimits``).
///
/// ```swift
/// @OptionGroup var web: WebOptions
/// ```
///
/// A scene-file app serves with `SceneOptions.serve(root:types:bundle:web:sources:)`, an app
/// made in code with ``serve(_:stylesheet:files:root:)``.
public struct WebOptions: ParsableArguments, Sendable {
  /// Serve the app to browsers instead of running it in the terminal.
  @Flag(help: "Serve the app to browsers instead of running it in the terminal.")
  public var web = false

  /// The port to listen on.
  @Option(help: "The port to serve on with --web (0 picks a free one).")
  public var port = 8080

  /// The address to listen on.
  @Option(
    help: ArgumentHelp(
      "The address to serve on with --web.",
      discussion: "127.0.0.1 by default, so that only this machine reaches the app; "
        + "0.0.0.0 serves every network the machine is on."))
  public var host = "127.0.0.1"

  /// Origins besides the server's own whose pages may connect.
  @Option(
    name: .customLong("origin"),
    help: ArgumentHelp(
      "Another origin whose pages may connect, as scheme://host:port (repeatable).",
      discussion: "The server's own address and its localhost and 127.0.0.1 forms always may; "
        + "add the name browsers use for this machine when serving on 0.0.0.0.",
      valueName: "origin"))
  public var origins: [String] = []

  /// The most open pages from one network address.
  @Option(
    help: ArgumentHelp(
      "With --web, the most open pages from one network address.",
      discussion: "Behind a proxy every page comes from the proxy's address: raise it there.",
      valueName: "count"))
  public var sessionsPerAddress = WebLimits().sessionsPerAddress

  /// The most open pages of one browser (its cookie).
  @Option(
    help: ArgumentHelp(
      "With --web, the most open pages of one browser (its cookie).", valueName: "count"))
  public var sessionsPerCookie = WebLimits().sessionsPerCookie

  /// The events a page may send a second.
  @Option(
    help: ArgumentHelp(
      "With --web, the events a page may send a second (bursts of twice as many).",
      valueName: "count"))
  public var eventsPerSecond = WebLimits().eventsPerSecond

  /// The mebibytes of heap past which new pages are refused; half the machine's by default.
  @Option(
    help: ArgumentHelp(
      "With --web, the MiB of memory past which new pages are refused (default: half the machine's).",
      valueName: "MiB"))
  public var memoryLimit: Int?

  /// The options as given on no command line.
  public init() {}

  /// Refuses a limit that is not a positive number.
  public func validate() throws {
    let limits = [
      ("--sessions-per-address", sessionsPerAddress), ("--sessions-per-cookie", sessionsPerCookie),
      ("--events-per-second", eventsPerSecond), ("--memory-limit", memoryLimit ?? 1),
    ]
    for (name, value) in limits where value < 1 {
      throw ValidationError("\(name) must be a whole number above 0, not \(value).")
    }
  }

  /// The limits the options set, the others as ``/SymbiosisWeb/WebLimits`` has them.
  public var limits: WebLimits {
    var limits = WebLimits()
    limits.sessionsPerAddress = sessionsPerAddress
    limits.sessionsPerCookie = sessionsPerCookie
    limits.eventsPerSecond = eventsPerSecond
    limits.eventBurst =
      eventsPerSecond.multipliedReportingOverflow(by: 2).overflow
      ? .max : eventsPerSecond * 2
    if let memoryLimit {
      let bytes = memoryLimit.multipliedReportingOverflow(by: 1024 * 1024)
      limits.memory = bytes.overflow ? .max : bytes.partialValue
    }
    return limits
  }

  /// Serves an app made in code as the options say, each page showing a new scene from
  /// `root` and styled by `stylesheet` (CSS of the app's own, for its views' classes), its
  /// pictures of relative paths from `files`, until SIGINT or SIGTERM; prints where:
  /// `User is served at http://127.0.0.1:8080/`.
  ///
  /// ```swift
  /// if web.web { try await web.serve("User") { UserScene(user: user) } }
  /// ```
  ///
  /// - Throws: What binding the address throws (a port in use, say).
  @MainActor
  public func serve(
    _ name: String, stylesheet: String = "", files: URL? = nil,
    root: @escaping @MainActor () -> Scene
  ) async throws {
    let server = WebServer(
      host: host, port: port, origins: origins, limits: limits, stylesheet: stylesheet,
      files: files, root: root)
    try await server.run(announcing: name)
  }
}
