import ArgumentParser

/// The command-line options of a scene-file app served to browsers: `--web`, `--port`, `--host`
/// and `--origin`.
///
/// ```swift
/// @OptionGroup var web: WebOptions
/// ```
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
}
