import ArgumentParser

/// The options a terminal app's command line adds for the terminal itself, beside its own and
/// (for a scene-file app) `SceneOptions`.
public struct TerminalOptions: ParsableArguments, Sendable {
  /// Print each frame as plain text and read keys from standard input.
  @Flag(help: "Print each frame as plain text and read keys from standard input (for scripts).")
  public var text = false

  /// The options as given on no command line.
  public init() {}
}
