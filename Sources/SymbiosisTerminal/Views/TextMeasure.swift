/// Measures, wraps and truncates text in terminal columns, as views show it on a row.
///
/// Text from anywhere (a song title from a server, say) never breaks a row: on one row a tab or
/// a line break shows as a space, and other control characters are left out.
public enum TextMeasure {
  /// The columns `character` takes on a row: 0, 1 or 2; a tab or a line break takes 1.
  public static func width(of character: Character) -> Int {
    showsAsSpace(character) ? 1 : CharacterWidth.of(character)
  }

  /// The columns `text` takes on one row.
  public static func width(of text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += width(of: character) }
    return total
  }

  /// `text` as one row shows it: tabs and line breaks made spaces, other control characters
  /// left out.
  public static func singleLine(_ text: some StringProtocol) -> String {
    var line = ""
    for character in text {
      if showsAsSpace(character) {
        line.append(" ")
      } else if !isControl(character) {
        line.append(character)
      }
    }
    return line
  }

  /// Whether `text` holds a tab, a line break or another control character, which
  /// ``singleLine(_:)`` changes.
  static func needsSingleLine(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { isControl($0) || isBreak($0) }
  }

  /// Whether `character` is a tab or a line break (CR, LF, CRLF, VT, FF, NEL, LS, PS).
  static func showsAsSpace(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return (0x09...0x0D).contains(ascii) }
    guard let scalar = character.unicodeScalars.first else { return false }
    return scalar.value == 0x85 || isBreak(scalar)
  }

  private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x2028 || scalar.value == 0x2029
  }

  private static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(isControl) ?? false
  }

  /// Whether `scalar` is a C0 or C1 control character or DEL (Unicode's category Cc).
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
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
  /// words longer than a line, and at every line break.
  public static func wrap(_ text: String, to width: Int) -> [String] {
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
