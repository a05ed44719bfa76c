/// How text is drawn besides its colours.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The attributes as bits, one per option.
  public let rawValue: UInt8

  /// The attributes whose bits are set in `rawValue`; bits with no option are dropped.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue & 0x3F
  }

  /// Heavier strokes (SGR 1).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Fainter colour (SGR 2).
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Slanted text (SGR 3).
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// A line under the text (SGR 4).
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Foreground and background swapped (SGR 7).
  public static let reverse = TextAttributes(rawValue: 1 << 4)
  /// A line through the text (SGR 9).
  public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}
