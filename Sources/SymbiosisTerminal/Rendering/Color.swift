/// A colour for text or its background, as a terminal understands it.
public enum Color: Hashable, Sendable {
  /// The terminal's own default foreground or background.
  case `default`
  /// One of the 16 colours the user's theme defines: 0–7 normal, 8–15 bright.
  ///
  /// A number above 15 means the indexed colour of that number.
  case ansi(UInt8)
  /// One of the 256 xterm colours: the 16 themed ones, a 6 × 6 × 6 cube and 24 greys.
  case indexed(UInt8)
  /// A 24-bit colour: red, green and blue.
  case rgb(UInt8, UInt8, UInt8)

  /// ANSI colour 0.
  public static let black = Color.ansi(0)
  /// ANSI colour 1.
  public static let red = Color.ansi(1)
  /// ANSI colour 2.
  public static let green = Color.ansi(2)
  /// ANSI colour 3.
  public static let yellow = Color.ansi(3)
  /// ANSI colour 4.
  public static let blue = Color.ansi(4)
  /// ANSI colour 5.
  public static let magenta = Color.ansi(5)
  /// ANSI colour 6.
  public static let cyan = Color.ansi(6)
  /// ANSI colour 7.
  public static let white = Color.ansi(7)
  /// ANSI colour 8, often a mid grey.
  public static let brightBlack = Color.ansi(8)
  /// ANSI colour 9.
  public static let brightRed = Color.ansi(9)
  /// ANSI colour 10.
  public static let brightGreen = Color.ansi(10)
  /// ANSI colour 11.
  public static let brightYellow = Color.ansi(11)
  /// ANSI colour 12.
  public static let brightBlue = Color.ansi(12)
  /// ANSI colour 13.
  public static let brightMagenta = Color.ansi(13)
  /// ANSI colour 14.
  public static let brightCyan = Color.ansi(14)
  /// ANSI colour 15.
  public static let brightWhite = Color.ansi(15)

  /// The closest colour a terminal with `support` can show.
  ///
  /// RGB goes to the nearest of the 256 indexed colours, and from there to the nearest of the
  /// 16 ANSI ones; without colour support every colour becomes the default.
  public func converted(to support: ColorSupport) -> Color {
    switch (support, self) {
    case (.truecolor, _), (_, .default):
      return self
    case (.none, _):
      return .default
    case (.indexed256, .rgb(let red, let green, let blue)):
      return .indexed(ColorPalette.nearestIndexed(red: red, green: green, blue: blue))
    case (.indexed256, _):
      return self
    case (.ansi16, .rgb(let red, let green, let blue)):
      let index = ColorPalette.nearestIndexed(red: red, green: green, blue: blue)
      return .ansi(ColorPalette.nearestANSI(toIndexed: index))
    case (.ansi16, .ansi(let index)), (.ansi16, .indexed(let index)):
      return .ansi(ColorPalette.nearestANSI(toIndexed: index))
    }
  }

  // A cell keeps its colours packed in 26 bits: a 2-bit kind above a 24-bit payload, so a
  // whole style fits one machine word and compares in one instruction.

  /// The colour in 26 bits; an ANSI number above 15 packs as the indexed colour it means.
  var packed: UInt64 {
    switch self {
    case .default: return 0
    case .ansi(let index) where index < 16: return 1 << 24 | UInt64(index)
    case .ansi(let index), .indexed(let index): return 2 << 24 | UInt64(index)
    case .rgb(let red, let green, let blue):
      return 3 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
    }
  }

  /// The colour `packed` holds; bits above the low 26 are ignored.
  init(packed: UInt64) {
    let payload = packed & 0xFF_FFFF
    switch (packed >> 24) & 3 {
    case 0: self = .default
    case 1: self = .ansi(UInt8(truncatingIfNeeded: payload))
    case 2: self = .indexed(UInt8(truncatingIfNeeded: payload))
    default:
      self = .rgb(
        UInt8(truncatingIfNeeded: payload >> 16), UInt8(truncatingIfNeeded: payload >> 8),
        UInt8(truncatingIfNeeded: payload))
    }
  }
}
