/// How a cell is drawn: its colours and text attributes.
public struct Style: Hashable, Sendable {
  /// The colour of the text.
  public var foreground: Color
  /// The colour behind the text.
  public var background: Color
  /// Bold, italic, underline and the like.
  public var attributes: TextAttributes

  /// A style with the given colours and attributes; by default the terminal's own.
  public init(
    foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default colours and no attributes.
  public static let plain = Style()

  /// This style with the text in `color`.
  public func foreground(_ color: Color) -> Style {
    var style = self
    style.foreground = color
    return style
  }

  /// This style on a `color` background.
  public func background(_ color: Color) -> Style {
    var style = self
    style.background = color
    return style
  }

  /// This style with `attributes` added.
  public func adding(_ attributes: TextAttributes) -> Style {
    var style = self
    style.attributes.formUnion(attributes)
    return style
  }

  /// This style, bold.
  public func bold() -> Style { adding(.bold) }
  /// This style, dimmed.
  public func dim() -> Style { adding(.dim) }
  /// This style, italic.
  public func italic() -> Style { adding(.italic) }
  /// This style, underlined.
  public func underline() -> Style { adding(.underline) }
  /// This style with foreground and background swapped.
  public func reverse() -> Style { adding(.reverse) }
  /// This style, struck through.
  public func strikethrough() -> Style { adding(.strikethrough) }

  /// This style with its colours downgraded to what `support` can show.
  public func converted(to support: ColorSupport) -> Style {
    Style(
      foreground: foreground.converted(to: support), background: background.converted(to: support),
      attributes: attributes)
  }

  // Packed layout (58 bits): foreground in bits 0–25, background in 26–51, attributes in 52–57.

  static let backgroundShift: UInt64 = 26
  static let attributesShift: UInt64 = 52
  static let colorMask: UInt64 = (1 << 26) - 1
  package static let backgroundMask: UInt64 = colorMask << backgroundShift
  static let attributesMask: UInt64 = 0x3F << attributesShift
  /// Every bit a packed style may use.
  static let packedMask: UInt64 = (1 << 58) - 1

  /// The style in the low 58 bits of a word.
  package var packed: UInt64 {
    foreground.packed | background.packed << Self.backgroundShift
      | UInt64(attributes.rawValue) << Self.attributesShift
  }

  /// The style `packed` holds.
  package init(packed: UInt64) {
    self.init(
      foreground: Color(packed: packed), background: Color(packed: packed >> Self.backgroundShift),
      attributes: TextAttributes(
        rawValue: UInt8(truncatingIfNeeded: packed >> Self.attributesShift))
    )
  }
}
