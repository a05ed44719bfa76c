import ArgumentParser
import Foundation
import Symbiosis

/// The command-line options of an app served to browsers: `--web`, `--port`, `--host` and
/// `--origin`.
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

  /// The options as given on no command line.
  public init() {}

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
      host: host, port: port, origins: origins, stylesheet: stylesheet, files: files, root: root)
    try await server.run(announcing: name)
  }
}
