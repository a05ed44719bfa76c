/// How many terminal columns text takes: 0, 1 or 2 per grapheme cluster.
///
/// East Asian wide and fullwidth characters (CJK, Hangul, fullwidth forms) and emoji shown as
/// pictures (emoji presentation, a VS16 selector, ZWJ sequences, flags, skin tones) take two
/// columns. Combining marks and other zero-width scalars belong to the character before them.
/// Control and format characters take none: a buffer drops them instead of sending them.
public enum CharacterWidth {
  /// The columns the grapheme cluster `character` takes.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      // "\r\n" reports the ASCII value of "\n", a control, so it takes 0 like every control.
      return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
    }
    var baseWidth = 0
    var base: Unicode.Scalar = "\0"
    var selectsEmoji = false
    var joins = false
    var modifies = false
    for scalar in character.unicodeScalars {
      if baseWidth == 0 {
        baseWidth = of(scalar)
        base = scalar
        continue
      }
      switch scalar.value {
      case 0xFE0F: selectsEmoji = true
      case 0x200D: joins = true
      case 0x1F3FB...0x1F3FF: modifies = true
      default: break
      }
    }
    guard baseWidth == 1, selectsEmoji || joins || modifies else { return baseWidth }
    // A text-style base becomes a two-column picture with VS16, in a ZWJ sequence, or with a
    // skin tone.
    return base.properties.isEmoji ? 2 : 1
  }

  /// The columns a single scalar takes on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    if isZeroWidth(scalar) { return 0 }
    if value >= 0x1100, isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The columns `text` takes, grapheme by grapheme.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return true
    default:
      // Hangul medial vowels and final consonants combine with the initial before them.
      return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }
  }

  /// Whether `value` is East Asian Wide or Fullwidth (emoji are found by their presentation
  /// property instead). Sorted, so a binary search finds a range.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK punctuation
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, enclosed CJK, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x16FF0...0x16FF1,
    0x17000...0x18CFF,  // Tangut, Khitan
    0x18D00...0x18D08,
    0x1AFF0...0x1B2FF,  // kana supplements, Nushu
    0x1F200...0x1F265,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B–F
    0x30000...0x3FFFD,  // CJK extensions G–H
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
