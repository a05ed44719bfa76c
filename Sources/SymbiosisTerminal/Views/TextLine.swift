/// A line of laid-out text: the part of the text it shows, and "…" after it where the text
/// was cut.
package struct TextLine: Hashable, Sendable {
  /// The text shown, without the "…".
  package let text: Substring
  /// The columns the line takes, "…" included.
  let width: Int
  /// Whether "…" follows the text, in the last column.
  let isCut: Bool

  /// What follows a line that was cut.
  static let ellipsis = "…"

  /// The line as one string, "…" included.
  var shown: String { isCut ? text + Self.ellipsis : String(text) }
}
