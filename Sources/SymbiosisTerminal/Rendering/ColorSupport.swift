/// How many colours a terminal can show.
public enum ColorSupport: Hashable, Sendable, CaseIterable {
  /// No colour: text attributes only (a dumb terminal, or the user set `NO_COLOR`).
  case none
  /// The 16 ANSI colours.
  case ansi16
  /// The 256 xterm colours.
  case indexed256
  /// Any 24-bit colour.
  case truecolor

  /// The support a terminal announces through its environment variables and its terminfo entry.
  ///
  /// `NO_COLOR` set to anything non-empty wins (https://no-color.org); then `COLORTERM` of
  /// `truecolor` or `24bit`; then a `TERM` naming `256color`, or `COLORTERM` of `256color`,
  /// `yes` or `true`; then the `colors` of `TERM`'s compiled terminfo entry (found through
  /// `TERMINFO`, `~/.terminfo`, `TERMINFO_DIRS` and the system's folders) when it has 256 or
  /// more; a `dumb` `TERM` has none; any other terminal, or none named, is assumed to have the
  /// 16 ANSI colours.
  public static func detect(environment: [String: String]) -> ColorSupport {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
    let term = environment["TERM"] ?? ""
    if term.lowercased().contains("256color") { return .indexed256 }
    if ["256color", "yes", "true"].contains(colorTerm) { return .indexed256 }
    if term.lowercased() == "dumb" { return .none }
    if let colors = Terminfo.colors(ofTerminal: term, environment: environment) {
      if colors >= 1 << 24 { return .truecolor }
      if colors >= 256 { return .indexed256 }
    }
    return .ansi16
  }
}
