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
    let line = truncated(text[...], to: width)
    return line.isCut ? line.shown : text
  }

  /// The line showing `text` in `width` columns (at least 1): all of it, or as much as fits
  /// before a "…".
  static func truncated(_ text: Substring, to width: Int) -> TextLine {
    let whole = self.width(of: text)
    guard whole > width else { return TextLine(text: text, width: whole, isCut: false) }
    var end = text.startIndex
    var used = 0
    while end < text.endIndex {
      let cells = self.width(of: text[end])
      if used + cells > width - 1 { break }
      used += cells
      end = text.index(after: end)
    }
    return TextLine(text: text[..<end], width: used + 1, isCut: true)
  }

  /// `text` broken into lines of at most `width` columns: at spaces where possible, inside
  /// words longer than a line, and at every line break.
  public static func wrap(_ text: String, to width: Int) -> [String] {
    var lines: [TextLine] = []
    wrap(text[...], to: width, into: &lines)
    return lines.map { String($0.text) }
  }

  /// Appends to `lines` the lines of `text` wrapped to `width` columns (none below 1), as
  /// ``wrap(_:to:)`` breaks them; each is a part of `text`, so nothing is copied.
  static func wrap(_ text: Substring, to width: Int, into lines: inout [TextLine]) {
    guard width > 0 else { return }
    var start = text.startIndex
    while true {
      let end = text[start...].firstIndex(where: \.isNewline) ?? text.endIndex
      wrapLine(text[start..<end], to: width, into: &lines)
      guard end < text.endIndex else { return }
      start = text.index(after: end)
    }
  }

  /// Wraps one line without breaks: words joined by single spaces while they fit, a word
  /// wider than the line broken where it fills one.
  private static func wrapLine(_ line: Substring, to width: Int, into lines: inout [TextLine]) {
    // The line being filled is line[start..<end], `used` columns wide.
    var start = line.startIndex
    var end = line.startIndex
    var used = 0
    var wordStart = line.startIndex
    while true {
      let wordEnd = line[wordStart...].firstIndex(of: " ") ?? line.endIndex
      let wordWidth = self.width(of: line[wordStart..<wordEnd])
      if used > 0, used + 1 + wordWidth <= width {
        end = wordEnd
        used += 1 + wordWidth
      } else {
        if used > 0 || start != end {
          lines.append(TextLine(text: line[start..<end], width: used, isCut: false))
        }
        (start, end, used) = (wordStart, wordStart, 0)
        while end < wordEnd {
          let cells = self.width(of: line[end])
          if used + cells > width {
            lines.append(TextLine(text: line[start..<end], width: used, isCut: false))
            (start, used) = (end, 0)
          }
          end = line.index(after: end)
          used += cells
        }
      }
      guard wordEnd < line.endIndex else { break }
      wordStart = line.index(after: wordEnd)
    }
    lines.append(TextLine(text: line[start..<end], width: used, isCut: false))
  }
}
