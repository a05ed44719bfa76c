/// Measures, wraps and truncates text in terminal columns.
public enum TextMeasure {
  /// The columns `character` takes: 0, 1 or 2.
  public static func width(of character: Character) -> Int {
    CharacterWidth.of(character)
  }

  /// The columns `text` takes.
  public static func width(of text: some StringProtocol) -> Int {
    CharacterWidth.of(text)
  }

  /// `text` cut to `width` columns, ending in "…" when something was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard self.width(of: text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let cells = self.width(of: character)
      if used + cells > width - 1 { break }
      result.append(character)
      used += cells
    }
    return result + "…"
  }

  /// `text` broken into lines of at most `width` columns: at spaces where possible, inside
  /// words longer than a line, and at every newline.
  public static func wrap(_ text: String, to width: Int) -> [String] {
    guard width > 0 else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      wrapLine($0, to: width)
    }
  }

  private static func wrapLine(_ line: Substring, to width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var used = 0
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = self.width(of: word)
      if used > 0, used + 1 + wordWidth <= width {
        current += " " + word
        used += 1 + wordWidth
        continue
      }
      if used > 0 || !current.isEmpty { lines.append(current) }
      current = ""
      used = 0
      for character in word {
        let cells = self.width(of: character)
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
