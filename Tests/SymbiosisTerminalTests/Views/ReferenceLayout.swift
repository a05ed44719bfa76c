@testable import SymbiosisTerminal

/// Wrapping and cutting as plainly as they can be written, making new strings: what a
/// ``TextLayout`` that keeps its lines and makes them from parts of its text must match.
enum ReferenceLayout {
  /// `text` cut to `width` columns, ending in "…" when something was cut.
  static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard TextMeasure.width(of: text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let cells = TextMeasure.width(of: character)
      if used + cells > width - 1 { break }
      result.append(character)
      used += cells
    }
    return result + "…"
  }

  /// `text` broken into lines of at most `width` columns at spaces, inside words longer than a
  /// line, and at every line break.
  static func wrap(_ text: String, to width: Int) -> [String] {
    guard width > 0 else { return [] }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap {
      wrapLine($0, to: width)
    }
  }

  private static func wrapLine(_ line: Substring, to width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var used = 0
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = TextMeasure.width(of: word)
      if used > 0, used + 1 + wordWidth <= width {
        current += " " + word
        used += 1 + wordWidth
        continue
      }
      if used > 0 || !current.isEmpty { lines.append(current) }
      current = ""
      used = 0
      for character in word {
        let cells = TextMeasure.width(of: character)
        if used + cells > width {
          lines.append(current)
          current = ""
          used = 0
        }
        current.append(character)
        used += cells
      }
    }
    lines.append(current)
    return lines
  }
}
